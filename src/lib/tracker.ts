/**
 * Behaviour tracking: page views and menu clicks sent to the analytics service
 * named by the system config (`dataCollectionUrl`, `dataCollectionNo`). No React, no Redux: the
 * app creates one tracker and feeds it.
 *
 *   const tracker = createTracker();             // or createTracker({ send, now, log }) in tests
 *   tracker.configure(sysConfig);                // after querySysConfig (null when it failed)
 *   tracker.identify(userInfo);                  // after user info loads; identify(null) on logout
 *   tracker.pageView(location.pathname + location.search, document.title);
 *   tracker.menuClick(menu.key, menu.name, menu.urlPath);
 *   tracker.pageScroll(location.pathname + location.search, 75);   // deepest scroll, percent
 *   tracker.track('some_event', { any: 'props' });
 *
 * Rules:
 * - Event names match TRACK_EVENT_NAME (`/^[a-z][a-z0-9_]{1,39}$/`); any other name is dropped
 *   with console.warn `[track] 埋点事件名不合法：<name>`.
 * - A user of type 4 (internal staff) is never tracked: their events are dropped, with one
 *   console.info `[track] 内部员工不埋点` per user (not per event). Events queued before such a
 *   user was identified are dropped too when the queue is flushed.
 * - Until `configure` receives a non-empty dataCollectionUrl and dataCollectionNo, events wait in
 *   a queue of at most TRACK_QUEUE_LIMIT (50; the oldest goes first) and are sent, in order, once
 *   configured. Configured without them (or with null), the SDK is missing: one console.info
 *   `[track] 埋点SDK缺失，事件未发送`, and queued and later events are dropped.
 * - Body sent: { appNo, event, ts (ms), page, props, userId, instId } (TrackBody); page is the
 *   path of the event (a page view) or of the last page view. userId and instId are null without
 *   a user. The token and cookies are never put in the body: only userId and instId are read from
 *   the user, query parameters token, password, ticket and code (any case) are stripped from
 *   tracked paths (stripSensitiveQuery), and props keys of those names or `cookie` are dropped.
 * - A page view of the same path within PAGE_VIEW_DEDUP_MS (1000 ms) of the previous one is
 *   ignored (React StrictMode runs effects twice in development).
 * - The default `send` is navigator.sendBeacon with a JSON Blob (the browser adds its own
 *   same-origin cookies to a beacon, as to any request), falling back to a keepalive fetch
 *   without credentials, in a task after the one that tracked (./send-later.ts). A failed send is
 *   only noted with console.warn `[track] 埋点发送失败：<event>`.
 * - Scroll tracking (spec 9, 350 ms delay): `page_scroll` with props { depth } (percent, 0 to 100)
 *   for the page of `path`; src/lib/scroll-tracking.ts decides when (at most once per 350 ms).
 */
import type { SysConfig, UserInfo } from '@/api/auth';
import { sendLater } from './send-later';

export const TRACK_EVENT_NAME = /^[a-z][a-z0-9_]{1,39}$/;
export const TRACK_QUEUE_LIMIT = 50;
export const PAGE_VIEW_DEDUP_MS = 1000;
/** userType of internal staff, who are never tracked. */
export const INTERNAL_USER_TYPE = 4;
export const PAGE_VIEW_EVENT = 'page_view';
export const MENU_CLICK_EVENT = 'menu_click';
export const PAGE_SCROLL_EVENT = 'page_scroll';

export const TRACK_NOTES = {
  internal: '[track] 内部员工不埋点',
  sdkMissing: '[track] 埋点SDK缺失，事件未发送',
  invalidName: '[track] 埋点事件名不合法：',
  sendFailed: '[track] 埋点发送失败：',
} as const;

export type TrackConfig = Pick<SysConfig, 'dataCollectionUrl' | 'dataCollectionNo'>;
/** Only these fields of the user are read (never the token). */
export type TrackUser = Pick<UserInfo, 'userId' | 'instId' | 'userType'>;
export type TrackProps = Record<string, unknown>;

export interface TrackBody {
  appNo: string;
  event: string;
  ts: number;
  page: string;
  props: TrackProps;
  userId: string | null;
  instId: string | null;
}

export type TrackSend = (url: string, body: TrackBody) => boolean | Promise<boolean>;
export type TrackLog = Pick<Console, 'info' | 'warn'>;

export interface TrackerOptions {
  /** Delivers one event; false (or a rejection) means it was not sent. Default beaconSend. */
  send?: TrackSend;
  /** Milliseconds since the epoch. Default Date.now. */
  now?: () => number;
  /** Where the console notes go. Default console. */
  log?: TrackLog;
}

export interface Tracker {
  configure(config: Partial<TrackConfig> | null | undefined): void;
  identify(user: TrackUser | null): void;
  pageView(path: string, title?: string): void;
  menuClick(menuKey: string, menuName: string, route?: string): void;
  /** The deepest scroll position reached on the page of `path`, in percent (0 to 100). */
  pageScroll(path: string, depth: number): void;
  track(eventName: string, props?: TrackProps): void;
}

const SENSITIVE_QUERY = new Set(['token', 'password', 'ticket', 'code']);
const SENSITIVE_PROPS = new Set([...SENSITIVE_QUERY, 'cookie']);

function decodeKey(raw: string): string {
  const key = raw.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(key);
  } catch {
    return key;
  }
}

function stripQuery(part: string): string {
  const mark = part.indexOf('?');
  if (mark < 0) return part;
  const kept = part
    .slice(mark + 1)
    .split('&')
    .filter((pair) => {
      if (pair === '') return false;
      const key = decodeKey(pair.split('=')[0] ?? '');
      return !SENSITIVE_QUERY.has(key.trim().toLowerCase());
    });
  return kept.length ? `${part.slice(0, mark)}?${kept.join('&')}` : part.slice(0, mark);
}

/**
 * The path without query parameters named token, password, ticket or code (any case), in the
 * query and in a hash route's query; other parameters keep their order and encoding.
 */
export function stripSensitiveQuery(path: string): string {
  const hash = path.indexOf('#');
  if (hash < 0) return stripQuery(path);
  return `${stripQuery(path.slice(0, hash))}#${stripQuery(path.slice(hash + 1))}`;
}

function safeProps(props: TrackProps): TrackProps {
  const out: TrackProps = {};
  for (const [key, value] of Object.entries(props)) {
    if (!SENSITIVE_PROPS.has(key.toLowerCase())) out[key] = value;
  }
  return out;
}

function absolute(url: string): string {
  const base = globalThis.location?.href;
  try {
    return base ? new URL(url, base).href : url;
  } catch {
    return url;
  }
}

/** The default send: navigator.sendBeacon with a JSON Blob, else a keepalive fetch. */
export function beaconSend(url: string, body: TrackBody): boolean | Promise<boolean> {
  const json = JSON.stringify(body);
  const target = absolute(url);
  if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
    try {
      if (navigator.sendBeacon(target, new Blob([json], { type: 'application/json' }))) return true;
    } catch {
      // fall back to fetch
    }
  }
  if (typeof fetch !== 'function') return false;
  return fetch(target, {
    method: 'POST',
    keepalive: true,
    credentials: 'omit',
    headers: { 'Content-Type': 'application/json' },
    body: json,
  }).then(
    (response) => response.ok,
    () => false,
  );
}

type Pending = Omit<TrackBody, 'appNo'>;
type State = 'waiting' | 'ready' | 'missing';

export function createTracker(options: TrackerOptions = {}): Tracker {
  const send = options.send ?? sendLater(beaconSend);
  const now = options.now ?? (() => Date.now());
  const log = options.log ?? console;

  let state: State = 'waiting';
  let url = '';
  let appNo = '';
  let sdkNoted = false;
  let user: TrackUser | null = null;
  const internalNoted = new Set<string>();
  const queue: Pending[] = [];
  let page = '';
  let lastView: { path: string; at: number } | null = null;

  function isInternal(): boolean {
    if (!user || user.userType !== INTERNAL_USER_TYPE) return false;
    if (!internalNoted.has(user.userId)) {
      internalNoted.add(user.userId);
      log.info(TRACK_NOTES.internal);
    }
    return true;
  }

  function noteSdkMissing(): void {
    if (sdkNoted) return;
    sdkNoted = true;
    log.info(TRACK_NOTES.sdkMissing);
  }

  function deliver(event: Pending): void {
    const failed = () => log.warn(`${TRACK_NOTES.sendFailed}${event.event}`);
    try {
      const result = send(url, { appNo, ...event });
      if (result === false) failed();
      else if (result !== true) {
        void Promise.resolve(result).then(
          (sent) => {
            if (!sent) failed();
          },
          () => failed(),
        );
      }
    } catch {
      failed();
    }
  }

  function emit(event: string, props: TrackProps, at: string): void {
    if (!TRACK_EVENT_NAME.test(event)) {
      log.warn(`${TRACK_NOTES.invalidName}${event}`);
      return;
    }
    if (isInternal()) return;
    if (state === 'missing') {
      noteSdkMissing();
      return;
    }
    const pending: Pending = {
      event,
      ts: now(),
      page: at,
      props: safeProps(props),
      userId: user?.userId ?? null,
      instId: user?.instId ?? null,
    };
    if (state === 'ready') {
      deliver(pending);
      return;
    }
    queue.push(pending);
    if (queue.length > TRACK_QUEUE_LIMIT) queue.shift();
  }

  return {
    configure(config) {
      const nextUrl = config?.dataCollectionUrl?.trim() ?? '';
      const nextNo = config?.dataCollectionNo?.trim() ?? '';
      if (!nextUrl || !nextNo) {
        state = 'missing';
        queue.length = 0;
        noteSdkMissing();
        return;
      }
      state = 'ready';
      url = nextUrl;
      appNo = nextNo;
      const waiting = queue.splice(0);
      if (waiting.length && isInternal()) return;
      for (const event of waiting) deliver(event);
    },

    identify(next) {
      user = next ? { userId: next.userId, instId: next.instId, userType: next.userType } : null;
    },

    pageView(path, title = '') {
      const clean = stripSensitiveQuery(path);
      const at = now();
      page = clean;
      if (lastView && lastView.path === clean && at - lastView.at < PAGE_VIEW_DEDUP_MS) return;
      lastView = { path: clean, at };
      emit(PAGE_VIEW_EVENT, { title }, clean);
    },

    menuClick(menuKey, menuName, route = '') {
      emit(MENU_CLICK_EVENT, { menuKey, menuName, route: stripSensitiveQuery(route) }, page);
    },

    pageScroll(path, depth) {
      const clean = Math.min(100, Math.max(0, Math.round(depth)));
      emit(PAGE_SCROLL_EVENT, { depth: clean }, stripSensitiveQuery(path));
    },

    track(eventName, props = {}) {
      emit(eventName, props, page);
    },
  };
}
