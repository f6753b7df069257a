/**
 * A page about one of the user's products: the products of the middle platform (funcId 133) in
 * a select (`stub-filter-product`, the first chosen at first), and below it what the page shows
 * of the chosen one, mounted again for each product.
 */
import type { ProductRef } from '@contract';
import { Fragment, useState, type ReactNode } from 'react';
import { DataState } from './data-state';
import { SelectFilter } from './select-filter';
import { StubPage } from './stub-page';
import { useQuery } from './use-query';

export function ProductPickerPage({
  name,
  children,
}: {
  /** The page's name until the menu names it */
  name: string;
  children: (product: ProductRef) => ReactNode;
}) {
  const [pdCode, setPdCode] = useState('');
  const products = useQuery<ProductRef[]>(
    'sys/midPlatformCommonMethod',
    { funcId: 133 },
    { method: 'post', json: true },
  );
  return (
    <StubPage fallbackName={name}>
      <DataState
        label="产品"
        query={products}
        isEmpty={(list) => list.length === 0}
        emptyText="暂无产品"
      >
        {(list) => {
          const product = list.find((p) => p.pdCode === pdCode) ?? list[0]!;
          return (
            <>
              <SelectFilter
                label="产品"
                testId="stub-filter-product"
                value={product.pdCode}
                onChange={setPdCode}
                noAll
                options={list.map((p) => [p.pdCode, p.pdName] as const)}
              />
              <Fragment key={product.pdCode}>{children(product)}</Fragment>
            </>
          );
        }}
      </DataState>
    </StubPage>
  );
}
