/**
 * Events the HTTP client raises and the shell reacts to (auth wires session expiry and
 * token rotation; the layout shows network errors). A tiny typed emitter, no React.
 */

export interface HttpEventMap {
  /** A response carried code -403: the session is gone. */
  sessionExpired: { url: string; message?: string };
  /** A response carried code -423: the server holds the session's screen locked. */
  screenLocked: { url: string; message?: string };
  /** A successful response carried a token different from the stored one. */
  tokenChanged: { url: string; token: string };
  /** The call failed at the HTTP or network level; it resolved to false. */
  networkError: NetworkErrorReport;
}

/** What a failed call reports (spec 8): always status 404 and 网络异常, plus what really happened. */
export interface NetworkErrorReport {
  url: string;
  status: 404;
  message: '网络异常';
  /** The real HTTP status, when there was a response. */
  httpStatus?: number;
  cause: 'http-status' | 'timeout' | 'network' | 'malformed-body' | 'too-large';
}

type Listener<K extends keyof HttpEventMap> = (payload: HttpEventMap[K]) => void;

const listeners: { [K in keyof HttpEventMap]: Set<Listener<K>> } = {
  sessionExpired: new Set(),
  screenLocked: new Set(),
  tokenChanged: new Set(),
  networkError: new Set(),
};

/** Subscribe; returns the unsubscribe function. */
export function onHttpEvent<K extends keyof HttpEventMap>(
  type: K,
  listener: Listener<K>,
): () => void {
  listeners[type].add(listener);
  return () => {
    listeners[type].delete(listener);
  };
}

export function emitHttpEvent<K extends keyof HttpEventMap>(
  type: K,
  payload: HttpEventMap[K],
): void {
  for (const listener of listeners[type]) {
    try {
      listener(payload);
    } catch (error) {
      console.error(`[http] listener of ${type} failed`, error);
    }
  }
}
