/**
 * The step-mode page: past the first step it turns the shell's step mode on; each new back
 * event of the global state goes back one step; back at the first step, step mode goes off.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY_GLOBAL_STATE, type SubAppMessage } from '@contract';
import { mountStub, type MountedStub } from '../../../kit/testing';
import { stubApp } from '../stub-app';

let mounted: MountedStub | null = null;
afterEach(async () => {
  await mounted?.unmount();
  mounted = null;
});

const stepModes = (sent: SubAppMessage[]) =>
  sent.flatMap((m) => (m.type === 'stepMode' ? [m.on] : []));
const step = () => screen.getByTestId('stub-step').getAttribute('data-step');

it('goes back one step per new back event and leaves step mode at the first step', async () => {
  // The state at mount carries an old back event (seq 5): it must not move the page.
  mounted = await mountStub(stubApp, 'iservice', '/iservice/cpgl/cpfx', {
    ...EMPTY_GLOBAL_STATE,
    shellEvent: { type: 'back', seq: 5 },
  });
  expect(step()).toBe('0');
  expect(stepModes(mounted.sent)).toEqual([]);

  await userEvent.click(screen.getByTestId('stub-step-next'));
  await userEvent.click(screen.getByTestId('stub-step-next'));
  expect(step()).toBe('2');
  expect(stepModes(mounted.sent)).toEqual([true]);
  // A change of another key, with the old event still in the state: not a Back.
  mounted.setGlobalState({ instName: '星辰私募基金管理有限公司' });
  expect(step()).toBe('2');

  mounted.setGlobalState({ shellEvent: { type: 'back', seq: 6 } });
  expect(step()).toBe('1');
  // Another change of the state with the same event: not a new Back.
  mounted.setGlobalState({ instName: '汇通基金管理有限公司' });
  expect(step()).toBe('1');
  expect(stepModes(mounted.sent)).toEqual([true]);

  mounted.setGlobalState({ shellEvent: { type: 'back', seq: 7 } });
  expect(step()).toBe('0');
  expect(stepModes(mounted.sent)).toEqual([true, false]);

  // At the first step a further event changes nothing.
  mounted.setGlobalState({ shellEvent: { type: 'back', seq: 8 } });
  expect(step()).toBe('0');
  expect(stepModes(mounted.sent)).toEqual([true, false]);
});

it('turns step mode off when it unmounts in the middle of the steps', async () => {
  const stub = await mountStub(stubApp, 'iservice', '/iservice/cpgl/cpfx');
  await userEvent.click(screen.getByTestId('stub-step-next'));
  expect(stepModes(stub.sent)).toEqual([true]);
  await stub.unmount();
  expect(stepModes(stub.sent)).toEqual([true, false]);
});
