/**
 * /iservice/gzhs/xjrgjxgkjzzgzffqr 新金融工具会计准则估值方法确认: the valuation method of each
 * asset class of the user's products under the new financial-instrument standard (I9) and
 * whether the manager has confirmed it (value/queryI9Confirm), by confirmation status.
 */
import type { I9ConfirmItem } from '@contract';
import { useState } from 'react';
import { DataState } from '../../../kit/data-state';
import { DataTable, type Column } from '../../../kit/data-table';
import { SelectFilter } from '../../../kit/select-filter';
import { StubPage } from '../../../kit/stub-page';
import { useQuery } from '../../../kit/use-query';

const STATUS_NAMES = { '0': '未确认', '1': '已确认' } as const;

const COLUMNS: Column<I9ConfirmItem>[] = [
  { title: '产品名称', render: (r) => r.pdName },
  { title: '资产类别', render: (r) => r.zclb },
  { title: '估值方法', render: (r) => r.gzff },
  { title: '确认状态', render: (r) => STATUS_NAMES[r.qrzt] },
  { title: '确认人', render: (r) => r.qrr || '—' },
  { title: '确认时间', render: (r) => r.qrsj || '—' },
];

export function I9ConfirmPage() {
  const [qrzt, setQrzt] = useState('');
  const items = useQuery<I9ConfirmItem[]>(
    'value/queryI9Confirm',
    { qrzt: qrzt || undefined },
    { method: 'post' },
  );

  return (
    <StubPage fallbackName="新金融工具会计准则估值方法确认">
      <DataState
        label="估值方法确认"
        query={items}
        filters={
          <SelectFilter
            label="确认状态"
            testId="stub-filter-status"
            value={qrzt}
            onChange={setQrzt}
            options={Object.entries(STATUS_NAMES)}
          />
        }
        isEmpty={(rows) => rows.length === 0}
        emptyText="暂无估值方法确认记录"
      >
        {(rows) => (
          <DataTable
            caption={`共 ${rows.length} 条`}
            columns={COLUMNS}
            rows={rows}
            rowKey={(r) => `${r.pdCode}-${r.zclb}`}
          />
        )}
      </DataState>
    </StubPage>
  );
}
