/**
 * Mock of the analytics service named by the system config (dataCollectionUrl
 * '/api/track/collect'), fed by src/lib/tracker.ts. Public: POST track/collect with the body
 * { appNo, event, ts, page, props, userId, instId } as JSON. navigator.sendBeacon sends a Blob's
 * type (application/json) or, for a string body, text/plain; http-kit reads text/plain as a
 * form, so a text/plain body is parsed as JSON here before the public route would see it.
 *
 * Codes: 0 accepted (stored in db.trackEvents, the newest TRACK_EVENTS_KEPT kept); 1002 appNo is
 * not the config's dataCollectionNo (埋点应用编号不正确), the event name is malformed, ts is not a
 * number, or page, props, userId or instId has the wrong type; 1003 the body is not a JSON
 * object. No read endpoint: inspect db.trackEvents.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { TRACK_EVENT_NAME } from '@/lib/tracker';
import { mockNow } from '../clock';
import { db } from '../db/db';
import { TRACK_EVENTS_KEPT, type TrackEvent } from '../db/seed-track';
import {
  apiPath,
  ApiError,
  CODE,
  jsonObjectOf,
  fail,
  ok,
  publicRoute,
  type ApiBody,
  type Params,
} from '../http-kit';

export const TRACK_COLLECT_URL = 'track/collect';

function malformed(message: string): never {
  throw new ApiError(CODE.malformed, message);
}

function optText(params: Params, key: string, label: string): string | null {
  const value = params[key];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') malformed(`${label}格式不正确`);
  return value;
}

function collect(params: Params): ApiBody {
  if (params.appNo !== db.sysConfig.dataCollectionNo) malformed('埋点应用编号不正确');
  const event = params.event;
  if (typeof event !== 'string' || !TRACK_EVENT_NAME.test(event)) malformed('埋点事件名不合法');
  const ts = params.ts;
  if (typeof ts !== 'number' || !Number.isFinite(ts)) malformed('埋点时间格式不正确');
  const props = params.props ?? {};
  if (typeof props !== 'object' || props === null || Array.isArray(props)) {
    malformed('埋点属性格式不正确');
  }
  const stored: TrackEvent = {
    appNo: db.sysConfig.dataCollectionNo,
    event,
    ts,
    page: optText(params, 'page', '埋点页面') ?? '',
    props: props as Record<string, unknown>,
    userId: optText(params, 'userId', '用户编号'),
    instId: optText(params, 'instId', '机构编号'),
    receivedAt: mockNow(),
  };
  db.trackEvents.push(stored);
  if (db.trackEvents.length > TRACK_EVENTS_KEPT) {
    db.trackEvents.splice(0, db.trackEvents.length - TRACK_EVENTS_KEPT);
  }
  return ok(null);
}

function answerWith(run: () => ApiBody): Response {
  try {
    return HttpResponse.json(run());
  } catch (error) {
    if (error instanceof ApiError) {
      return HttpResponse.json(fail(error.code, error.message, error.data));
    }
    throw error;
  }
}

/** text/plain (sendBeacon with a string): the body is JSON all the same. */
const plainTextCollect = http.post(apiPath(TRACK_COLLECT_URL), async ({ request }) => {
  if (!(request.headers.get('content-type') ?? '').includes('text/plain')) return undefined;
  const text = await request.text();
  return answerWith(() => collect(jsonObjectOf(text)));
});

export const trackHandlers: HttpHandler[] = [
  plainTextCollect,
  publicRoute('post', TRACK_COLLECT_URL, ({ params }) => collect(params)),
];
