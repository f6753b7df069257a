/**
 * /iservice/cpgl/cpzs 产品展示: the net-value series of one of the user's products over its last
 * 20 trading days (sys/midPlatformCommonMethod funcId 1518 with params.pdCode, JSON); the
 * products to choose from are the middle platform's product list (funcId 133).
 */
import type { MidPlatformResults, ProductRef } from '@contract';
import { DataState } from '../../../kit/data-state';
import { DataTable, type Column } from '../../../kit/data-table';
import { ProductPickerPage } from '../../../kit/product-picker-page';
import { useQuery } from '../../../kit/use-query';

/** funcId 1518: a product's net-value series. */
type NavAnswer = MidPlatformResults[1518];
type NavPoint = NavAnswer['list'][number];

const COLUMNS: Column<NavPoint>[] = [
  { title: '净值日期', render: (r) => r.date },
  { title: '单位净值', render: (r) => r.unitNav.toFixed(4), numeric: true },
  { title: '累计净值', render: (r) => r.accNav.toFixed(4), numeric: true },
];

function NavSeries({ product }: { product: ProductRef }) {
  const series = useQuery<NavAnswer>(
    'sys/midPlatformCommonMethod',
    { funcId: 1518, params: { pdCode: product.pdCode } },
    { method: 'post', json: true },
  );
  return (
    <DataState
      label="净值走势"
      query={series}
      isEmpty={(answer) => answer.list.length === 0}
      emptyText="该产品暂无净值"
    >
      {(answer) => {
        const first = answer.list[0]!;
        const last = answer.list[answer.list.length - 1]!;
        const change = ((last.unitNav / first.unitNav - 1) * 100).toFixed(2);
        return (
          <DataTable
            caption={`${answer.pdName}：${first.date} 至 ${last.date} 单位净值变动 ${change}%`}
            columns={COLUMNS}
            rows={answer.list}
            rowKey={(r) => r.date}
          />
        );
      }}
    </DataState>
  );
}

export function NavSeriesPage() {
  return (
    <ProductPickerPage name="产品展示">
      {(product) => <NavSeries product={product} />}
    </ProductPickerPage>
  );
}
