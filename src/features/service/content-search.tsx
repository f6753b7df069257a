/**
 * 站内搜索 of the operating-guidance zone (spec 7.4 POST json sys/contentSearch): the notices and
 * the portal functions whose title or name holds the keyword. A server search, so it waits
 * TYPEAHEAD_DEBOUNCE_MS after the last key (one call per word typed, not per key); Enter
 * searches at once. The hits are a list: Tab walks through the functions' links, each opens its
 * page in the portal. The functions' keys are turned into the routes the menu itself opens (spec
 * 7.2 GET user/menuCombinationConversion: a duplicate key's target, the settlement-day query,
 * external addresses) with the user's right to each: a function the user may not open is shown
 * as such, not as a link to a 403 page. Without that answer the search's own path stands.
 */
import { Empty, Flex, Input, List, Skeleton, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { MenuRoute } from '@/api/menu';
import { LoadView } from '@/components/load-view';
import { useDebouncedValue } from '@/components/use-debounced-value';
import { TYPEAHEAD_DEBOUNCE_MS } from '@/config/spec-limits';
import { formatDate } from '@/lib/date-format';
import { guideLink } from '@/features/service/guide-link';
import { useSectionLoad } from '@/state/load-state';
import type { ContentHits } from './search-content';
import { useContentSearchQuery } from './service-api';

/** The keyword's limit in the server's rule (关键字, 50 characters). */
const KEYWORD_MAX = 50;

function MenuHitLink({ menu, route }: { menu: ContentHits['menus'][number]; route?: MenuRoute }) {
  if (route?.visible === 'N') {
    return (
      <span>
        {menu.name} <Tag>无权限</Tag>
      </span>
    );
  }
  if (route?.external) {
    return <span>{menu.name}（外部地址，请从菜单打开）</span>;
  }
  const link = guideLink({ url: route?.route ?? menu.path, title: menu.name });
  return link.kind === 'route' ? <Link to={link.to}>{menu.name}</Link> : <span>{menu.name}</span>;
}

function HitLists({ hits: { menus, notices, routes: list } }: { hits: ContentHits }) {
  const routes = useMemo(() => list && new Map(list.map((r) => [r.key, r])), [list]);
  return (
    <Flex vertical gap={8} data-testid="content-search-results">
      {menus.length > 0 && (
        <List
          size="small"
          header={<Typography.Text strong>功能</Typography.Text>}
          dataSource={menus}
          rowKey="key"
          renderItem={(menu) => (
            <List.Item data-testid="content-search-menu">
              <MenuHitLink menu={menu} route={routes?.get(menu.key)} />
              <Typography.Text type="secondary">{menu.parentName}</Typography.Text>
            </List.Item>
          )}
        />
      )}
      {notices.length > 0 && (
        <List
          size="small"
          header={<Typography.Text strong>公告（可在首页公告通知中查看全文）</Typography.Text>}
          dataSource={notices}
          rowKey="noticeId"
          renderItem={(notice) => (
            <List.Item data-testid="content-search-notice">
              <span>
                <Tag>{notice.typeName}</Tag>
                {notice.title}
              </span>
              <Typography.Text type="secondary">{formatDate(notice.publishTime)}</Typography.Text>
            </List.Item>
          )}
        />
      )}
    </Flex>
  );
}

function SearchHits({ keyword }: { keyword: string }) {
  return (
    <LoadView
      load={useSectionLoad(useContentSearchQuery(keyword))}
      failedTitle="站内搜索失败"
      failedTestId="content-search-failed"
      loading={<Skeleton active paragraph={{ rows: 2 }} />}
      isEmpty={(hits) => hits.menus.length + hits.notices.length === 0}
      empty={
        <Empty
          data-testid="content-search-empty"
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={`未找到与“${keyword}”相关的公告或功能`}
        />
      }
    >
      {(hits) => <HitLists hits={hits} />}
    </LoadView>
  );
}

export function ContentSearch() {
  const [text, setText] = useState('');
  // Enter searches the text at once; typing waits for the pause.
  const [entered, setEntered] = useState<string | null>(null);
  const settled = useDebouncedValue(text.trim(), TYPEAHEAD_DEBOUNCE_MS);
  const keyword = entered ?? settled;

  return (
    <section aria-labelledby="content-search-title" data-testid="content-search">
      <Typography.Title level={5} id="content-search-title" style={{ marginTop: 0 }}>
        站内搜索
      </Typography.Title>
      <Flex vertical gap={8} style={{ maxWidth: 640 }}>
        <Input.Search
          allowClear
          placeholder="输入关键字搜索公告和功能"
          aria-label="站内搜索"
          data-testid="content-search-input"
          maxLength={KEYWORD_MAX}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setEntered(null);
          }}
          onSearch={(value) => setEntered(value.trim())}
        />
        {keyword !== '' && <SearchHits keyword={keyword} />}
      </Flex>
    </section>
  );
}
