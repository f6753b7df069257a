/**
 * Overview sections: the products' scale of the side shown (pubservice/sqlApi/queryGLXT
 * glrProductScale: the public funds on the public views and the smgm public side, the private
 * funds otherwise), the advertisement carousel (sys/queryAdvertisement) and the operating
 * guidance (sys/queryOperationalGuidance) with a link to its zone.
 */
import { Carousel, Flex, Statistic, Table, Typography, type CarouselRef } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { GlxtResults } from '@/api/home';
import type { Advertisement, GuideCategory } from '@/api/system-types';
import { PATHS } from '@/config/paths';
import { ItemList, ItemMeta, ItemRow } from '@/components/item-list';
import { formatDate } from '@/lib/date-format';
import { formatAmount } from '@/lib/money';
import type { HomeSide } from '@/policy/home-layout';
import { safeExternal } from '@/policy/menu-link';
import { useSectionLoad } from '@/state/load-state';
import { useAdsQuery, useGuidesQuery, useProductScaleQuery } from './home-api';
import { HomeSectionCard, SectionBody } from './home-section';

type ScaleRow = GlxtResults['glrProductScale'][number];

/** Rows of the overview table per page: all products are counted and summed, ten are shown. */
const SCALE_PAGE_SIZE = 10;

export function ProductOverviewSection({ side }: { side: HomeSide }) {
  const load = useSectionLoad(useProductScaleQuery());
  const title = side === 'public' ? '公募产品概览' : '私募产品概览';
  return (
    <HomeSectionCard id="publicFundOverview" title={title}>
      <SectionBody
        load={load}
        failedTitle="产品概览加载失败"
        isEmpty={(rows) => rows.every((row) => row.side !== side)}
        emptyText="暂无产品"
      >
        {(all) => {
          const rows = all.filter((row) => row.side === side);
          const total = rows.reduce((sum, row) => sum + row.netAsset, 0);
          return (
            <div data-testid="product-overview" data-side={side}>
              <Flex gap={32} style={{ marginBottom: 12 }}>
                <Statistic title="产品数量" value={rows.length} />
                <Statistic title="资产净值合计（元）" value={formatAmount(total)} />
              </Flex>
              <Table<ScaleRow>
                size="small"
                rowKey="pdCode"
                pagination={
                  rows.length > SCALE_PAGE_SIZE
                    ? {
                        pageSize: SCALE_PAGE_SIZE,
                        size: 'small',
                        simple: true,
                        showSizeChanger: false,
                      }
                    : false
                }
                dataSource={rows}
                columns={[
                  { title: '产品代码', dataIndex: 'pdCode' },
                  { title: '产品名称', dataIndex: 'pdName', ellipsis: true },
                  {
                    title: '资产净值（元）',
                    dataIndex: 'netAsset',
                    align: 'right',
                    render: (v: number) => formatAmount(v),
                  },
                  {
                    title: '单位净值',
                    dataIndex: 'unitNav',
                    align: 'right',
                    render: (v: number) => v.toFixed(4),
                  },
                  {
                    title: '成立日期',
                    dataIndex: 'setupDate',
                    render: (v: string) => formatDate(v),
                  },
                ]}
              />
            </div>
          );
        }}
      </SectionBody>
    </HomeSectionCard>
  );
}

const AD_INTERVAL = 6000;

export function AdvertisementSection() {
  const navigate = useNavigate();
  const load = useSectionLoad(useAdsQuery());
  const { state } = load;
  // Only the slide shown takes the focus: the others are aria-hidden. No clones (infinite off: a
  // clone is a hidden copy of a focusable slide); from the last slide it goes back to the first.
  // The slide to come takes the focus as the change starts (beforeChange), when the carousel
  // hides the slide that goes: with afterChange that slide stayed focusable, though hidden,
  // for the whole slide animation.
  const [current, setCurrent] = useState(0);
  const carousel = useRef<CarouselRef>(null);
  const count = state.status === 'ready' ? state.data.length : 0;
  useEffect(() => {
    if (count < 2 || current !== count - 1) return;
    const timer = window.setTimeout(() => carousel.current?.goTo(0), AD_INTERVAL);
    return () => window.clearTimeout(timer);
  }, [count, current]);
  const open = (ad: Advertisement) => {
    if (ad.linkType === 'outer') {
      const url = safeExternal(ad.linkUrl);
      if (url) window.open(url, '_blank', 'noopener,noreferrer');
    } else if (ad.linkUrl.startsWith('/') && !ad.linkUrl.startsWith('//')) {
      void navigate(ad.linkUrl);
    }
  };
  return (
    <HomeSectionCard id="advertisement" title="平台资讯">
      <SectionBody load={load} failedTitle="广告加载失败" emptyText="暂无资讯" rows={2}>
        {(ads) => (
          <Carousel
            ref={carousel}
            autoplay
            autoplaySpeed={AD_INTERVAL}
            infinite={false}
            dots
            beforeChange={(_from, to) => setCurrent(to)}
          >
            {ads.map((ad, index) => (
              <div key={ad.adId}>
                <button
                  type="button"
                  data-testid="ad-item"
                  tabIndex={index === current ? 0 : -1}
                  onClick={() => open(ad)}
                  style={{
                    display: 'block',
                    width: '100%',
                    height: 120,
                    border: 0,
                    cursor: 'pointer',
                    color: '#fff',
                    background: ad.imageUrl
                      ? `${ad.bgColor} url("${ad.imageUrl}") center / cover no-repeat`
                      : ad.bgColor,
                    textAlign: 'left',
                    padding: '16px 24px',
                  }}
                >
                  <Typography.Title level={4} style={{ color: '#fff', margin: 0 }}>
                    {ad.title}
                  </Typography.Title>
                  <span>{ad.subtitle}</span>
                </button>
              </div>
            ))}
          </Carousel>
        )}
      </SectionBody>
    </HomeSectionCard>
  );
}

export function OperationGuideSection() {
  const load = useSectionLoad(useGuidesQuery());
  return (
    <HomeSectionCard
      id="operationGuide"
      title="操作指引"
      extra={<Link to={PATHS.yzzyfwzq}>更多</Link>}
    >
      <SectionBody load={load} failedTitle="操作指引加载失败" emptyText="暂无操作指引">
        {(categories) => (
          <ItemList
            items={categories.slice(0, 4)}
            rowKey={(category: GuideCategory) => category.categoryId}
            renderItem={(category: GuideCategory) => (
              <ItemRow data-testid="guide-category">
                <ItemMeta
                  title={category.categoryName}
                  description={category.guides
                    .slice(0, 3)
                    .map((g) => g.title)
                    .join('；')}
                />
              </ItemRow>
            )}
          />
        )}
      </SectionBody>
    </HomeSectionCard>
  );
}
