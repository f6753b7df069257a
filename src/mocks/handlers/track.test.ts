import { describe, expect, it } from 'vitest';
import type { ApiResponse } from '@/lib/http-client';
import { createTracker, type TrackBody } from '@/lib/tracker';
import { db } from '../db/db';
import { TRACK_EVENTS_KEPT } from '../db/seed-track';

const URL_ = `${location.origin}/api/track/collect`;

function event(overrides: Partial<Record<keyof TrackBody, unknown>> = {}): Record<string, unknown> {
  return {
    appNo: 'FMP-PORTAL-01',
    event: 'page_view',
    ts: 1_700_000_000_000,
    page: '/home',
    props: { title: '首页' },
    userId: 'U10001',
    instId: '20001',
    ...overrides,
  };
}

async function post(body: string, type = 'application/json'): Promise<ApiResponse> {
  const response = await fetch(URL_, {
    method: 'POST',
    headers: { 'Content-Type': type },
    body,
  });
  expect(response.status).toBe(200);
  return (await response.json()) as ApiResponse;
}

describe('POST track/collect', () => {
  it('accepts an event without a session and stores it', async () => {
    const answer = await post(JSON.stringify(event()));
    expect(answer).toMatchObject({ code: 0, data: null, success: true });
    expect(db.trackEvents).toEqual([{ ...event(), receivedAt: expect.any(Number) }]);
  });

  it('accepts a text/plain body (sendBeacon with a string)', async () => {
    const body = event({ event: 'menu_click', props: { route: '/a?b=1&c=2' } });
    const answer = await post(JSON.stringify(body), 'text/plain;charset=UTF-8');
    expect(answer.code).toBe(0);
    expect(db.trackEvents).toEqual([{ ...body, receivedAt: expect.any(Number) }]);
  });

  it('accepts an event without a user and stores only the known fields', async () => {
    const answer = await post(
      JSON.stringify({ ...event({ userId: null, instId: null }), token: 'should-not-be-kept' }),
    );
    expect(answer.code).toBe(0);
    expect(db.trackEvents[0]).toMatchObject({ userId: null, instId: null });
    expect(db.trackEvents[0]).not.toHaveProperty('token');
  });

  const refusals: [string, string, string, number, string][] = [
    [
      'a wrong appNo',
      JSON.stringify(event({ appNo: 'OTHER' })),
      'application/json',
      1002,
      '埋点应用编号不正确',
    ],
    [
      'no appNo',
      JSON.stringify(event({ appNo: undefined })),
      'application/json',
      1002,
      '埋点应用编号不正确',
    ],
    [
      'a bad event name',
      JSON.stringify(event({ event: 'Page-View' })),
      'application/json',
      1002,
      '埋点事件名不合法',
    ],
    [
      'no event name',
      JSON.stringify(event({ event: undefined })),
      'application/json',
      1002,
      '埋点事件名不合法',
    ],
    [
      'a text ts',
      JSON.stringify(event({ ts: '1700000000000' })),
      'application/json',
      1002,
      '埋点时间格式不正确',
    ],
    [
      'no ts',
      JSON.stringify(event({ ts: undefined })),
      'application/json',
      1002,
      '埋点时间格式不正确',
    ],
    [
      'array props',
      JSON.stringify(event({ props: [1] })),
      'application/json',
      1002,
      '埋点属性格式不正确',
    ],
    [
      'a numeric userId',
      JSON.stringify(event({ userId: 1 })),
      'application/json',
      1002,
      '用户编号格式不正确',
    ],
    [
      'a bad appNo as text/plain',
      JSON.stringify(event({ appNo: 'X' })),
      'text/plain',
      1002,
      '埋点应用编号不正确',
    ],
    ['invalid JSON', '{"appNo":', 'application/json', 1003, '请求体不是合法的 JSON'],
    [
      'invalid JSON as text/plain',
      'appNo=FMP-PORTAL-01',
      'text/plain',
      1003,
      '请求体不是合法的 JSON',
    ],
    ['a JSON array as text/plain', '[]', 'text/plain', 1003, '请求体必须是 JSON 对象'],
  ];
  it.each(refusals)('refuses %s', async (_label, body, type, code, message) => {
    const answer = await post(body, type);
    expect(answer).toMatchObject({ code, message, success: false });
    expect(db.trackEvents).toEqual([]);
  });

  it('follows the config: another dataCollectionNo is the one accepted', async () => {
    db.sysConfig.dataCollectionNo = 'FMP-PORTAL-02';
    expect((await post(JSON.stringify(event()))).code).toBe(1002);
    expect((await post(JSON.stringify(event({ appNo: 'FMP-PORTAL-02' })))).code).toBe(0);
  });

  it(`keeps the newest ${TRACK_EVENTS_KEPT} events`, async () => {
    db.trackEvents.push(
      ...Array.from({ length: TRACK_EVENTS_KEPT }, (_, i) => ({
        ...(event({ ts: i }) as unknown as TrackBody),
        receivedAt: i,
      })),
    );
    expect((await post(JSON.stringify(event({ ts: TRACK_EVENTS_KEPT })))).code).toBe(0);
    expect(db.trackEvents).toHaveLength(TRACK_EVENTS_KEPT);
    expect(db.trackEvents[0]?.ts).toBe(1);
    expect(db.trackEvents.at(-1)?.ts).toBe(TRACK_EVENTS_KEPT);
  });

  it('stores what the tracker sends with its default send (fetch fallback in jsdom)', async () => {
    const tracker = createTracker();
    tracker.configure({
      dataCollectionUrl: '/api/track/collect',
      dataCollectionNo: 'FMP-PORTAL-01',
    });
    tracker.identify({ userId: 'U10001', instId: '20001', userType: 0 });
    tracker.pageView('/home?ticket=T1', '首页');
    await expect.poll(() => db.trackEvents.length).toBe(1);
    expect(db.trackEvents[0]).toMatchObject({
      appNo: 'FMP-PORTAL-01',
      event: 'page_view',
      page: '/home',
      props: { title: '首页' },
      userId: 'U10001',
      instId: '20001',
    });
  });
});
