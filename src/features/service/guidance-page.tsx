/**
 * /yzzyfwzq (spec 2.1, 7.4 sys/queryOperationalGuidance): the operating-guidance service zone.
 * The guides by category (documents to download, videos opened outside, portal pages to go
 * to), a keyword search answered by the server (title and summary), and a category filter;
 * below them the latest training videos (./recent-videos.tsx) and the search of notices and
 * functions (./content-search.tsx).
 */
import { Button, Card, Col, Empty, Flex, Input, Row, Segmented, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { LoadView } from '@/components/load-view';
import { ContentSearch } from '@/features/service/content-search';
import { GuideCard } from '@/features/service/guide-card';
import { RecentVideos } from '@/features/service/recent-videos';
import { useGuidanceQuery } from '@/features/service/service-api';
import { useSectionLoad } from '@/state/load-state';

const ALL = '__all__';

export default function GuidancePage() {
  const [input, setInput] = useState('');
  const [keyword, setKeyword] = useState('');
  const [category, setCategory] = useState(ALL);
  const load = useSectionLoad(useGuidanceQuery(keyword ? { keyword } : {}));
  const { state } = load;

  const search = (value: string) => {
    const next = value.trim();
    setInput(next);
    setKeyword(next);
  };
  const clear = () => search('');

  const categories = state.status === 'ready' ? state.data : [];
  // A category the search left out falls back to all.
  const current = categories.some((c) => c.categoryId === category) ? category : ALL;
  const shown = current === ALL ? categories : categories.filter((c) => c.categoryId === current);
  const total = categories.reduce((sum, c) => sum + c.guides.length, 0);

  return (
    <Card title="运营指导服务专区" data-testid="guidance-page">
      <Flex vertical gap={16}>
        <Input.Search
          allowClear
          enterButton="搜索"
          placeholder="输入关键字搜索指引标题或摘要"
          aria-label="搜索运营指导"
          data-testid="guidance-search"
          maxLength={50}
          value={input}
          onChange={(event) => setInput(event.target.value)}
          // Enter, the button, and the clear icon (with '') search.
          onSearch={search}
          style={{ maxWidth: 480 }}
        />
        <LoadView
          load={load}
          failedTitle="运营指导加载失败"
          loading={<Skeleton active paragraph={{ rows: 6 }} />}
          isEmpty={() => categories.length === 0}
          empty={
            <Empty
              data-testid="guidance-empty"
              description={keyword ? `未找到与“${keyword}”相关的指引` : '暂无运营指导内容'}
            >
              {keyword && <Button onClick={clear}>清除搜索</Button>}
            </Empty>
          }
        >
          {() => (
            <>
              <Flex align="center" justify="space-between" wrap gap={8}>
                <Segmented
                  aria-label="指引分类"
                  value={current}
                  onChange={(value) => setCategory(String(value))}
                  options={[
                    { label: '全部', value: ALL },
                    ...categories.map((c) => ({ label: c.categoryName, value: c.categoryId })),
                  ]}
                />
                {keyword && (
                  <Typography.Text type="secondary" data-testid="guidance-summary">
                    共找到 {total} 条与“{keyword}”相关的指引
                    <Button type="link" size="small" onClick={clear}>
                      清除搜索
                    </Button>
                  </Typography.Text>
                )}
              </Flex>
              {shown.map((c) => (
                <section
                  key={c.categoryId}
                  aria-labelledby={`guide-category-${c.categoryId}`}
                  data-testid="guide-category"
                >
                  <Typography.Title level={5} id={`guide-category-${c.categoryId}`}>
                    {c.categoryName}
                  </Typography.Title>
                  {c.guides.length === 0 ? (
                    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="该分类暂无指引" />
                  ) : (
                    <Row gutter={[16, 16]}>
                      {c.guides.map((guide) => (
                        <Col key={guide.guideId} xs={24} md={12} xl={8}>
                          <GuideCard guide={guide} />
                        </Col>
                      ))}
                    </Row>
                  )}
                </section>
              ))}
            </>
          )}
        </LoadView>
        <RecentVideos />
        <ContentSearch />
      </Flex>
    </Card>
  );
}
