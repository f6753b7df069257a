/**
 * The frame of one home section: a card with its title, and the states of its own call — a
 * skeleton while loading, the failure with a retry button, an empty state, or the content. A
 * section that fails says so in its own card; the rest of the page goes on.
 */
import { Card, Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import type { HomeSectionId } from '@/api/system-types';
import { LoadFailed } from '@/components/load-failed';
import type { LoadState } from '@/state/load-state';

export function HomeSectionCard({
  id,
  title,
  extra,
  children,
}: {
  id: HomeSectionId;
  title: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card
      data-testid={`home-section-${id}`}
      title={title}
      extra={extra}
      size="small"
      style={{ height: '100%' }}
    >
      {children}
    </Card>
  );
}

export function SectionBody<T>({
  state,
  retry,
  failedTitle,
  isEmpty,
  emptyText = '暂无数据',
  rows = 3,
  children,
}: {
  state: LoadState<T>;
  retry: () => void;
  /** What failed, e.g. 公告加载失败 */
  failedTitle: string;
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
  rows?: number;
  children: (data: T) => ReactNode;
}) {
  if (state.status === 'loading') {
    return (
      <div data-testid="section-loading" aria-busy="true">
        <Skeleton active title={false} paragraph={{ rows }} />
      </div>
    );
  }
  if (state.status === 'failed') {
    return (
      <LoadFailed
        testId="section-failed"
        title={failedTitle}
        message={state.message}
        onRetry={retry}
      />
    );
  }
  if (isEmpty?.(state.data)) {
    return (
      <div data-testid="section-empty">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
      </div>
    );
  }
  return <>{children(state.data)}</>;
}
