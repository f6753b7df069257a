import { describe, expect, it } from 'vitest';
import {
  isTabMessage,
  onOtherTab,
  TAB_CHANNEL_NAME,
  tellOtherTabs,
  type TabMessage,
} from './tab-channel';

describe('isTabMessage', () => {
  const rows: [unknown, boolean][] = [
    [{ type: 'logout' }, true],
    [{ type: 'lock' }, true],
    [{ type: 'unlock' }, true],
    [{ type: 'switch', instId: '11160' }, true],
    [{ type: 'switch' }, false],
    [{ type: 'login', userId: 'U10001' }, true],
    [{ type: 'login' }, false],
    [{ type: 'navigate', url: 'https://evil.example' }, false],
    ['logout', false],
    [null, false],
    [{}, false],
  ];
  it.each(rows)('%j → %s', (value, expected) => {
    expect(isTabMessage(value)).toBe(expected);
  });
});

describe('tab channel', () => {
  it('hears another tab, and does not hear itself', async () => {
    const received: TabMessage[] = [];
    const off = onOtherTab((message) => received.push(message));
    const otherTab = new BroadcastChannel(TAB_CHANNEL_NAME);
    const heardByOtherTab: unknown[] = [];
    otherTab.onmessage = (event) => heardByOtherTab.push(event.data);
    tellOtherTabs({ type: 'lock' });
    otherTab.postMessage({ type: 'switch', instId: '11160' });
    otherTab.postMessage({ type: 'navigate', url: 'https://evil.example' });
    await expect.poll(() => received).toEqual([{ type: 'switch', instId: '11160' }]);
    await expect.poll(() => heardByOtherTab).toEqual([{ type: 'lock' }]);
    off();
    otherTab.close();
  });
});
