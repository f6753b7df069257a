/**
 * /iservice/xxpl/dqbg 定期报告: the information-disclosure reports due for each product (the
 * monthly report of the last month), their deadline and whether they were submitted
 * (sys/midPlatformCommonMethod funcId 360, JSON).
 */
import type { Column } from '../../../kit/data-table';
import { MidPlatformTable, type MidPlatformRow } from '../../../kit/mid-platform-table';

const COLUMNS: Column<MidPlatformRow<360>>[] = [
  { title: '报告名称', render: (r) => r.reportName },
  { title: '产品代码', render: (r) => r.pdCode },
  { title: '报送截止日', render: (r) => r.deadline },
  { title: '状态', render: (r) => r.statusName },
];

export function PeriodicReportsPage() {
  return (
    <MidPlatformTable
      funcId={360}
      name="定期报告"
      label="定期报告"
      emptyText="暂无待披露的定期报告"
      columns={COLUMNS}
      rowKey={(r) => r.reportId}
      caption={(rows) =>
        `共 ${rows.length} 份报告，待报送 ${rows.filter((r) => r.statusName === '待报送').length} 份`
      }
    />
  );
}
