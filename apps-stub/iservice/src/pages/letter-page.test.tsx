/**
 * The notice-letter page against the mock API: `letter` (institution 20002) has one pending
 * mandatory letter; confirming it asks the shell to refresh the tips, and the tips then say no
 * letter is pending.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createApi } from '../../../kit/api';
import { loadTips } from '../../../kit/standalone-session';
import { mountStub, signedInState, type MountedStub } from '../../../kit/testing';
import { stubApp } from '../stub-app';

let mounted: MountedStub | null = null;
afterEach(async () => {
  await mounted?.unmount();
  mounted = null;
});

it('confirming the pending letter sends refreshTips, and the tips drop the letter flag', async () => {
  const state = await signedInState('letter');
  expect(state.tips?.tjtsh).toBe(true);
  mounted = await mountStub(stubApp, 'iservice', '/iservice/tgtj/tjtsh', state);
  const page = within(mounted.container).getByTestId('stub-page');
  expect(page).toHaveAttribute('data-path', '/tgtj/tjtsh');
  expect(within(page).getByTestId('stub-page-name')).toHaveTextContent('投资监督提示函');

  const letter = await within(page).findByTestId('stub-letter');
  expect(letter).toHaveTextContent('远航稳健1号');
  expect(mounted.sent).not.toContainEqual({ type: 'refreshTips' });

  await userEvent.click(within(letter).getByTestId('stub-letter-confirm'));
  await waitFor(() => expect(mounted!.sent).toContainEqual({ type: 'refreshTips' }));
  expect(await within(page).findByRole('status')).toHaveTextContent('确认成功');
  await waitFor(() => expect(within(page).getByTestId('stub-letter')).toHaveTextContent('已确认'));
  expect(within(page).queryByTestId('stub-letter-confirm')).toBeNull();

  const tips = await loadTips(createApi({ getToken: () => state.token }));
  expect(tips?.tjtsh).toBe(false);
});

it('a refused confirmation shows the server message and sends nothing', async () => {
  const state = await signedInState('letter');
  mounted = await mountStub(stubApp, 'iservice', '/iservice/tgtj/tjtsh', state);
  const button = await screen.findByTestId('stub-letter-confirm');
  // Someone else confirmed it meanwhile.
  await createApi({ getToken: () => state.token }).post('prod/confirmNotice', {
    noticeId: 'TJTS202611180001',
  });
  await userEvent.click(button);
  expect(await screen.findByRole('status')).toHaveTextContent('该提示函已确认');
  expect(mounted.sent).not.toContainEqual({ type: 'refreshTips' });
});

it('an administrator of 20001 sees the letter already confirmed, without a button', async () => {
  mounted = await mountStub(
    stubApp,
    'iservice',
    '/iservice/tgtj/tjtsh',
    await signedInState('admin'),
  );
  expect(await screen.findByTestId('stub-letter')).toHaveTextContent('已确认');
  expect(screen.queryByTestId('stub-letter-confirm')).toBeNull();
});
