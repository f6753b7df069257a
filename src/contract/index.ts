/**
 * The shell <-> sub-application contract: the one module both sides import (the stubs as
 * @contract, other teams' sub-applications as the package @fund-portal/subapp-contract, built
 * from this folder: packages/subapp-contract). It imports nothing outside this folder, and its
 * relative imports name the .js file (the package runs in Node as ES modules). Every name
 * exported here is public: read apps-stub/README.md for how a sub-application uses it.
 */
export type { UserInfo } from './user.js';
export {
  MICRO_APPS,
  SUB_APP_NAMES,
  defaultEntry,
  isSubAppName,
  subAppOfPath,
  type MicroAppBase,
  type SubAppName,
} from './micro-app-bases.js';
export {
  EMPTY_GLOBAL_STATE,
  GLOBAL_STATE_KEYS,
  isGlobalState,
  isShellEvent,
  isSubAppMenuItem,
  isUserInfo,
  readGlobalState,
  type GlobalState,
  type RouteGrant,
  type RouteGrantMap,
  type ShellEvent,
  type SubAppMenuItem,
  type SubAppPermissions,
  type TipsFlags,
} from './global-state.js';
export {
  MAX_LABEL_LENGTH,
  MAX_PATH_LENGTH,
  isPortalPath,
  isSubAppMessage,
  type SubAppMessage,
  type SubAppMessageType,
} from './messages.js';
export {
  createShellProps,
  isSubAppProps,
  watchGlobalState,
  type GlobalStateCallback,
  type ShellProps,
  type SubAppProps,
} from './app-props.js';
export { DEFAULT_TIMEOUT_MS, LONG_TIMEOUT_MS } from './http-timeouts.js';
export type {
  ClearStat,
  ClearStatItem,
  ContractDoc,
  I9ConfirmItem,
  ManagerReport,
  MgrProtocolState,
  MidPlatformFuncId,
  MidPlatformResults,
  NavRow,
  NoticeLetter,
  ProductRef,
  ReportType,
  TemplateItem,
} from './api-data.js';
