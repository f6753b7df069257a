/**
 * /iservice/gzhs/gzbcx 估值表查询: the valuation table of each product on the last valuation
 * day, its unit net value and whether the custodian has checked it (复核状态)
 * (sys/midPlatformCommonMethod funcId 158, JSON).
 */
import type { Column } from '../../../kit/data-table';
import { MidPlatformTable, type MidPlatformRow } from '../../../kit/mid-platform-table';

const COLUMNS: Column<MidPlatformRow<158>>[] = [
  { title: '产品代码', render: (r) => r.pdCode },
  { title: '产品名称', render: (r) => r.pdName },
  { title: '估值日期', render: (r) => r.valDate },
  { title: '单位净值', render: (r) => r.unitNav.toFixed(4), numeric: true },
  { title: '复核状态', render: (r) => r.statusName },
];

export function ValuationStatusPage() {
  return (
    <MidPlatformTable
      funcId={158}
      name="估值表查询"
      label="估值表"
      emptyText="暂无估值表"
      columns={COLUMNS}
      rowKey={(r) => r.pdCode}
      caption={(rows) =>
        `估值日 ${rows[0]!.valDate}：${rows.length} 只产品，已复核 ${rows.filter((r) => r.statusName === '已复核').length} 只`
      }
    />
  );
}
