/**
 * /iservice/cpgl/glrbccx 管理人报表查询: the report types the custodian produces for the manager
 * (估值表, 财务报表, ...) with their frequency and file formats (sys/queryReportTypeList), by
 * category (of the answer).
 */
import type { ReportType } from '@contract';
import { useState } from 'react';
import { DataState } from '../../../kit/data-state';
import { DataTable, type Column } from '../../../kit/data-table';
import { SelectFilter } from '../../../kit/select-filter';
import { StubPage } from '../../../kit/stub-page';
import { useQuery } from '../../../kit/use-query';

const COLUMNS: Column<ReportType>[] = [
  { title: '报表名称', render: (r) => r.reportName },
  { title: '类别', render: (r) => r.category },
  { title: '频率', render: (r) => `每${r.frequency}` },
  { title: '格式', render: (r) => r.formats.map((f) => f.toUpperCase()).join('、') },
];

export function ReportTypesPage() {
  const [category, setCategory] = useState('');
  const types = useQuery<ReportType[]>('sys/queryReportTypeList');
  const categories = [...new Set(types.data?.map((r) => r.category))];
  return (
    <StubPage fallbackName="管理人报表查询">
      <DataState
        label="报表类型"
        query={types}
        filters={
          <SelectFilter
            label="报表类别"
            testId="stub-filter-category"
            value={category}
            onChange={setCategory}
            options={categories}
          />
        }
        isEmpty={(rows) => rows.length === 0}
        emptyText="暂无报表类型"
      >
        {(rows) => {
          const shown = rows.filter((r) => !category || r.category === category);
          return (
            <DataTable
              caption={`共 ${shown.length} 种报表`}
              columns={COLUMNS}
              rows={shown}
              rowKey={(r) => r.reportType}
            />
          );
        }}
      </DataState>
    </StubPage>
  );
}
