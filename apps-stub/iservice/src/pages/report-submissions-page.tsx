/**
 * /iservice/xxpl/xxplbs 信息披露报送: the manager's periodic reports (月报, 季报, 半年报, 年报)
 * submitted to the custodian and their review status (prod/queryGlrBGSS, paged), by report type.
 */
import { useCallback, useState } from 'react';
import type { StubApi } from '../../../kit/api';
import { DataState } from '../../../kit/data-state';
import { DataTable, type Column } from '../../../kit/data-table';
import { useCls } from '../../../kit/stub-context';
import { StubPage } from '../../../kit/stub-page';
import { useApiLoad } from '../../../kit/use-api-load';
import { useRetry } from '../../../kit/use-retry';

export interface ManagerReport {
  reportId: string;
  pdCode: string;
  pdName: string;
  reportType: string;
  period: string;
  submitTime: string;
  statusName: string;
  remark: string;
}

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
  const [tries, retry] = useRetry();
  const [reportType, setReportType] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const load = useCallback(
    (api: StubApi, signal: AbortSignal) =>
      api.get<ReportPage>(
        'prod/queryGlrBGSS',
        { reportType: reportType || undefined, pageNum, pageSize: PAGE_SIZE },
        { signal },
      ),
    [reportType, pageNum],
  );
  const reports = useApiLoad(load, `${tries}|${reportType}|${pageNum}`);

  return (
    <StubPage fallbackName="信息披露报送">
      <section className={cls('section')} aria-label="报送记录">
        <div className={cls('filters')}>
          <label>
            报告类型{' '}
            <select
              data-testid="stub-filter-report-type"
              value={reportType}
              onChange={(e) => {
                setReportType(e.target.value);
                setPageNum(1);
              }}
            >
              <option value="">全部</option>
              {REPORT_TYPES.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </select>
          </label>
        </div>
        <DataState
          load={reports}
          onRetry={retry}
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
      </section>
    </StubPage>
  );
}
