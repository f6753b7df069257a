/**
 * Custody sections of the public-fund views: the custody to-dos (fund/tg/myTodoList), each
 * opening its page, and the data-submission deadlines of the outsourced public funds
 * (sys/queryGmwbJksj).
 */
import { Tag } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { TodoItem } from '@/api/home';
import type { GmwbDeadline } from '@/api/system-types';
import { ItemList, ItemMeta, ItemRow } from '@/components/item-list';
import { formatDate } from '@/lib/date-format';
import { useSectionLoad } from '@/state/load-state';
import { useCustodyTodosQuery, useDataDeadlinesQuery } from './home-api';
import { HomeSectionCard, SectionBody } from './home-section';
import { RowTitleButton } from './row-title-button';

const TODO_QUERY = { pageSize: 6 };

export function CustodyTodoSection() {
  const navigate = useNavigate();
  const load = useSectionLoad(useCustodyTodosQuery(TODO_QUERY));
  return (
    <HomeSectionCard id="custodyTodo" title="托管待办">
      <SectionBody load={load} failedTitle="托管待办加载失败" emptyText="暂无托管待办">
        {(page) => (
          <ItemList
            items={page.list}
            rowKey={(todo: TodoItem) => todo.todoId}
            renderItem={(todo: TodoItem) => (
              <ItemRow data-testid="custody-todo-item">
                <ItemMeta
                  title={
                    <>
                      {todo.priority === 'high' && <Tag color="red">优先</Tag>}
                      <Tag>{todo.todoTypeName}</Tag>
                      <RowTitleButton onClick={() => void navigate(todo.path)}>
                        {todo.title}
                      </RowTitleButton>
                    </>
                  }
                  description={`${todo.status === '1' ? '处理中' : '待处理'} · 截止 ${formatDate(todo.deadline)}`}
                />
              </ItemRow>
            )}
          />
        )}
      </SectionBody>
    </HomeSectionCard>
  );
}

const DEADLINE_COLORS: Record<GmwbDeadline['status'], string> = {
  未报送: 'orange',
  已报送: 'green',
  已逾期: 'red',
};

export function DataDeadlineSection() {
  const load = useSectionLoad(useDataDeadlinesQuery());
  return (
    <HomeSectionCard id="dataDeadline" title="数据报送截止提醒">
      <SectionBody load={load} failedTitle="数据报送截止提醒加载失败" emptyText="暂无报送事项">
        {(rows) => (
          <ItemList
            items={rows.slice(0, 8)}
            rowKey={(row: GmwbDeadline, index) => `${row.pdCode}-${row.dataType}-${index}`}
            renderItem={(row: GmwbDeadline) => (
              <ItemRow
                data-testid="deadline-item"
                extra={<Tag color={DEADLINE_COLORS[row.status]}>{row.status}</Tag>}
              >
                <ItemMeta
                  title={`${row.pdName} · ${row.dataTypeName}`}
                  description={`业务日期 ${formatDate(row.bizDate)} · 截止 ${row.deadline}`}
                />
              </ItemRow>
            )}
          />
        )}
      </SectionBody>
    </HomeSectionCard>
  );
}
