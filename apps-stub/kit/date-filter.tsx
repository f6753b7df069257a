/** A labelled date input (yyyy-MM-dd) of a data page's filters; '' when none is chosen. */
export interface DateFilterProps {
  label: string;
  testId: string;
  value: string;
  onChange: (value: string) => void;
}

export function DateFilter({ label, testId, value, onChange }: DateFilterProps) {
  return (
    <label>
      {label}{' '}
      <input
        type="date"
        data-testid={testId}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}
