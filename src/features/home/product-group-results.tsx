/**
 * The products found by the product-group section's search (prod/queryInfoByPdName): code,
 * name and status (name and colour from the one status dictionary), with the loading, failed
 * (with a retry) and empty (无匹配产品) states.
 */
import { Button, Empty, Flex, Spin, Tag, Typography } from 'antd';
import { LoadFailed } from '@/components/load-failed';
import { productStatusColor, productStatusName } from '@/policy/product-status';
import type { ProductSearchState } from './product-group-search';

const ROW = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 8,
  padding: '6px 0',
  borderBottom: '1px solid rgba(5, 5, 5, 0.06)',
} as const;

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
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {state.products.map((p) => (
            <li key={p.pdCode} data-testid="product-search-result" data-code={p.pdCode} style={ROW}>
              <span>
                <Typography.Text code>{p.pdCode}</Typography.Text> {p.pdName}
              </span>
              <Tag color={productStatusColor(p.status)} data-testid="product-search-status">
                {productStatusName(p.status)}
              </Tag>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
