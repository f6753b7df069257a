/**
 * /iservice/fygzbg/glftz 管理费台账: the fees accrued for each product in a month: management,
 * custody and service fees and their total (sys/midPlatformCommonMethod funcId 266, JSON);
 * without a chosen month the server answers for the last closed month.
 */
import { useState } from 'react';
import type { Column } from '../../../kit/data-table';
import { DateFilter } from '../../../kit/date-filter';
import { formatAmount } from '../../../kit/format';
import { MidPlatformTable, type MidPlatformRow } from '../../../kit/mid-platform-table';

const COLUMNS: Column<MidPlatformRow<266>>[] = [
  { title: '产品名称', render: (r) => r.pdName },
  { title: '月份', render: (r) => r.month },
  { title: '管理费（元）', render: (r) => formatAmount(r.managementFee), numeric: true },
  { title: '托管费（元）', render: (r) => formatAmount(r.custodyFee), numeric: true },
  { title: '服务费（元）', render: (r) => formatAmount(r.serviceFee), numeric: true },
  { title: '合计（元）', render: (r) => formatAmount(r.total), numeric: true },
];

export function FeeLedgerPage() {
  const [month, setMonth] = useState('');
  return (
    <MidPlatformTable
      funcId={266}
      params={month ? { month } : undefined}
      name="管理费台账"
      label="费用计提"
      emptyText="该月暂无费用计提"
      columns={COLUMNS}
      rowKey={(r) => r.pdCode}
      caption={(rows) => `${rows[0]!.month} 费用计提，共 ${rows.length} 只产品`}
      filters={
        <DateFilter
          type="month"
          label="计提月份"
          testId="stub-filter-month"
          value={month}
          onChange={setMonth}
        />
      }
    />
  );
}
