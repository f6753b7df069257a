/**
 * The products found by the product-group section's search (prod/queryInfoByPdName): code,
 * name and status (name and colour from the one status dictionary), with the loading, failed
 * (with a retry) and empty (无匹配产品) states.
 */
import { Button, Empty, Flex, Spin, Typography } from 'antd';
import { ItemList, ItemRow } from '@/components/item-list';
import { LoadFailed } from '@/components/load-failed';
import type { ProductSearchState } from './product-group-search';
import { ProductStatusTag } from './product-status-tag';

export function ProductGroupResults({
  keyword,
  state,
  retry,
  onClear,
}: {
  keyword: string;
  state: ProductSearchState;
  retry: () => void;
  onClear: () => void;
}) {
  return (
    <section aria-label="产品查询结果" data-testid="product-search-results">
      <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
        <Typography.Text type="secondary">
          “{keyword}”的查询结果
          {state.status === 'ready' && state.products.length > 0
            ? `（${state.products.length}）`
            : ''}
        </Typography.Text>
        <Button type="link" size="small" onClick={onClear} data-testid="product-search-clear">
          返回分组
        </Button>
      </Flex>
      {state.status === 'loading' && (
        <Flex justify="center" gap={8} aria-busy="true" data-testid="product-search-loading">
          <Spin size="small" />
          <span>查询中…</span>
        </Flex>
      )}
      {state.status === 'failed' && (
        <LoadFailed
          testId="product-search-failed"
          title="产品查询失败"
          message={state.message}
          onRetry={retry}
        />
      )}
      {state.status === 'ready' && state.products.length === 0 && (
        <div data-testid="product-search-empty">
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="无匹配产品" />
        </div>
      )}
      {state.status === 'ready' && state.products.length > 0 && (
        <ItemList
          items={state.products}
          rowKey={(p) => p.pdCode}
          renderItem={(p) => (
            <ItemRow
              data-testid="product-search-result"
              data-code={p.pdCode}
              extra={<ProductStatusTag status={p.status} data-testid="product-search-status" />}
            >
              <Typography.Text code>{p.pdCode}</Typography.Text> {p.pdName}
            </ItemRow>
          )}
        />
      )}
    </section>
  );
}
