import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusPanel } from './status-panel';

describe('StatusPanel', () => {
  it.each([
    ['error', 'alert'],
    ['warning', 'alert'],
    ['info', 'status'],
  ] as const)('a %s panel is announced as %s, with its title, why and actions', (status, role) => {
    render(
      <StatusPanel
        status={status}
        data-testid="panel"
        title="网络异常"
        subTitle="用户信息加载失败，请检查网络后重试"
        extra={<button type="button">重试</button>}
      />,
    );
    const panel = screen.getByRole(role);
    expect(panel).toHaveAttribute('data-testid', 'panel');
    expect(panel).toHaveTextContent('网络异常');
    expect(panel).toHaveTextContent('用户信息加载失败，请检查网络后重试');
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});
