/**
 * The search inside the Business Description modal (spec 2.6, 7.2 POST sys/searchMenuDesc): the
 * business descriptions of every page the user sees whose title, page name or text holds the
 * keyword, each with its excerpt and a link to its page. A server search: it waits
 * TYPEAHEAD_DEBOUNCE_MS after the last key, Enter searches at once. Without a keyword the modal
 * shows the description of the page on screen (`children`).
 */
import { Empty, Input, List, Skeleton, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LoadView } from '@/components/load-view';
import { useDebouncedValue } from '@/components/use-debounced-value';
import { TYPEAHEAD_DEBOUNCE_MS } from '@/config/spec-limits';
import { useSectionLoad } from '@/state/load-state';
import { useMenuDescSearchQuery } from './layout-api';

/** The keyword's limit in the server's rule (关键字, 50 characters). */
const KEYWORD_MAX = 50;

const PORTAL_PATH = /^\/(?![/\\])/;

function DescriptionHits({ keyword, onOpen }: { keyword: string; onOpen: () => void }) {
  return (
    <LoadView
      load={useSectionLoad(useMenuDescSearchQuery(keyword))}
      failedTitle="业务说明搜索失败"
      failedTestId="biz-desc-search-failed"
      loading={<Skeleton active paragraph={{ rows: 3 }} />}
      empty={<Empty description={`未找到与“${keyword}”相关的业务说明`} />}
    >
      {(hits) => (
        <List
          size="small"
          dataSource={hits}
          rowKey={(hit) => `${hit.key}/${hit.tabKey}`}
          renderItem={(hit) => (
            <List.Item data-testid="biz-desc-hit">
              <List.Item.Meta
                title={
                  // Only a path of this site is a link (not //host, not a scheme).
                  PORTAL_PATH.test(hit.route) ? (
                    <Link to={hit.route} onClick={onOpen}>
                      {hit.name} · {hit.title}
                    </Link>
                  ) : (
                    `${hit.name} · ${hit.title}`
                  )
                }
                description={<Typography.Text type="secondary">{hit.snippet}</Typography.Text>}
              />
            </List.Item>
          )}
        />
      )}
    </LoadView>
  );
}

export function BusinessDescriptionSearch({
  onOpen,
  children,
}: {
  /** A hit's page was opened (the modal closes) */
  onOpen: () => void;
  children: ReactNode;
}) {
  const [text, setText] = useState('');
  const [entered, setEntered] = useState<string | null>(null);
  const settled = useDebouncedValue(text.trim(), TYPEAHEAD_DEBOUNCE_MS);
  const keyword = entered ?? settled;
  return (
    <>
      <Input.Search
        allowClear
        placeholder="搜索所有页面的业务说明"
        aria-label="搜索业务说明"
        maxLength={KEYWORD_MAX}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setEntered(null);
        }}
        onSearch={(value) => setEntered(value.trim())}
        style={{ marginBottom: 16 }}
      />
      {keyword === '' ? children : <DescriptionHits keyword={keyword} onOpen={onOpen} />}
    </>
  );
}
