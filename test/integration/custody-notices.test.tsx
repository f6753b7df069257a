/**
 * Spec 7.4: the common query of cx_YPTOACXJK (CXLX 7, GLR = the institution) is kept in session
 * storage as Thgz: loaded in the signed-in frame, replaced after an institution switch, removed
 * at logout, and never left holding another institution's rows when the query fails.
 */
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished } from 'vitest';
import { server } from '@/mocks/node';
import { openAs } from '../support/home-page';

// The whole portal renders in jsdom: on a busy machine a switch takes seconds.
configure({ asyncUtilTimeout: 10_000 });

function thgz(): { GLR: string; CXLX: number; CPMC: string }[] | null {
  const raw = sessionStorage.getItem('Thgz');
  return raw === null ? null : (JSON.parse(raw) as { GLR: string; CXLX: number; CPMC: string }[]);
}

/** The bodies of the app's sys/commonSingleTableQuery calls, for the rest of the test. */
function queriesSent(): unknown[] {
  const bodies: unknown[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.url.includes('/api/sys/commonSingleTableQuery')) {
      void request
        .clone()
        .json()
        .then((body) => bodies.push(body));
    }
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return bodies;
}

describe('Thgz (spec 7.4)', { timeout: 30_000 }, () => {
  it('holds the custody notices of the institution, and those of the next after a switch', async () => {
    const sent = queriesSent();
    openAs('multi');
    await waitFor(() => expect(thgz()?.length).toBe(3));
    expect(thgz()?.every((row) => row.GLR === '20001' && row.CXLX === 7)).toBe(true);
    expect(thgz()?.[0]?.CPMC).toMatch(/星辰/);
    expect(sent[0]).toEqual({ objectName: 'cx_YPTOACXJK', params: { CXLX: 7, GLR: '20001' } });

    const user = userEvent.setup();
    await user.click(await screen.findByTestId('user-menu'));
    await user.click(await screen.findByTestId('switch-inst'));
    const options = await screen.findAllByTestId('inst-option');
    await user.click(options.find((o) => o.textContent?.includes('汇通基金管理有限公司'))!);
    await waitFor(() => expect(thgz()?.map((row) => row.GLR)).toEqual(['11160']));
  });

  it('a failed query leaves no list of the institution before', async () => {
    sessionStorage.setItem('Thgz', JSON.stringify([{ GLR: '11160', CXLX: 7, CPMC: '旧' }]));
    server.use(http.post('*/api/sys/commonSingleTableQuery', () => HttpResponse.error()));
    openAs('admin');
    await screen.findByTestId('home-page');
    await waitFor(() => expect(thgz()).toBeNull());
  });

  it('is removed at logout', async () => {
    openAs('admin');
    await waitFor(() => expect(thgz()?.length).toBe(3));
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('user-menu'));
    await user.click(await screen.findByTestId('logout'));
    await waitFor(() => expect(thgz()).toBeNull());
  });
});
