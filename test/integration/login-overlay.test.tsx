/**
 * The 系统登录中 overlay (spec 2.6) while the signed-in user is being loaded, in the real app over
 * the mock API. A file of its own: no other test's calls are still on their way when it starts.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { renderApp } from '../support/render-app';
import { signInAs } from '../support/session';

/** Holds the answers of user/status until the returned function is called. */
function holdUserStatus(): () => void {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.post('*/api/user/status', async () => {
      await held;
      // Nothing returned: the mock's own handler answers.
      return undefined;
    }),
  );
  return release;
}

describe('the 系统登录中 overlay (spec 2.6)', () => {
  it('shows while the signed-in user is loaded after a reload, and goes when the page shows', async () => {
    signInAs('admin');
    const release = holdUserStatus();
    renderApp('/');
    expect(await screen.findByText('系统登录中...')).toBeInTheDocument();
    expect(screen.queryByTestId('home-page')).not.toBeInTheDocument();
    release();
    expect(await screen.findByTestId('home-page')).toBeInTheDocument();
    expect(screen.queryByText('系统登录中...')).not.toBeInTheDocument();
  });

  it('gives way to 网络异常 with a retry when the user cannot be loaded', async () => {
    signInAs('admin');
    server.use(http.post('*/api/user/status', () => HttpResponse.error()));
    renderApp('/');
    await screen.findByTestId('guard-retry');
    expect(screen.queryByText('系统登录中...')).not.toBeInTheDocument();
    server.resetHandlers();
    const release = holdUserStatus();
    await userEvent.setup().click(screen.getByTestId('guard-retry'));
    expect(await screen.findByText('系统登录中...')).toBeInTheDocument();
    release();
    expect(await screen.findByTestId('home-page')).toBeInTheDocument();
  });

  it('never shows on a public page', async () => {
    renderApp('/login');
    await screen.findByRole('img', { name: '图形验证码' }, { timeout: 8000 });
    expect(screen.queryByText('系统登录中...')).not.toBeInTheDocument();
  });
});
