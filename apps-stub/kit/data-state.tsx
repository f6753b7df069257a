/**
 * The states of a data page's query (QA test ids): `stub-loading` 加载中…; `stub-load-error` with
 * the server's message (or 加载失败) and 重试 (`stub-retry`); `stub-empty` when the data holds
 * nothing; otherwise the data. `filters` (the query's inputs) go above, in a section.
 */
import type { ReactNode } from 'react';
import { useCls } from './stub-context';
import type { QueryState } from './use-query';

export interface DataStateProps<T> {
  /** The section's accessible name */
  label: string;
  query: QueryState<T>;
  filters?: ReactNode;
  /** Whether the loaded data holds nothing to show */
  isEmpty: (data: T) => boolean;
  /** What the page says then (from the data: e.g. a day without trading) */
  emptyText: string | ((data: T) => string);
  children: (data: T) => ReactNode;
}

function Body<T>({ query, isEmpty, emptyText, children }: Omit<DataStateProps<T>, 'label'>) {
  const cls = useCls();
  if (query.loading) {
    return (
      <p className={cls('note')} data-testid="stub-loading" aria-busy="true">
        加载中…
      </p>
    );
  }
  if (query.error || query.data === null) {
    return (
      <div role="alert" className={cls('error')} data-testid="stub-load-error">
        {query.error || '加载失败'}{' '}
        <button
          type="button"
          className={cls('button')}
          data-testid="stub-retry"
          onClick={query.retry}
        >
          重试
        </button>
      </div>
    );
  }
  if (isEmpty(query.data)) {
    return (
      <p className={cls('note')} data-testid="stub-empty">
        {typeof emptyText === 'function' ? emptyText(query.data) : emptyText}
      </p>
    );
  }
  return <>{children(query.data)}</>;
}

export function DataState<T>({ label, filters, ...body }: DataStateProps<T>) {
  const cls = useCls();
  return (
    <section className={cls('section')} aria-label={label}>
      {filters && <div className={cls('filters')}>{filters}</div>}
      <Body {...body} />
    </section>
  );
}
