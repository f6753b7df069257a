/**
 * /iservice/xxpl/dqbg 定期报告: the information-disclosure reports due for each product (the
 * monthly report of the last month), their deadline and whether they were submitted
 * (sys/midPlatformCommonMethod funcId 360, JSON).
 */
import type { MidPlatformResults } from '@contract';
import { DataState } from '../../../kit/data-state';
import { DataTable, type Column } from '../../../kit/data-table';
import { StubPage } from '../../../kit/stub-page';
import { useQuery } from '../../../kit/use-query';

/** funcId 360: the disclosure reports due. */
type DisclosureReport = MidPlatformResults[360][number];

const COLUMNS: Column<DisclosureReport>[] = [
  { title: '报告名称', render: (r) => r.reportName },
  { title: '产品代码', render: (r) => r.pdCode },
  { title: '报送截止日', render: (r) => r.deadline },
  { title: '状态', render: (r) => r.statusName },
];

export function PeriodicReportsPage() {
  const reports = useQuery<DisclosureReport[]>(
    'sys/midPlatformCommonMethod',
    { funcId: 360 },
    { method: 'post', json: true },
  );
  return (
    <StubPage fallbackName="定期报告">
      <DataState
        label="定期报告"
        query={reports}
        isEmpty={(rows) => rows.length === 0}
        emptyText="暂无待披露的定期报告"
      >
        {(rows) => (
          <DataTable
            caption={`共 ${rows.length} 份报告，待报送 ${
              rows.filter((r) => r.statusName === '待报送').length
            } 份`}
            columns={COLUMNS}
            rows={rows}
            rowKey={(r) => r.reportId}
          />
        )}
      </DataState>
    </StubPage>
  );
}
