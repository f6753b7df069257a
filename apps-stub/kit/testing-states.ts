/**
 * Test support for data pages. The three load states every data page shows (DataState), checked on a page of a
 * stub against the mock API: loading while its call runs, its empty text for an empty answer,
 * and a failure whose 重试 loads the rows; and a data page's first view as a table
 * (describeDataPage).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MICRO_APPS } from '@contract';
import type { StubLifecycles } from './define-stub-app';
import { mountStub, signedInState, type MountedStub } from './testing';
import { answerApi } from './testing-fetch';

export interface LoadStatesCase {
  stub: StubLifecycles;
  app: keyof typeof MICRO_APPS;
  /** The portal path of the page */
  path: string;
  /** The API path of the page's data (e.g. prod/queryGlrBGSS) */
  apiPath: string;
  /** An answer's data with nothing to show, and the page's text for it */
  emptyData: unknown;
  emptyText: string;
  /** The demo user; default admin */
  user?: string;
}

/**
 * Mounts the stub at a path with a demo user signed in (default admin); what it mounted is
 * unmounted after each test.
 */
export function stubMounter(stub: StubLifecycles, app: keyof typeof MICRO_APPS) {
  let mounted: MountedStub | null = null;
  afterEach(async () => {
    await mounted?.unmount();
    mounted = null;
  });
  return async (path: string, user = 'admin'): Promise<MountedStub> => {
    mounted = await mountStub(stub, app, path, await signedInState(user));
    return mounted;
  };
}

/** The table row (DataTable) of a key. */
export function rowByKey(key: string): HTMLElement {
  const row = screen.getAllByTestId('stub-row').find((r) => r.dataset.rowKey === key);
  if (!row) throw new Error(`no row ${key}`);
  return row;
}

/** A data page of a stub under test. */
export interface StubPage {
  /**
   * Mounts the stub at the page's path with a demo user signed in, checks the page's menu name
   * (stub-page-name) and waits for its first rows, which it returns.
   */
  open(): Promise<HTMLElement[]>;
  /** Its table rows (DataTable) shown now */
  rows(): HTMLElement[];
  /** Sets one of its filter inputs (stub-filter-<name>) as a person typing or picking does */
  filter(name: string, value: string): void;
  /** Sets a filter and waits until the page shows a text of the new answer */
  filterUntil(name: string, value: string, text: string): Promise<void>;
}

export function stubPage(
  c: Pick<LoadStatesCase, 'stub' | 'app' | 'path' | 'user'> & { name: string },
): StubPage {
  const mount = stubMounter(c.stub, c.app);
  return {
    async open() {
      await mount(c.path, c.user);
      expect(screen.getByTestId('stub-page-name')).toHaveTextContent(c.name);
      return screen.findAllByTestId('stub-row');
    },
    rows: () => screen.getAllByTestId('stub-row'),
    filter(name, value) {
      fireEvent.change(screen.getByTestId(`stub-filter-${name}`), { target: { value } });
    },
    async filterUntil(name, value, text) {
      this.filter(name, value);
      await waitFor(() => expect(screen.getByText(text)).toBeInTheDocument());
    },
  };
}

/** Checks that the table row of a key shows each of the texts. */
export function expectRow(key: string, ...texts: readonly (string | RegExp)[]): void {
  const row = rowByKey(key);
  for (const text of texts) expect(row).toHaveTextContent(text);
}

export function describeLoadStates(c: LoadStatesCase): void {
  describe(`${c.path}: its load states`, () => {
    const mountAt = stubMounter(c.stub, c.app);
    const mount = () => mountAt(c.path, c.user);

    it('says it is loading while the call runs', async () => {
      answerApi(c.apiPath, 'pending');
      await mount();
      expect(await screen.findByTestId('stub-loading')).toHaveTextContent('加载中…');
      expect(screen.queryByTestId('stub-row')).toBeNull();
    });

    it('says when there is nothing to show', async () => {
      answerApi(c.apiPath, { code: 0, data: c.emptyData });
      await mount();
      expect(await screen.findByTestId('stub-empty')).toHaveTextContent(c.emptyText);
      expect(screen.queryByTestId('stub-row')).toBeNull();
    });

    it('a failed load says so, and 重试 loads the rows', async () => {
      const answered = answerApi(c.apiPath, 'network-error');
      await mount();
      const error = await screen.findByTestId('stub-load-error');
      expect(error).toHaveTextContent('加载失败');
      expect(answered()).toBe(1);
      expect(screen.queryByTestId('stub-row')).toBeNull();
      await userEvent.click(within(error).getByTestId('stub-retry'));
      expect((await screen.findAllByTestId('stub-row')).length).toBeGreaterThan(0);
      expect(screen.queryByTestId('stub-load-error')).toBeNull();
    });
  });
}

/** The API path of the middle platform's pages (the stubs' most common data call). */
const MID_PLATFORM_PATH = 'sys/midPlatformCommonMethod';

/** A data page's first view against the mock API, and its load states. */
export interface DataPageCase extends Omit<LoadStatesCase, 'apiPath' | 'emptyData'> {
  /** The page's menu name (stub-page-name) */
  name: string;
  /** The title of the test of its first view: what it shows */
  shows: string;
  /** How many rows it shows, its summary line, and texts of rows by their keys */
  rows: number;
  summary: string | RegExp;
  rowTexts: Record<string, readonly (string | RegExp)[]>;
  /** Default: the middle platform's call, with [] for nothing to show */
  apiPath?: string;
  emptyData?: unknown;
}

/** Returns the page (stubPage) for the page's other tests. */
export function describeDataPage(c: DataPageCase): StubPage {
  const page = stubPage(c);
  it(c.shows, async () => {
    expect(await page.open()).toHaveLength(c.rows);
    expect(screen.getByText(c.summary)).toBeInTheDocument();
    for (const [key, texts] of Object.entries(c.rowTexts)) expectRow(key, ...texts);
  });
  describeLoadStates({ apiPath: MID_PLATFORM_PATH, emptyData: [], ...c });
  return page;
}
