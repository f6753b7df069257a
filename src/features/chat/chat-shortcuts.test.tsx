import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createRef } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '@/lib/token-cookie';
import { server } from '@/mocks/node';
import { issueToken } from '@/mocks/session';
import { ChatShortcuts } from './chat-shortcuts';
import { renderWithStore } from '../../../test/support/render-with-store';

const SHORTCUTS = [
  { key: 'cpfx', title: '产品发行', question: '产品发行需要哪些材料？', processCode: 'cpfx' },
  { key: 'zx', title: '咨询', question: '在吗？' },
];

function renderShortcuts() {
  const post = vi.fn();
  const frameRef = createRef<HTMLIFrameElement>();
  (frameRef as { current: unknown }).current = { contentWindow: { postMessage: post } };
  renderWithStore(
    <ChatShortcuts
      shortcuts={SHORTCUTS}
      robotOrigin="https://robot.example"
      frameRef={frameRef}
      ready
    />,
  );
  return { post, user: userEvent.setup() };
}

beforeEach(() => setToken(issueToken('U10001', '20001')));

describe('chat shortcuts (spec 2.6) and their process (spec 7.4 queryProcessConfigList)', () => {
  it('asks the robot and shows the steps of the business process', async () => {
    const { post, user } = renderShortcuts();
    await user.click(screen.getByRole('button', { name: '产品发行' }));
    expect(post).toHaveBeenCalledWith(
      { type: 'ask', question: '产品发行需要哪些材料？' },
      'https://robot.example',
    );
    const process = await screen.findByRole('region', { name: '产品发行办理流程' });
    expect(await within(process).findByText('提交发行申请')).toBeInTheDocument();
    expect(within(process).getByText('产品成立')).toBeInTheDocument();
    await user.click(within(process).getByRole('button', { name: '关闭产品发行办理流程' }));
    expect(screen.queryByTestId('chat-process')).toBeNull();
  });

  it('a shortcut without a process only asks', async () => {
    const { post, user } = renderShortcuts();
    await user.click(screen.getByTestId('chat-shortcut-zx'));
    expect(post).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('chat-process')).toBeNull();
  });

  it('a failed load says so and its retry loads the steps', async () => {
    server.use(
      http.get('*/api/sys/queryProcessConfigList', () => HttpResponse.error(), { once: true }),
    );
    const { user } = renderShortcuts();
    await user.click(screen.getByRole('button', { name: '产品发行' }));
    const process = await screen.findByTestId('chat-process');
    expect(await within(process).findByText('网络异常')).toBeInTheDocument();
    await user.click(within(process).getByRole('button', { name: /重\s*试/ }));
    expect(await within(process).findByText('提交发行申请')).toBeInTheDocument();
  });
});
