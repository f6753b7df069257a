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
import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { menuCombinationConversion, type MenuRoute } from '@/api/menu';
import { contentSearch } from '@/api/system';
import type { ContentSearchResult } from '@/api/system-types';
import type { ApiResponse } from '@/lib/http-client';
import { LoadFailed } from '@/components/load-failed';
import { useApiLoad } from '@/components/use-api-load';
import { useDebouncedValue } from '@/components/use-debounced-value';
import { TYPEAHEAD_DEBOUNCE_MS } from '@/config/spec-limits';
import { formatDate } from '@/lib/date-format';
import { guideLink } from '@/features/service/guide-link';

/** The keyword's limit in the server's rule (关键字, 50 characters). */
const KEYWORD_MAX = 50;

type Hits = ContentSearchResult & { routes: Map<string, MenuRoute> | null };

async function searchContent(keyword: string): Promise<ApiResponse<Hits> | false> {
  const found = await contentSearch({ keyword });
  if (!found) return false;
  if (found.code !== 0) return { ...found, data: { ...found.data, routes: null } };
  const keys = found.data.menus.map((m) => m.key);
  const converted = keys.length > 0 ? await menuCombinationConversion(keys) : false;
  const routes =
    converted && converted.code === 0 ? new Map(converted.data.map((r) => [r.key, r])) : null;
  return { ...found, data: { ...found.data, routes } };
}

function MenuHitLink({ menu, route }: { menu: Hits['menus'][number]; route?: MenuRoute }) {
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

function SearchHits({ keyword }: { keyword: string }) {
  const load = useCallback(() => searchContent(keyword), [keyword]);
  const { state, retry } = useApiLoad(load, '站内搜索失败');
  if (state.status === 'loading') return <Skeleton active paragraph={{ rows: 2 }} />;
  if (state.status === 'failed') {
    return (
      <LoadFailed
        testId="content-search-failed"
        title="站内搜索失败"
        message={state.message}
        onRetry={retry}
      />
    );
  }
  const { menus, notices, routes } = state.data;
  if (menus.length + notices.length === 0) {
    return (
      <Empty
        data-testid="content-search-empty"
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={`未找到与“${keyword}”相关的公告或功能`}
      />
    );
  }
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
