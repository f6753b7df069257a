/** A labelled date (yyyy-MM-dd) or month (yyyy-MM) input of a data page's filters; '' when none. */
export interface DateFilterProps {
  label: string;
  testId: string;
  value: string;
  onChange: (value: string) => void;
  /** Default date */
  type?: 'date' | 'month';
}

export function DateFilter({ label, testId, value, onChange, type = 'date' }: DateFilterProps) {
  return (
    <label>
      {label}{' '}
      <input
        type={type}
        data-testid={testId}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}
