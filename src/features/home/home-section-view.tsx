/**
 * One home section by its id (the layout policy decides which and in which order). Each
 * section's code and data load when its card comes near the window (within NEAR_PX), so the
 * page and its first sections show without waiting for the others, and what nobody scrolls to
 * is never asked for; meanwhile the section's card shows a skeleton. A card still waiting can
 * take the keyboard's focus, which scrolls it into view and so loads it.
 */
import { Card, Skeleton } from 'antd';
import { lazy, Suspense, type ComponentType } from 'react';
import type { HomeSectionKey, HomeSide } from '@/policy/home-layout';
import { useNearViewport } from './use-near-viewport';

/** How far below (or above) the window a section starts loading. */
const NEAR_PX = 100;

/**
 * A waiting card about as tall as a loaded section (their rows measure 360 to 400 px at 1440 x
 * 900): the sections below the first screen start below it, and the page moves less as the
 * sections come in.
 */
const WAITING_HEIGHT_PX = 360;

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
  const [ref, near] = useNearViewport<HTMLDivElement>(NEAR_PX);
  const Section = SECTIONS[id];
  const waiting = (
    <Card
      data-testid={`home-section-${id}`}
      title={title}
      size="small"
      style={{ minHeight: WAITING_HEIGHT_PX }}
    >
      <div data-testid="section-loading" aria-busy="true">
        <Skeleton active title={false} paragraph={{ rows: 3 }} />
      </div>
    </Card>
  );
  return (
    <div
      ref={ref}
      role={near ? undefined : 'group'}
      tabIndex={near ? undefined : 0}
      aria-label={near ? undefined : `${title}（加载中）`}
      style={{ height: '100%' }}
    >
      {near ? (
        <Suspense fallback={waiting}>
          <Section side={side} />
        </Suspense>
      ) : (
        waiting
      )}
    </div>
  );
}
