/** A small table of rows (`stub-row`, one per row, with `data-row-key`). */
import type { ReactNode } from 'react';
import { useCls } from './stub-context';

export interface Column<T> {
  title: string;
  render: (row: T) => ReactNode;
  /** Right-aligned (amounts) */
  numeric?: boolean;
}

export interface DataTableProps<T> {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
}

export function DataTable<T>({ caption, columns, rows, rowKey }: DataTableProps<T>) {
  const cls = useCls();
  return (
    <table className={cls('table')}>
      <caption className={cls('caption')}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.title} scope="col" className={c.numeric ? cls('num') : undefined}>
              {c.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const key = rowKey(row);
          return (
            <tr key={key} data-testid="stub-row" data-row-key={key}>
              {columns.map((c) => (
                <td key={c.title} className={c.numeric ? cls('num') : undefined}>
                  {c.render(row)}
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
