/** A labelled drop-down of a data page's filters; the first option is 全部 (value '') unless `noAll`. */
export interface SelectFilterProps {
  label: string;
  testId: string;
  value: string;
  onChange: (value: string) => void;
  /** [value, text] pairs, or values shown as they are */
  options: readonly (string | readonly [string, string])[];
  /** Without 全部: one option must be chosen */
  noAll?: boolean;
}

export function SelectFilter(props: SelectFilterProps) {
  const { label, testId, value, onChange, options, noAll = false } = props;
  return (
    <label>
      {label}{' '}
      <select data-testid={testId} value={value} onChange={(e) => onChange(e.target.value)}>
        {!noAll && <option value="">全部</option>}
        {options.map((option) => {
          const [v, text] = typeof option === 'string' ? [option, option] : option;
          return (
            <option key={v} value={v}>
              {text}
            </option>
          );
        })}
      </select>
    </label>
  );
}
