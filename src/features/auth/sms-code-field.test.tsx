import { act, fireEvent, render, screen } from '@testing-library/react';
import { Form } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SmsCodeField } from './sms-code-field';

function renderField(props: Partial<Parameters<typeof SmsCodeField>[0]> = {}) {
  const onSend = props.onSend ?? vi.fn(() => Promise.resolve(60));
  render(
    <Form>
      <SmsCodeField name="code" onSend={onSend} idleText="获取验证码" {...props} />
    </Form>,
  );
  return { onSend, button: screen.getByTestId('sms-resend') };
}

/** Lets the send's promise settle. */
const settle = () => act(async () => {});
/** Lets time pass in small steps: each tick of the countdown renders before the next is set. */
async function pass(ms: number) {
  for (let done = 0; done < ms; done += 250) await act(() => vi.advanceTimersByTime(250));
}

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: false }));
afterEach(() => vi.useRealTimers());

describe('SmsCodeField', () => {
  it('counts 60 s down after a send, then offers the code again', async () => {
    const { onSend, button } = renderField();
    expect(button).toHaveTextContent('获取验证码');
    expect(button).toBeEnabled();

    fireEvent.click(button);
    await settle();
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(button).toHaveTextContent('60秒后重新获取');
    expect(button).toBeDisabled();

    await pass(1_000);
    expect(button).toHaveTextContent('59秒后重新获取');
    fireEvent.click(button);
    expect(onSend).toHaveBeenCalledTimes(1);

    await pass(58_000);
    expect(button).toHaveTextContent('1秒后重新获取');
    expect(button).toBeDisabled();

    await pass(1_000);
    expect(button).toHaveTextContent('获取验证码');
    expect(button).toBeEnabled();
    fireEvent.click(button);
    await settle();
    expect(onSend).toHaveBeenCalledTimes(2);
  });

  it('uses the countdown the server gives', async () => {
    const { button } = renderField({ onSend: () => Promise.resolve(5) });
    fireEvent.click(button);
    await settle();
    expect(button).toHaveTextContent('5秒后重新获取');
    await pass(5_000);
    expect(button).toBeEnabled();
  });

  it('starts at once when an SMS has just gone out', async () => {
    const { button } = renderField({ sentCountdown: 60, idleText: '重新获取' });
    await settle();
    expect(button).toHaveTextContent('60秒后重新获取');
    expect(button).toBeDisabled();
    await pass(60_000);
    expect(button).toHaveTextContent('重新获取');
    expect(button).toBeEnabled();
  });

  it('does not count down when the send failed', async () => {
    const { button } = renderField({ onSend: () => Promise.resolve(null) });
    fireEvent.click(button);
    await settle();
    expect(button).toHaveTextContent('获取验证码');
    expect(button).toBeEnabled();
  });
});
