/**
 * The e-mail of the personal centre saved with POST user/profile (spec 7.1) against the mock
 * API: checked before it is sent, saved and shown, a refusal shown with what was typed kept.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AUTH_URLS } from '@/api/auth-urls';
import { ProfilePanel } from '@/features/layout/profile-panel';
import { db } from '@/mocks/db/db';
import { server } from '@/mocks/node';
import { countRequests } from '../../../test/support/count-requests';
import { signInAs } from '../../../test/support/session';
import { renderWithStore } from '../../../test/support/render-with-store';

const API = 'http://localhost:3000/api/';

async function openEditor() {
  signInAs('admin');
  const user = userEvent.setup();
  renderWithStore(<ProfilePanel />);
  await screen.findByTestId('profile-email');
  await user.click(screen.getByRole('button', { name: /修\s*改/ }));
  const input = screen.getByRole('textbox', { name: '电子邮箱' });
  await user.clear(input);
  return { user, input };
}

describe('EmailEditor', () => {
  it('saves a new e-mail on the server and shows it', async () => {
    const { user, input } = await openEditor();
    await user.type(input, 'new.address@xingchen-pf.com');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByTestId('profile-email')).toHaveTextContent(
      'new.address@xingchen-pf.com',
    );
    expect(db.users.find((u) => u.userName === 'admin')?.email).toBe('new.address@xingchen-pf.com');
  });

  it('refuses a malformed e-mail without asking the server', async () => {
    const calls = countRequests(AUTH_URLS.profile);
    const { user, input } = await openEditor();
    await user.type(input, 'not-an-email{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('邮箱格式不正确');
    expect(calls.count).toBe(1); // the profile's own GET only
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    server.use(
      http.post(`${API}${AUTH_URLS.profile}`, () =>
        HttpResponse.json({ code: 1002, success: false, message: '邮箱已被占用', data: null }),
      ),
    );
    const { user, input } = await openEditor();
    await user.type(input, 'taken@xingchen-pf.com{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('邮箱已被占用');
    await waitFor(() => expect(input).toHaveValue('taken@xingchen-pf.com'));
    expect(within(screen.getByTestId('profile-panel')).queryByTestId('profile-email')).toBeNull();
  });
});
