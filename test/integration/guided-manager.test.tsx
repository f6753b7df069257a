/**
 * A guided manager (spec 3: FJMC A or B, from prod/queryCyrInfo) sees on its home page the way
 * to the operating-guidance service zone; another level, or manager info that did not load,
 * shows nothing.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { PATHS } from '@/config/paths';
import { db } from '@/mocks/db/db';
import { server } from '@/mocks/node';
import { BIZ_ENDPOINTS } from '@/state/biz-queries';
import { renderApp } from '../support/render-app';
import { signInAs } from '../support/session';
import { API, SLOW, withShellPageDefaults } from '../support/shell-pages';

withShellPageDefaults();

const HINT = '贵机构为指导类管理人，请查看运营指导服务专区';

function setLevel(instId: string, fjmc: string): void {
  const inst = db.institutions.find((i) => i.instId === instId);
  if (!inst) throw new Error(`no institution ${instId}`);
  (inst as { fjmc: string }).fjmc = fjmc;
}

type Store = ReturnType<typeof renderApp>['store'];

const cyrInfo = (store: Store) => BIZ_ENDPOINTS.participantInfo.select()(store.getState() as never);

/** Waits until the manager info (prod/queryCyrInfo) has its answer. */
async function infoSettled(store: Store, status: 'fulfilled' | 'rejected'): Promise<void> {
  await waitFor(() => expect(cyrInfo(store).status).toBe(status));
}

/** The home page with its sections drawn and the manager info answered. */
async function homeLoaded(): Promise<void> {
  await screen.findByTestId('home-sections');
  await waitFor(() => expect(screen.queryByTestId('home-loading')).toBeNull());
}

describe('guided manager hint (spec 3 FJMC)', SLOW, () => {
  it('FJMC A: the hint leads to the operating-guidance service zone', async () => {
    signInAs('admin');
    const user = userEvent.setup();
    const { router } = renderApp('/');
    const hint = await screen.findByTestId('guided-hint');
    expect(hint).toHaveTextContent(HINT);
    await user.click(within(hint).getByTestId('guided-hint-open'));
    await waitFor(() => expect(router.state.location.pathname).toBe(PATHS.yzzyfwzq));
    expect(await screen.findByTestId('guidance-page')).toBeInTheDocument();
  });

  it('FJMC B (smgm, 14379): the hint shows', async () => {
    signInAs('smgm');
    renderApp('/');
    expect(await screen.findByTestId('guided-hint')).toHaveTextContent(HINT);
  });

  it('FJMC C: no hint', async () => {
    signInAs('gmwb');
    const { store } = renderApp('/');
    await homeLoaded();
    await infoSettled(store, 'fulfilled');
    expect(cyrInfo(store).data?.FJMC).toBe('C');
    expect(screen.queryByTestId('guided-hint')).toBeNull();
    expect(screen.queryByText(HINT)).toBeNull();
  });

  it('an empty level: no hint', async () => {
    setLevel('20001', '');
    signInAs('admin');
    const { store } = renderApp('/');
    await homeLoaded();
    await infoSettled(store, 'fulfilled');
    expect(screen.queryByTestId('guided-hint')).toBeNull();
  });

  it('manager info that fails to load: no hint, the page goes on', async () => {
    server.use(
      http.get(`${API}prod/queryCyrInfo`, () =>
        HttpResponse.json({ code: 500, message: '系统繁忙，请稍后重试', data: null }),
      ),
    );
    signInAs('admin');
    const { store } = renderApp('/');
    await homeLoaded();
    await infoSettled(store, 'rejected');
    expect(screen.queryByTestId('guided-hint')).toBeNull();
  });
});
