/**
 * 产品分组 (spec 1, 7.3): the user's product groups (user/queryProdSet) as tabs, each product
 * with its status named by the one status dictionary (src/policy/product-status.ts), from the
 * product list (prod/queryProductList).
 */
import { List, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { queryProdSet, queryProductList, type ProdSetInfo, type Product } from '@/api/product';
import { useApiLoad } from '@/components/use-api-load';
import type { ApiResult } from '@/lib/http-client';
import { productStatusColor, productStatusName } from '@/policy/product-status';
import { HomeSectionCard, SectionBody } from './home-section';

interface Groups {
  sets: ProdSetInfo[];
  byCode: Map<string, Product>;
}

async function loadGroups(): ApiResult<Groups> {
  const [sets, products] = await Promise.all([queryProdSet(), queryProductList({ pageSize: 100 })]);
  if (!sets || sets.code !== 0) return sets && { ...sets, data: { sets: [], byCode: new Map() } };
  const byCode = new Map<string, Product>(
    products && products.code === 0 ? products.data.list.map((p) => [p.pdCode, p]) : [],
  );
  return { ...sets, data: { sets: sets.data, byCode } };
}

export function ProductGroupSection() {
  const { state, retry } = useApiLoad(loadGroups, '产品分组加载失败');
  const [active, setActive] = useState<string | undefined>(undefined);
  return (
    <HomeSectionCard id="productGroup" title="产品分组">
      <SectionBody
        state={state}
        retry={retry}
        failedTitle="产品分组加载失败"
        isEmpty={(data) => data.sets.length === 0}
        emptyText="暂无产品分组"
      >
        {({ sets, byCode }) => (
          <Tabs
            size="small"
            activeKey={active ?? sets[0]?.setId}
            onChange={setActive}
            items={sets.map((set: ProdSetInfo) => ({
              key: set.setId,
              label: `${set.setName} (${set.pdCodes.length})`,
              children: (
                <List
                  size="small"
                  locale={{ emptyText: '该分组暂无产品' }}
                  dataSource={set.products}
                  renderItem={(brief) => {
                    const product = byCode.get(brief.pdCode);
                    return (
                      <List.Item
                        data-testid="group-product"
                        extra={
                          product ? (
                            <Tag color={productStatusColor(product.status)}>
                              {productStatusName(product.status)}
                            </Tag>
                          ) : null
                        }
                      >
                        {brief.pdCode} {brief.pdName}
                      </List.Item>
                    );
                  }}
                />
              ),
            }))}
          />
        )}
      </SectionBody>
    </HomeSectionCard>
  );
}
