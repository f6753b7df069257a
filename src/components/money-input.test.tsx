import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MoneyInput } from './money-input';

function Controlled({ onValue }: { onValue: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <MoneyInput
      aria-label="金额"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

describe('MoneyInput (spec 5.2)', () => {
  it('keeps only digits and one dot while typing', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Controlled onValue={onValue} />);
    const input = screen.getByLabelText('金额');
    await user.type(input, '1a2,3-4.5.6元');
    expect(input).toHaveValue('1234.56');
    expect(onValue).toHaveBeenLastCalledWith('1234.56');
  });

  it('adds separators and two decimals on blur, removes the commas on focus', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Controlled onValue={onValue} />);
    const input = screen.getByLabelText('金额');
    await user.type(input, '1234567');
    await user.tab();
    expect(input).toHaveValue('1,234,567.00');
    expect(onValue).toHaveBeenLastCalledWith('1234567.00');
    await user.click(input);
    expect(input).toHaveValue('1234567.00');
  });

  it('keeps decimals that were given', async () => {
    const user = userEvent.setup();
    render(<MoneyInput aria-label="金额" />);
    const input = screen.getByLabelText('金额');
    await user.type(input, '9876543.5');
    await user.tab();
    expect(input).toHaveValue('9,876,543.5');
  });

  it('leaves an empty input empty on blur', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<MoneyInput aria-label="金额" onChange={onChange} />);
    await user.click(screen.getByLabelText('金额'));
    await user.tab();
    expect(screen.getByLabelText('金额')).toHaveValue('');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows a formatted initial value and drops pasted separators', async () => {
    const user = userEvent.setup();
    render(<MoneyInput aria-label="金额" defaultValue="2500000" />);
    const input = screen.getByLabelText('金额');
    expect(input).toHaveValue('2,500,000.00');
    await user.clear(input);
    await user.paste('3,000,000.75');
    expect(input).toHaveValue('3000000.75');
  });

  it('works inside an antd Form', async () => {
    const user = userEvent.setup();
    const onFinish = vi.fn();
    render(
      <Form onFinish={onFinish}>
        <Form.Item name="amount" label="注册资本">
          <MoneyInput />
        </Form.Item>
        <button type="submit">提交</button>
      </Form>,
    );
    await user.type(screen.getByLabelText('注册资本'), '50000000');
    await user.tab();
    expect(screen.getByLabelText('注册资本')).toHaveValue('50,000,000.00');
    await user.click(screen.getByRole('button', { name: '提交' }));
    await vi.waitFor(() => expect(onFinish).toHaveBeenCalledWith({ amount: '50000000.00' }));
  });
});
