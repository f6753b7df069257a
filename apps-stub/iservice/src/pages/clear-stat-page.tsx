/**
 * /iservice/dlqs/qsjgcx 清算结果查询: the valuation and clearing status of the user's products on
 * a day (value/queryClearStat); without a chosen day the server answers for the last trading day.
 */
import type { ClearStat, ClearStatItem } from '@contract';
import { useState } from 'react';
import { DateFilter } from '../../../kit/date-filter';
import { DataState } from '../../../kit/data-state';
import { DataTable, type Column } from '../../../kit/data-table';
import { useCls } from '../../../kit/stub-context';
import { StubPage } from '../../../kit/stub-page';
import { useQuery } from '../../../kit/use-query';

const COLUMNS: Column<ClearStatItem>[] = [
  { title: '产品代码', render: (r) => r.pdCode },
  { title: '产品名称', render: (r) => r.pdName },
  { title: '估值状态', render: (r) => r.gzztmc },
  { title: '清算状态', render: (r) => r.qsztmc },
  { title: '完成时间', render: (r) => r.wcsj || '—' },
];

export function ClearStatPage() {
  const cls = useCls();
  const [day, setDay] = useState('');
  const stat = useQuery<ClearStat>('value/queryClearStat', { date: day || undefined });

  return (
    <StubPage fallbackName="清算结果查询">
      <DataState
        label="估值清算状态"
        query={stat}
        filters={
          <>
            <DateFilter label="估值日期" testId="stub-filter-date" value={day} onChange={setDay} />
            {!day && <span className={cls('note')}>默认最近交易日</span>}
          </>
        }
        isEmpty={(s) => s.items.length === 0}
        emptyText={(s) =>
          s.tradingDay ? `${s.date} 无估值清算数据` : `${s.date} 非交易日，无估值清算数据`
        }
      >
        {(s) => (
          <DataTable
            caption={`估值日期 ${s.date}，共 ${s.items.length} 只产品`}
            columns={COLUMNS}
            rows={s.items}
            rowKey={(r) => r.pdCode}
          />
        )}
      </DataState>
    </StubPage>
  );
}
