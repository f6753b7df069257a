/**
 * /iservice/gzhs/jzpl 净值披露: the net values of one of the user's products over a period
 * (value/commonQuery funcId 049, JSON); the products to choose from are the middle platform's
 * product list (sys/midPlatformCommonMethod funcId 133). Without dates the server answers for
 * the 30 days up to the last trading day.
 */
import type { NavRow, ProductRef } from '@contract';
import { useState } from 'react';
import { DateFilter } from '../../../kit/date-filter';
import { DataState } from '../../../kit/data-state';
import { DataTable, type Column } from '../../../kit/data-table';
import { formatAmount } from '../../../kit/format';
import { ProductPickerPage } from '../../../kit/product-picker-page';
import { useQuery } from '../../../kit/use-query';

const COLUMNS: Column<NavRow>[] = [
  { title: '净值日期', render: (r) => r.jzrq },
  { title: '单位净值', render: (r) => r.dwjz, numeric: true },
  { title: '累计单位净值', render: (r) => r.ljjz, numeric: true },
  { title: '资产净值（元）', render: (r) => formatAmount(r.zcjz), numeric: true },
  { title: '实收份额（份）', render: (r) => formatAmount(r.ssfe), numeric: true },
];

function NavTable({ product }: { product: ProductRef }) {
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const navs = useQuery<NavRow[]>(
    'value/commonQuery?funcId=049',
    { pdCode: product.pdCode, startDate: startDate || undefined, endDate: endDate || undefined },
    { method: 'post', json: true },
  );
  return (
    <DataState
      label="净值"
      query={navs}
      filters={
        <>
          <DateFilter
            label="开始日期"
            testId="stub-filter-start"
            value={startDate}
            onChange={setStartDate}
          />
          <DateFilter
            label="结束日期"
            testId="stub-filter-end"
            value={endDate}
            onChange={setEndDate}
          />
        </>
      }
      isEmpty={(rows) => rows.length === 0}
      emptyText="该期间暂无净值"
    >
      {(rows) => (
        <DataTable
          caption={`${product.pdName} 净值，共 ${rows.length} 个交易日`}
          columns={COLUMNS}
          rows={rows}
          rowKey={(r) => r.jzrq}
        />
      )}
    </DataState>
  );
}

export function NavDisclosurePage() {
  return (
    <ProductPickerPage name="净值披露">
      {(product) => <NavTable product={product} />}
    </ProductPickerPage>
  );
}
