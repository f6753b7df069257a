/**
 * /iservice/fygzbg/glftz 管理费台账: the fees accrued for each product in a month: management,
 * custody and service fees and their total (sys/midPlatformCommonMethod funcId 266, JSON);
 * without a chosen month the server answers for the last closed month.
 */
import type { MidPlatformResults } from '@contract';
import { useState } from 'react';
import { DataState } from '../../../kit/data-state';
import { DataTable, type Column } from '../../../kit/data-table';
import { DateFilter } from '../../../kit/date-filter';
import { formatAmount } from '../../../kit/format';
import { StubPage } from '../../../kit/stub-page';
import { useQuery } from '../../../kit/use-query';

/** funcId 266: the fees accrued for each product in a month. */
type FeeAccrual = MidPlatformResults[266][number];

const COLUMNS: Column<FeeAccrual>[] = [
  { title: '产品名称', render: (r) => r.pdName },
  { title: '月份', render: (r) => r.month },
  { title: '管理费（元）', render: (r) => formatAmount(r.managementFee), numeric: true },
  { title: '托管费（元）', render: (r) => formatAmount(r.custodyFee), numeric: true },
  { title: '服务费（元）', render: (r) => formatAmount(r.serviceFee), numeric: true },
  { title: '合计（元）', render: (r) => formatAmount(r.total), numeric: true },
];

export function FeeLedgerPage() {
  const [month, setMonth] = useState('');
  const fees = useQuery<FeeAccrual[]>(
    'sys/midPlatformCommonMethod',
    { funcId: 266, params: month ? { month } : undefined },
    { method: 'post', json: true },
  );
  return (
    <StubPage fallbackName="管理费台账">
      <DataState
        label="费用计提"
        query={fees}
        filters={
          <DateFilter
            type="month"
            label="计提月份"
            testId="stub-filter-month"
            value={month}
            onChange={setMonth}
          />
        }
        isEmpty={(rows) => rows.length === 0}
        emptyText="该月暂无费用计提"
      >
        {(rows) => (
          <DataTable
            caption={`${rows[0]!.month} 费用计提，共 ${rows.length} 只产品`}
            columns={COLUMNS}
            rows={rows}
            rowKey={(r) => r.pdCode}
          />
        )}
      </DataState>
    </StubPage>
  );
}
