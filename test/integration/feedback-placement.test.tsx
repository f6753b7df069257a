/**
 * Spec 9's toasts and notices as antd renders them in the real app: a toast stays 3 s, 100 px
 * from the top; a notice (the portal's pop-up 提示) sits 50 px from the top.
 */
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFeedback } from '@/lib/feedback';
import { renderApp } from '../support/render-app';

afterEach(() => vi.useRealTimers());

async function loginPage() {
  renderApp('/login');
  await screen.findByRole('img', { name: '图形验证码' }, { timeout: 8000 });
}

describe('toasts and notices (spec 9)', () => {
  it('a toast shows 100 px from the top for 3 s', async () => {
    await loginPage();
    // The toasts' host is there (a toast asked before it would wait for it).
    act(() => useFeedback().message.info('就绪'));
    await screen.findByText('就绪');
    // antd counts a toast's time with Date.now on animation frames.
    vi.useFakeTimers({
      toFake: [
        'Date',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'setTimeout',
        'clearTimeout',
      ],
    });
    act(() => useFeedback().message.success('保存成功'));
    const text = screen.getByText('保存成功');
    const container = text.closest<HTMLElement>('.ant-message');
    // antd 6 places its toast list by this variable of the list's container.
    expect(container?.style.getPropertyValue('--notification-top')).toBe('100px');
    // Closing, it takes antd's leave motion (jsdom ends no transition, so it stays there).
    const closing = () => text.closest('[role=alert]')?.className.includes('-leave');
    act(() => vi.advanceTimersByTime(2900));
    expect(closing()).toBe(false);
    act(() => vi.advanceTimersByTime(200));
    expect(closing()).toBe(true);
  });

  it('a notice shows 50 px from the top', async () => {
    await loginPage();
    act(() => useFeedback().modal.warning({ title: '提示', content: '请先阅读提示函' }));
    const content = await screen.findByText('请先阅读提示函');
    const modal = content.closest<HTMLElement>('.ant-modal');
    expect(modal?.style.top).toBe('50px');
  });
});
