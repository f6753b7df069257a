import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorAlert } from './error-alert';

describe('ErrorAlert', () => {
  it('says the message as an alert with its test id', () => {
    render(<ErrorAlert message="网络异常" testId="login-error" />);
    const alert = screen.getByTestId('login-error');
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveTextContent('网络异常');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it.each([null, undefined, ''])('draws nothing for %j', (message) => {
    const { container } = render(<ErrorAlert message={message} testId="login-error" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('offers 重试 where a retry is given', async () => {
    const retry = vi.fn();
    render(<ErrorAlert message="加载失败" testId="register-error" onRetry={retry} />);
    await userEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
