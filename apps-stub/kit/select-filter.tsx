/** A labelled drop-down of a data page's filters; the first option is 全部 (value ''). */
export interface SelectFilterProps {
  label: string;
  testId: string;
  value: string;
  onChange: (value: string) => void;
  /** [value, text] pairs, or values shown as they are */
  options: readonly (string | readonly [string, string])[];
}

export function SelectFilter({ label, testId, value, onChange, options }: SelectFilterProps) {
  return (
    <label>
      {label}{' '}
      <select data-testid={testId} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">全部</option>
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
