/**
 * The agreement page against the mock API: `agreement` (institution 20004) has the unsigned
 * performance-analysis agreement; signing it asks the shell to open /iservice/tzjx/jxfx.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createApi } from '../../../kit/api';
import { mountStub, signedInState, type MountedStub } from '../../../kit/testing';
import { stubApp } from '../stub-app';

let mounted: MountedStub | null = null;
afterEach(async () => {
  await mounted?.unmount();
  mounted = null;
});

const queryProtocol = (token: string) =>
  createApi({ getToken: () => token }).post<{ signSt: number } | null>(
    'prod/commonTgywQueryService',
    { serviceId: 'queryMgrProtocol', proType: 6 },
    { json: true },
  );

it('signing sends navigate to /iservice/tzjx/jxfx, and the agreement is signed', async () => {
  const state = await signedInState('agreement');
  mounted = await mountStub(stubApp, 'iservice', '/iservice/jxfxxy', state);
  expect(await screen.findByTestId('stub-agreement-state')).toHaveTextContent('未签署');
  await userEvent.click(screen.getByTestId('stub-agreement-sign'));
  await waitFor(() =>
    expect(mounted!.sent).toContainEqual({ type: 'navigate', path: '/iservice/tzjx/jxfx' }),
  );
  const answer = await queryProtocol(state.token);
  expect(answer && answer.data?.signSt).toBe(1);
});

it('an already signed agreement cannot be signed again', async () => {
  mounted = await mountStub(stubApp, 'iservice', '/iservice/jxfxxy', await signedInState('admin'));
  expect(await screen.findByTestId('stub-agreement-state')).toHaveTextContent('已签署');
  expect(screen.getByTestId('stub-agreement-sign')).toBeDisabled();
  expect(mounted.sent.filter((m) => m.type === 'navigate')).toEqual([]);
});
