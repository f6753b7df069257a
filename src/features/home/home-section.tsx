/**
 * The frame of one home section: a card with its title, and the states of its own call — a
 * skeleton while loading, the failure with a retry button, an empty state, or the content. A
 * section that fails says so in its own card; the rest of the page goes on.
 */
import { Card, Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import type { HomeSectionId } from '@/api/system-types';
import { LoadView, type Load } from '@/components/load-view';

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

/** The rule of a section without an empty text: always content. */
const never = () => false;

export function SectionBody<T>({
  load,
  failedTitle,
  isEmpty,
  emptyText,
  rows = 3,
  children,
}: {
  load: Load<T>;
  /** What failed, e.g. 公告加载失败 */
  failedTitle: string;
  /**
   * When the empty state shows instead of the content. A section that names its empty text
   * and no rule is empty when there is no row (hasNoRows); one with neither is never empty.
   */
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
  rows?: number;
  children: (data: T) => ReactNode;
}) {
  return (
    <LoadView
      load={load}
      failedTitle={failedTitle}
      failedTestId="section-failed"
      loading={
        <div data-testid="section-loading" aria-busy="true">
          <Skeleton active title={false} paragraph={{ rows }} />
        </div>
      }
      isEmpty={isEmpty ?? (emptyText === undefined ? never : undefined)}
      empty={
        <div data-testid="section-empty">
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText ?? '暂无数据'} />
        </div>
      }
    >
      {children}
    </LoadView>
  );
}
