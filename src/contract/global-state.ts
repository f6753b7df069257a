/**
 * The global state the shell pushes to every mounted sub-application (qiankun
 * initGlobalState / onGlobalStateChange).
 *
 * Rules:
 * - JSON only (strings, numbers, booleans, null, arrays, plain objects): qiankun deep-clones the
 *   state on every change, and a later move to plain props must not change its shape.
 * - The shell owns it. A sub-application reads it and asks for changes through messages
 *   (./messages.ts, sent with props.send); it never calls setGlobalState.
 * - Every top-level key is always present (EMPTY_GLOBAL_STATE declares them; qiankun only lets
 *   declared top-level keys change). Read it with readGlobalState, which never throws.
 */
import type { SubAppName } from './micro-app-bases.js';
import type { UserInfo } from './user.js';

/** A menu item as the shell sends it (spec 3; same fields as the menu call's items). */
export interface SubAppMenuItem {
  key: string;
  name: string;
  /** '' for a shell page or an external link */
  microAppName: SubAppName | '';
  /** Path inside the sub-application, starting with '/'; '' for containers and links */
  urlPath: string;
  child: SubAppMenuItem[];
  /** Only 'menu' items are pages; tabs and buttons share their page's urlPath */
  type: 'menu' | 'tab' | 'button';
  /** Permission key (权限key) */
  qxkey: string;
  visible: 'Y' | 'N';
  /** '*' for all tabs, else the comma list of the visible tab and button qxkeys */
  privilegeKeys: string;
}

/** What the white and black lists carry for one route. */
export interface RouteGrant {
  key: string;
  qxkey: string;
  privilegeKeys: string;
  name: string;
}

/** Full portal route ('/iservice/cpgl/glrzhwh') -> grant. */
export type RouteGrantMap = Record<string, RouteGrant>;

export interface SubAppPermissions {
  /** Pages the user may open (the menu call's interfaceWhiteMenu) */
  white: RouteGrantMap;
  /** Pages the user may not open (the menu call's blackMenuList) */
  black: RouteGrantMap;
  /** Routes blocked for the user and institution (e.g. under maintenance) */
  blocked: string[];
}

/** The tips flags (spec 3). */
export interface TipsFlags {
  /** VAT info not confirmed */
  taxInfo: boolean;
  /** A role name contains 管理员 */
  admin: boolean;
  /** The tax pop-up is due */
  taxNeedEdit: boolean;
  /** A notice letter (提示函) waits for confirmation */
  tjtsh: boolean;
  thgz_flag: boolean;
}

/**
 * An event the shell sends down. `seq` grows by one with every event, so a sub-application
 * reacts to an event once: only to a seq greater than the last one it has handled (the state
 * it receives first, at mount, may carry an old event).
 */
export type ShellEvent = {
  /** The shell's Back button was pressed while the sub-application is in step mode */
  type: 'back';
  seq: number;
};

export interface GlobalState {
  /** The signed-in user; null when signed out */
  user: UserInfo | null;
  /** The session token ('' when signed out); send it as the X-Access-Token header */
  token: string;
  /** The current institution ('' when signed out); changes on an institution switch */
  instId: string;
  instName: string;
  /** The user's whole menu tree */
  menus: SubAppMenuItem[];
  permissions: SubAppPermissions;
  /** null until the shell has loaded them */
  tips: TipsFlags | null;
  /** The latest event of the shell, or null */
  shellEvent: ShellEvent | null;
}

export const EMPTY_GLOBAL_STATE: GlobalState = Object.freeze({
  user: null,
  token: '',
  instId: '',
  instName: '',
  menus: Object.freeze([]) as unknown as SubAppMenuItem[],
  permissions: Object.freeze({
    white: Object.freeze({}),
    black: Object.freeze({}),
    blocked: Object.freeze([]) as unknown as string[],
  }),
  tips: null,
  shellEvent: null,
});

export const GLOBAL_STATE_KEYS = Object.keys(EMPTY_GLOBAL_STATE) as (keyof GlobalState)[];

type Guard<T> = (value: unknown) => value is T;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every(isString);

function hasFields(value: unknown, fields: Record<string, Guard<unknown>>): boolean {
  return isRecord(value) && Object.entries(fields).every(([key, guard]) => guard(value[key]));
}

export function isUserInfo(value: unknown): value is UserInfo {
  return hasFields(value, {
    token: isString,
    userId: isString,
    instId: isString,
    instName: isString,
    userName: isString,
    realName: isString,
    userType: (v): v is number => typeof v === 'number' && Number.isFinite(v),
    roleNames: isStringArray,
    instRoles: isStringArray,
  });
}

export function isSubAppMenuItem(value: unknown): value is SubAppMenuItem {
  return hasFields(value, {
    key: isString,
    name: isString,
    microAppName: (v): v is string => v === '' || v === 'ds' || v === 'iservice' || v === 'tgypt',
    urlPath: isString,
    type: (v): v is string => v === 'menu' || v === 'tab' || v === 'button',
    qxkey: isString,
    visible: (v): v is string => v === 'Y' || v === 'N',
    privilegeKeys: isString,
    child: (v): v is unknown[] => Array.isArray(v) && v.every(isSubAppMenuItem),
  });
}

const isRouteGrant: Guard<RouteGrant> = (value): value is RouteGrant =>
  hasFields(value, { key: isString, qxkey: isString, privilegeKeys: isString, name: isString });

const isRouteGrantMap: Guard<RouteGrantMap> = (value): value is RouteGrantMap =>
  isRecord(value) && Object.values(value).every(isRouteGrant);

function isPermissions(value: unknown): value is SubAppPermissions {
  return hasFields(value, {
    white: isRouteGrantMap,
    black: isRouteGrantMap,
    blocked: isStringArray,
  });
}

function isTipsFlags(value: unknown): value is TipsFlags {
  return hasFields(value, {
    taxInfo: isBoolean,
    admin: isBoolean,
    taxNeedEdit: isBoolean,
    tjtsh: isBoolean,
    thgz_flag: isBoolean,
  });
}

export function isShellEvent(value: unknown): value is ShellEvent {
  return (
    isRecord(value) &&
    value.type === 'back' &&
    typeof value.seq === 'number' &&
    Number.isSafeInteger(value.seq) &&
    value.seq >= 0
  );
}

const FIELD_GUARDS: { [K in keyof GlobalState]: Guard<GlobalState[K]> } = {
  user: (v): v is UserInfo | null => v === null || isUserInfo(v),
  token: isString,
  instId: isString,
  instName: isString,
  menus: (v): v is SubAppMenuItem[] => Array.isArray(v) && v.every(isSubAppMenuItem),
  permissions: isPermissions,
  tips: (v): v is TipsFlags | null => v === null || isTipsFlags(v),
  shellEvent: (v): v is ShellEvent | null => v === null || isShellEvent(v),
};

/** True when every key of the contract is present and well-formed (extra keys are allowed). */
export function isGlobalState(value: unknown): value is GlobalState {
  return isRecord(value) && GLOBAL_STATE_KEYS.every((key) => FIELD_GUARDS[key](value[key]));
}

/**
 * Reads what qiankun delivered without ever throwing: each well-formed key is kept, each
 * missing or malformed one falls back to its EMPTY_GLOBAL_STATE value (so a malformed menu does
 * not hide the user's name). Extra keys are dropped.
 */
export function readGlobalState(value: unknown): GlobalState {
  const source = isRecord(value) ? value : {};
  const out: Record<string, unknown> = {};
  for (const key of GLOBAL_STATE_KEYS) {
    out[key] = FIELD_GUARDS[key](source[key]) ? source[key] : EMPTY_GLOBAL_STATE[key];
  }
  return out as unknown as GlobalState;
}
