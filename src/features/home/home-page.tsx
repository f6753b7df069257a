/**
 * The home page (spec 1, 6): the sections of the institution's view
 * (sys/queryHomeViewConfig, laid out by src/policy/home-layout.ts), each loading on its own; the
 * switchable view (smgm) shows a 私募/公募 switch that changes the sections (the side chosen is
 * kept in session storage, so a reload shows it again); the hints with memory at the top, then
 * a guided manager's way to the operating-guidance zone (spec 3 FJMC); the
 * tax reminder and the tax-info flag above the sections. Only the view itself failing blocks the
 * page, with a retry.
 */
import { Card, Col, Flex, Row, Skeleton } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { LoadFailed } from '@/components/load-failed';
import { PlainText, PlainTitle } from '@/components/lookalikes/plain-typography';
import { storedHomeSide, storeHomeSide } from '@/lib/browser-storage';
import { homeLayoutOf, type HomeSide } from '@/policy/home-layout';
import { parseHomeSide } from '@/policy/home-side';
import { useAppSelector } from '@/state/hooks';
import { useSectionLoad } from '@/state/load-state';
import { selectUser } from '@/state/session-slice';
import { GuidedHint } from './guided-hint';
import { useHomeViewQuery } from './home-api';
import { HomeHints } from './home-hints';
import { HomeSectionView } from './home-section-view';
import { TaxReminder } from './tax-reminder';

/** The 私募/公募 switch, loaded only for a switchable view. */
const HomeSideSwitch = lazy(() => import('./home-side-switch'));

export default function HomePage() {
  const user = useAppSelector(selectUser);
  const { state, retry } = useSectionLoad(useHomeViewQuery());
  const [picked, setPicked] = useState<HomeSide | null>(() => parseHomeSide(storedHomeSide()));
  const layout = state.status === 'ready' ? homeLayoutOf(state.data, picked) : null;

  const pick = (side: HomeSide) => {
    setPicked(side);
    storeHomeSide(side);
  };

  return (
    <div
      data-testid="home-page"
      data-view={layout?.viewType}
      data-side={layout?.side}
      style={{ display: 'flex', flexDirection: 'column', gap: 16 }}
    >
      <HomeHints />
      <GuidedHint />
      <Card size="small">
        <Flex justify="space-between" align="center" wrap gap={8}>
          <div>
            <PlainTitle level={4} style={{ margin: 0 }}>
              欢迎，{user?.realName || user?.userName}
            </PlainTitle>
            <PlainText type="secondary">
              当前机构：{user?.instName}
              {layout && ` · ${layout.viewName}`}
            </PlainText>
          </div>
          {layout?.switcher && (
            <Suspense fallback={null}>
              <HomeSideSwitch switcher={layout.switcher} onChange={pick} />
            </Suspense>
          )}
        </Flex>
      </Card>
      <TaxReminder />
      {state.status === 'loading' && (
        <Card data-testid="home-loading">
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      )}
      {state.status === 'failed' && (
        <LoadFailed
          testId="home-view-failed"
          title="首页配置加载失败"
          message={state.message}
          onRetry={retry}
        />
      )}
      {layout && (
        <Row gutter={[16, 16]} data-testid="home-sections">
          {layout.sections.map((section) => (
            <Col key={`${layout.side}-${section.id}`} xs={24} xl={section.span}>
              <HomeSectionView id={section.id} title={section.title} side={layout.side} />
            </Col>
          ))}
        </Row>
      )}
    </div>
  );
}
