/**
 * /tgypt/zcdj/fecx 份额余额查询 (注册登记): the number of investors and the total shares of each
 * product on the last valuation day (sys/midPlatformCommonMethod funcId 1191, JSON).
 */
import type { Column } from '../../../kit/data-table';
import { formatAmount } from '../../../kit/format';
import { MidPlatformTable, type MidPlatformRow } from '../../../kit/mid-platform-table';

const COLUMNS: Column<MidPlatformRow<1191>>[] = [
  { title: '产品代码', render: (r) => r.pdCode },
  { title: '产品名称', render: (r) => r.pdName },
  { title: '投资者户数', render: (r) => String(r.investorCount), numeric: true },
  { title: '总份额（份）', render: (r) => formatAmount(r.totalShare), numeric: true },
];

export function ShareStatsPage() {
  return (
    <MidPlatformTable
      funcId={1191}
      name="份额余额查询"
      label="份额余额"
      emptyText="暂无份额数据"
      columns={COLUMNS}
      rowKey={(r) => r.pdCode}
      caption={(rows) =>
        `截至 ${rows[0]!.date}，投资者合计 ${rows.reduce((sum, r) => sum + r.investorCount, 0)} 户`
      }
    />
  );
}
