/**
 * The robot protocol of the chat panel (spec 2.6, 4, 9; OWASP ASVS 3.5.5). The robot page in the
 * panel's frame talks to the portal with `window.parent.postMessage`. Every `message` event of
 * the window reaches the portal (sub-applications, extensions, other frames), so a message is
 * accepted only when:
 *
 * - `event.origin` equals the configured robot origin (sys/queryCustomerServiceConfig),
 * - `event.source` is the robot frame's own window (not a sibling frame of the same origin),
 * - the data has exactly one of the shapes below,
 * - a link is a path of this site (the redirect policy),
 * - the same message type was not accepted in the last 3000 ms (spec 9: robot message debounce;
 *   the first one counts, later ones inside the window are dropped).
 *
 * Messages:
 *   { type: 'login' }               the robot's session is over: log out, go to /login
 *   { type: 'human' }               open the human-service link (a new window, noopener)
 *   { type: 'link', path: '/...' }  navigate inside the portal
 */
import { ROBOT_MESSAGE_DEBOUNCE_MS } from '@/config/spec-limits';
import { safeRedirect } from './redirect';

/** The longest link path a robot may send. */
export const MAX_ROBOT_LINK_LENGTH = 2048;

export type RobotMessage = { type: 'login' } | { type: 'human' } | { type: 'link'; path: string };

export type RobotMessageType = RobotMessage['type'];

/** What the portal knows of a `message` event (a MessageEvent fits). */
export interface RobotEventLike {
  origin: string;
  source: unknown;
  data: unknown;
}

/** The sender a message must come from: the configured origin and the frame's window. */
export interface RobotSender {
  origin: string;
  source: unknown;
}

export type RobotRefusal = 'no-frame' | 'origin' | 'source' | 'shape' | 'unsafe-link' | 'debounced';

export type RobotVerdict =
  { accepted: true; message: RobotMessage } | { accepted: false; reason: RobotRefusal };

const KEYS: Record<RobotMessageType, readonly string[]> = {
  login: ['type'],
  human: ['type'],
  link: ['path', 'type'],
};

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function isMessageType(value: unknown): value is RobotMessageType {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(KEYS, value);
}

/** The message when `data` has exactly one of the protocol's shapes, else null. */
export function readRobotMessage(data: unknown): RobotMessage | null {
  if (!isPlainObject(data) || !isMessageType(data.type)) return null;
  const keys = Object.keys(data).sort();
  const expected = KEYS[data.type];
  if (keys.length !== expected.length || keys.some((key, i) => key !== expected[i])) return null;
  if (data.type !== 'link') return { type: data.type };
  const path = data.path;
  if (typeof path !== 'string' || path === '' || path.length > MAX_ROBOT_LINK_LENGTH) return null;
  return { type: 'link', path };
}

/** A robot link the portal may follow: a path of this site (never /login or /locking). */
export function safeRobotPath(path: string): string | null {
  const safe = safeRedirect(path, '');
  return safe === '' ? null : safe;
}

/** The human-service link may be opened only when it is an absolute http(s) URL. */
export function safeHumanServiceUrl(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string' || raw.trim() !== raw || raw === '') return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  return url.toString();
}

/** Sender, shape and link checks of one event (no debounce). */
export function checkRobotEvent(event: RobotEventLike, sender: RobotSender | null): RobotVerdict {
  if (!sender || sender.source === null || sender.source === undefined || !sender.origin)
    return { accepted: false, reason: 'no-frame' };
  if (event.origin !== sender.origin) return { accepted: false, reason: 'origin' };
  if (event.source !== sender.source) return { accepted: false, reason: 'source' };
  const message = readRobotMessage(event.data);
  if (!message) return { accepted: false, reason: 'shape' };
  if (message.type === 'link') {
    const path = safeRobotPath(message.path);
    if (!path) return { accepted: false, reason: 'unsafe-link' };
    return { accepted: true, message: { type: 'link', path } };
  }
  return { accepted: true, message };
}

/**
 * A gate with memory: the checks of checkRobotEvent plus the 3000 ms debounce per message type,
 * counted from the last accepted message of that type (refused ones do not count).
 */
export function createRobotMessageGate(
  now: () => number = () => Date.now(),
  debounceMs: number = ROBOT_MESSAGE_DEBOUNCE_MS,
): (event: RobotEventLike, sender: RobotSender | null) => RobotVerdict {
  const lastAccepted = new Map<RobotMessageType, number>();
  return (event, sender) => {
    const verdict = checkRobotEvent(event, sender);
    if (!verdict.accepted) return verdict;
    const at = now();
    const last = lastAccepted.get(verdict.message.type);
    if (last !== undefined && at - last < debounceMs)
      return { accepted: false, reason: 'debounced' };
    lastAccepted.set(verdict.message.type, at);
    return verdict;
  };
}
