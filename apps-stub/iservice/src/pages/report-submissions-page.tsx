/**
 * /iservice/xxpl/xxplbs 信息披露报送: the manager's periodic reports (月报, 季报, 半年报, 年报)
 * submitted to the custodian and their review status (prod/queryGlrBGSS, paged), by report type.
 */
import type { ManagerReport } from '@contract';
import { useState } from 'react';
import { DataState } from '../../../kit/data-state';
import { DataTable, type Column } from '../../../kit/data-table';
import { SelectFilter } from '../../../kit/select-filter';
import { useCls } from '../../../kit/stub-context';
import { StubPage } from '../../../kit/stub-page';
import { useQuery } from '../../../kit/use-query';

interface ReportPage {
  list: ManagerReport[];
  total: number;
  pageNum: number;
  pageSize: number;
}

const REPORT_TYPES = ['月报', '季报', '半年报', '年报'];
const PAGE_SIZE = 5;

const COLUMNS: Column<ManagerReport>[] = [
  { title: '产品名称', render: (r) => r.pdName },
  { title: '报告类型', render: (r) => r.reportType },
  { title: '报告期', render: (r) => r.period },
  { title: '报送时间', render: (r) => r.submitTime },
  { title: '审核状态', render: (r) => r.statusName },
  { title: '审核意见', render: (r) => r.remark || '—' },
];

export function ReportSubmissionsPage() {
  const cls = useCls();
  const [reportType, setReportType] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const reports = useQuery<ReportPage>('prod/queryGlrBGSS', {
    reportType: reportType || undefined,
    pageNum,
    pageSize: PAGE_SIZE,
  });

  return (
    <StubPage fallbackName="信息披露报送">
      <DataState
        label="报送记录"
        query={reports}
        filters={
          <SelectFilter
            label="报告类型"
            testId="stub-filter-report-type"
            value={reportType}
            onChange={(type) => {
              setReportType(type);
              setPageNum(1);
            }}
            options={REPORT_TYPES}
          />
        }
        isEmpty={(page) => page.list.length === 0}
        emptyText="暂无报送记录"
      >
        {(page) => {
          const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
          return (
            <>
              <DataTable
                caption={`共 ${page.total} 条`}
                columns={COLUMNS}
                rows={page.list}
                rowKey={(r) => r.reportId}
              />
              <div className={cls('pager')}>
                <button
                  type="button"
                  className={cls('button')}
                  disabled={pageNum <= 1}
                  onClick={() => setPageNum((n) => n - 1)}
                >
                  上一页
                </button>
                <span data-testid="stub-page-of">
                  第 {page.pageNum} / {pages} 页
                </span>
                <button
                  type="button"
                  className={cls('button')}
                  disabled={pageNum >= pages}
                  onClick={() => setPageNum((n) => n + 1)}
                >
                  下一页
                </button>
              </div>
            </>
          );
        }}
      </DataState>
    </StubPage>
  );
}
