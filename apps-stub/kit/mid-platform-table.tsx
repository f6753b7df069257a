/**
 * A page of one middle-platform list (sys/midPlatformCommonMethod, JSON): the function's rows in
 * a DataTable under the page's name, with the load states of DataState (loading, the failure
 * with 重试, the empty text). The row types are the contract's MidPlatformResults.
 */
import type { MidPlatformResults } from '@contract';
import type { ReactNode } from 'react';
import { DataState } from './data-state';
import { DataTable, type Column } from './data-table';
import { StubPage } from './stub-page';
import { useQuery } from './use-query';

/** The functions that answer a list of rows. */
export type ListFuncId = {
  [F in keyof MidPlatformResults]: MidPlatformResults[F] extends readonly unknown[] ? F : never;
}[keyof MidPlatformResults];

export type MidPlatformRow<F extends ListFuncId> = MidPlatformResults[F][number];

export interface MidPlatformTableProps<F extends ListFuncId> {
  funcId: F;
  /** The function's parameters (params of the call); none by default */
  params?: Record<string, unknown>;
  /** The page's name until the menu names it */
  name: string;
  /** The section's accessible name */
  label: string;
  emptyText: string;
  columns: Column<MidPlatformRow<F>>[];
  rowKey: (row: MidPlatformRow<F>) => string;
  /** The table's caption: what the rows add up to */
  caption: (rows: MidPlatformRow<F>[]) => string;
  filters?: ReactNode;
}

export function MidPlatformTable<F extends ListFuncId>(props: MidPlatformTableProps<F>) {
  const { funcId, params, name, label, emptyText, columns, rowKey, caption, filters } = props;
  const rows = useQuery<MidPlatformRow<F>[]>(
    'sys/midPlatformCommonMethod',
    params ? { funcId, params } : { funcId },
    { method: 'post', json: true },
  );
  return (
    <StubPage fallbackName={name}>
      <DataState
        label={label}
        query={rows}
        filters={filters}
        isEmpty={(data) => data.length === 0}
        emptyText={emptyText}
      >
        {(data) => (
          <DataTable caption={caption(data)} columns={columns} rows={data} rowKey={rowKey} />
        )}
      </DataState>
    </StubPage>
  );
}
