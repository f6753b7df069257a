/**
 * The shared money input (spec 5.2, 9). Its value is the amount as text without separators
 * ('1234567.00'); what it shows depends on focus:
 * - while typing, only digits and one dot stay (anything else is dropped as it is typed);
 * - on blur, thousands separators are shown, and '.00' is added to the value when no decimals
 *   were given ('1234567' becomes '1234567.00', shown as 1,234,567.00);
 * - on focus, the separators go again, so the amount can be edited as typed.
 * Works controlled (value/onChange, also inside an antd Form.Item) or uncontrolled
 * (defaultValue).
 */
import { Input, type InputProps } from 'antd';
import { useState, type FocusEvent } from 'react';
import { formatMoney, sanitizeMoney, unformatMoney } from '@/lib/money';

export interface MoneyInputProps extends Omit<
  InputProps,
  'value' | 'defaultValue' | 'onChange' | 'type'
> {
  value?: string;
  defaultValue?: string;
  /** The amount without separators. */
  onChange?: (value: string) => void;
}

export function MoneyInput({
  value,
  defaultValue,
  onChange,
  onFocus,
  onBlur,
  ...rest
}: MoneyInputProps) {
  const [own, setOwn] = useState(() => sanitizeMoney(defaultValue ?? ''));
  const [focused, setFocused] = useState(false);
  const current = value === undefined ? own : sanitizeMoney(value);

  const change = (next: string) => {
    if (value === undefined) setOwn(next);
    onChange?.(next);
  };

  const blur = (event: FocusEvent<HTMLInputElement>) => {
    setFocused(false);
    const completed = unformatMoney(formatMoney(current));
    if (completed !== current) change(completed);
    onBlur?.(event);
  };

  const focus = (event: FocusEvent<HTMLInputElement>) => {
    setFocused(true);
    onFocus?.(event);
  };

  return (
    <Input
      inputMode="decimal"
      autoComplete="off"
      {...rest}
      value={focused ? current : formatMoney(current)}
      onChange={(event) => change(sanitizeMoney(event.target.value))}
      onFocus={focus}
      onBlur={blur}
    />
  );
}
