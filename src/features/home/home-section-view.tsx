/**
 * One home section by its id (the layout policy decides which and in which order). Each
 * section's code loads on demand, so the page and its first sections show without waiting for
 * the code of the others; meanwhile the section's card shows a skeleton.
 */
import { Card, Skeleton } from 'antd';
import { lazy, Suspense, type ComponentType } from 'react';
import type { HomeSectionKey, HomeSide } from '@/policy/home-layout';

function section<K extends string>(
  load: () => Promise<Record<K, ComponentType<{ side: HomeSide }>>>,
  name: K,
) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

const SECTIONS: Record<HomeSectionKey, ComponentType<{ side: HomeSide }>> = {
  advertisement: section(() => import('./overview-sections'), 'AdvertisementSection'),
  taskCenter: section(() => import('./task-center-section'), 'TaskCenterSection'),
  commonMenu: section(() => import('./common-menu-section'), 'CommonMenuSection'),
  productGroup: section(() => import('./product-group-section'), 'ProductGroupSection'),
  tradeCalendar: section(() => import('./trade-calendar-section'), 'TradeCalendarSection'),
  notice: section(() => import('./notice-section'), 'NoticeSection'),
  feeSummary: section(() => import('./fee-summary-section'), 'FeeSummarySection'),
  raiseAccCheck: section(() => import('./raise-acc-check-section'), 'RaiseAccCheckSection'),
  instructionCount: section(() => import('./instruction-sections'), 'InstructionCountSection'),
  instructionMonitor: section(() => import('./instruction-sections'), 'InstructionMonitorSection'),
  custodyTodo: section(() => import('./custody-sections'), 'CustodyTodoSection'),
  dataDeadline: section(() => import('./custody-sections'), 'DataDeadlineSection'),
  publicFundOverview: section(() => import('./overview-sections'), 'ProductOverviewSection'),
  operationGuide: section(() => import('./overview-sections'), 'OperationGuideSection'),
};

export function HomeSectionView({
  id,
  title,
  side,
}: {
  id: HomeSectionKey;
  title: string;
  side: HomeSide;
}) {
  const Section = SECTIONS[id];
  return (
    <Suspense
      fallback={
        <Card data-testid={`home-section-${id}`} title={title} size="small">
          <div data-testid="section-loading" aria-busy="true">
            <Skeleton active title={false} paragraph={{ rows: 3 }} />
          </div>
        </Card>
      }
    >
      <Section side={side} />
    </Suspense>
  );
}
