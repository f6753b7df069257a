/**
 * A sub-application's use of the contract as apps-stub/README.md describes it: the lifecycles
 * check the mount props, read the global state with watchGlobalState, ask the shell through
 * send, and take their base from MICRO_APPS. Type-checked against the installed package.
 */
import {
  EMPTY_GLOBAL_STATE,
  MICRO_APPS,
  SUB_APP_NAMES,
  defaultEntry,
  isSubAppMessage,
  isSubAppProps,
  readGlobalState,
  watchGlobalState,
  type GlobalState,
  type SubAppMessage,
  type SubAppName,
  type SubAppProps,
} from '@fund-portal/subapp-contract';

const APP: SubAppName = 'iservice';
const basename: '/iservice' = MICRO_APPS[APP].base;

let state: GlobalState = EMPTY_GLOBAL_STATE;
let lastBackSeq = -1;

export async function bootstrap(): Promise<void> {}

export async function mount(props: unknown): Promise<void> {
  if (!isSubAppProps(props)) throw new Error('mount: not the contract props');
  const checked: SubAppProps = props;
  if (checked.basePath !== basename) throw new Error(`mount: base ${checked.basePath}`);
  const root: HTMLElement | null = checked.container.querySelector<HTMLElement>('#iservice-root');
  watchGlobalState(checked, (next, prev) => {
    state = next;
    const token: string = next.token;
    const userName: string | undefined = next.user?.realName;
    const pages: string[] = next.menus.filter((m) => m.type === 'menu').map((m) => m.urlPath);
    const event = next.shellEvent;
    if (event && event.type === 'back' && event.seq > lastBackSeq) lastBackSeq = event.seq;
    if (next.instId !== prev.instId && root) root.dataset.inst = next.instId;
    void [token, userName, pages, next.permissions.white, next.tips?.tjtsh];
  });
  const messages: SubAppMessage[] = [
    { type: 'setTitle', title: '绩效分析' },
    { type: 'navigate', path: '/iservice/tzjx/jxfx', replace: true },
    { type: 'stepMode', on: true },
    { type: 'refreshTips' },
    { type: 'setBreadcrumbName', name: '产品详情 1' },
  ];
  for (const message of messages) if (isSubAppMessage(message)) checked.send(message);
  // @ts-expect-error an unknown message type is a type error
  checked.send({ type: 'openWindow', url: 'https://example.com' });
}

export async function unmount(): Promise<void> {
  state = readGlobalState(null);
}

export function entries(): string[] {
  return SUB_APP_NAMES.map((name) => defaultEntry(name));
}

export function currentToken(): string {
  return state.token;
}
