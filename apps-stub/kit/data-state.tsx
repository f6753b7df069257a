/**
 * The states of a data page's load (QA test ids): `stub-loading` 加载中…; `stub-load-error` with
 * the server's message (or 网络异常 / 加载失败) and 重试 (`stub-retry`); `stub-empty` when the
 * data holds nothing; otherwise the data.
 */
import type { ReactNode } from 'react';
import { useCls } from './stub-context';
import type { LoadState } from './use-api-load';

export interface DataStateProps<T> {
  load: LoadState<T>;
  onRetry: () => void;
  /** Whether the loaded data holds nothing to show */
  isEmpty: (data: T) => boolean;
  emptyText: string;
  children: (data: T) => ReactNode;
}

export function DataState<T>({ load, onRetry, isEmpty, emptyText, children }: DataStateProps<T>) {
  const cls = useCls();
  if (load.loading) {
    return (
      <p className={cls('note')} data-testid="stub-loading" aria-busy="true">
        加载中…
      </p>
    );
  }
  if (load.error || load.data === null) {
    return (
      <div role="alert" className={cls('error')} data-testid="stub-load-error">
        {load.error || '加载失败'}{' '}
        <button type="button" className={cls('button')} data-testid="stub-retry" onClick={onRetry}>
          重试
        </button>
      </div>
    );
  }
  if (isEmpty(load.data)) {
    return (
      <p className={cls('note')} data-testid="stub-empty">
        {emptyText}
      </p>
    );
  }
  return <>{children(load.data)}</>;
}
