/**
 * Spec 7.4 sys/getTradeCookie: opening a custody online-banking page sets the session cookie the
 * server hands out, once per institution; a switch and leaving the frame remove it; a failure
 * says so instead of leaving the page to fail on its own.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { countRequests } from '../support/count-requests';
import { renderApp } from '../support/render-app';
import { signInAs } from '../support/session';

/** The cookie as a page of the area reads it (its path is /tgypt). */
const cookieValue = () => /(?:^|; )TGWY_SESSION=([^;]*)/.exec(document.cookie)?.[1];

describe('the custody online-banking cookie', { timeout: 30_000 }, () => {
  it('is set on a tgwy page, once, and removed at logout', async () => {
    const calls = countRequests('sys/getTradeCookie');
    signInAs('admin');
    const { router } = renderApp('/', { history: 'browser' });
    await screen.findByTestId('home-page');
    expect(calls.count).toBe(0);
    await router.navigate('/tgypt/tgwy/yecx');
    await waitFor(() => expect(cookieValue()).toMatch(/^tgwy-.+-20001$/));
    await router.navigate('/tgypt/tgwy/jymxcx');
    await router.navigate('/tgypt/tgwy/yecx');
    expect(calls.count).toBe(1);

    const user = userEvent.setup();
    await user.click(await screen.findByTestId('user-menu'));
    await user.click(await screen.findByTestId('logout'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // The cookie's path is /tgypt: read it from there.
    window.history.replaceState(null, '', '/tgypt/tgwy/yecx');
    await waitFor(() => expect(cookieValue()).toBeUndefined());
  });

  it('a refusal says so on the page', async () => {
    server.use(
      http.get('*/api/sys/getTradeCookie', () =>
        HttpResponse.json({
          code: 2599,
          success: false,
          message: '托管网银服务维护中',
          data: null,
        }),
      ),
    );
    signInAs('admin');
    renderApp('/tgypt/tgwy/yecx', { history: 'browser' });
    expect(await screen.findByText('托管网银服务维护中')).toBeInTheDocument();
    expect(cookieValue()).toBeUndefined();
  });

  it('a cookie for another host is not set', async () => {
    server.use(
      http.get('*/api/sys/getTradeCookie', () =>
        HttpResponse.json({
          code: 0,
          success: true,
          message: '',
          data: {
            name: 'TGWY_SESSION',
            value: 'x',
            domain: 'evil.example',
            path: '/',
            expires: '2099-01-01 00:00:00',
          },
        }),
      ),
    );
    signInAs('admin');
    renderApp('/tgypt/tgwy/yecx', { history: 'browser' });
    expect(await screen.findByText('托管网银会话建立失败，请稍后重试')).toBeInTheDocument();
    expect(cookieValue()).toBeUndefined();
  });
});
