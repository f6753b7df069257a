/**
 * What an area shows of its one load (spec 1: a failed call never leaves a blank area): the
 * placeholder while it is on its way, the failure with its reason and 重试 (./load-failed.tsx),
 * the empty text when there is nothing, else the content. Each area keeps its own placeholder,
 * failure title, empty text and test ids; only the order of the states is shared.
 */
import { Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import type { LoadState } from '@/state/load-state';
import { hasNoRows } from './has-no-rows';
import { LoadFailed } from './load-failed';

export interface Load<T> {
  state: LoadState<T>;
  retry: () => void;
}

export function LoadView<T>({
  load: { state, retry },
  failedTitle,
  failedTestId,
  loading = <Skeleton active />,
  isEmpty,
  empty,
  children,
}: {
  load: Load<T>;
  /** What failed, e.g. 机构图片加载失败 */
  failedTitle: string;
  failedTestId?: string;
  loading?: ReactNode;
  /**
   * When `empty` shows instead of the content. An area that gives `empty` and no rule is empty
   * when it has no rows (hasNoRows); one with neither is never empty.
   */
  isEmpty?: (data: T) => boolean;
  /** Shown when isEmpty says so; a string is antd's simple Empty with that text. */
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (state.status === 'loading') return <>{loading}</>;
  if (state.status === 'failed') {
    return (
      <LoadFailed
        testId={failedTestId}
        title={failedTitle}
        message={state.message}
        onRetry={retry}
      />
    );
  }
  const emptyNow = isEmpty ?? (empty === undefined ? undefined : hasNoRows);
  if (emptyNow?.(state.data)) {
    return typeof empty === 'string' ? (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />
    ) : (
      <>{empty}</>
    );
  }
  return <>{children(state.data)}</>;
}
