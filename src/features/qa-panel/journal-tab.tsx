/**
 * 请求记录: what the clients sent to the mock, newest first (QA contract: GET and DELETE
 * /__mock__/requests): method, path, user, the answer's code and the time; a row opens to its
 * query and body. A path filter (`*` a wildcard) asks the mock for matching calls only.
 */
import { Button, Empty, Input, Space, Table, type TableColumnsType } from 'antd';
import { useCallback, useState } from 'react';
import { adminApi } from './admin-client';
import { AdminAlert } from './admin-alert';
import { ConfirmButton } from './confirm-button';
import type { JournalEntry } from './admin-types';
import { timeText } from './time-text';
import { useAdminAction, useAdminLoad } from './use-admin-load';

const json = (value: unknown) => JSON.stringify(value, null, 2) ?? '';

type Row = JournalEntry & { key: number };

const columns: TableColumnsType<Row> = [
  { title: '时间', dataIndex: 'time', width: 110, render: timeText },
  { title: '方法', dataIndex: 'method', width: 64 },
  { title: '路径', dataIndex: 'path', render: (path: string) => <code>{path}</code> },
  {
    title: '用户',
    dataIndex: 'user',
    width: 100,
    render: (user: string | null) => user ?? '（未登录）',
  },
  {
    title: '返回码',
    dataIndex: 'code',
    width: 72,
    render: (code: number | null) => code ?? '无应答',
  },
];

function EntryDetail({ entry }: { entry: JournalEntry }) {
  return (
    <div data-testid="qa-journal-detail" style={{ display: 'grid', gap: 8 }}>
      <div>
        查询参数：
        <pre style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
          {json(entry.query)}
        </pre>
      </div>
      <div>
        请求体：
        <pre style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
          {json(entry.body)}
        </pre>
      </div>
    </div>
  );
}

export function JournalTab() {
  const [filter, setFilter] = useState('');
  const [applied, setApplied] = useState('');
  // Newest first; the position in the journal keys a row.
  const load = useCallback(
    async (): Promise<Row[]> =>
      (await adminApi.requests(applied))
        .map((entry, index) => ({ ...entry, key: index }))
        .reverse(),
    [applied],
  );
  const journal = useAdminLoad(load);
  const action = useAdminAction();

  const refresh = () => {
    if (filter === applied) journal.reload();
    else setApplied(filter);
  };
  const clear = async () => {
    if (await action.run('clear', adminApi.clearRequests)) journal.reload();
  };

  return (
    <div data-testid="qa-journal">
      <AdminAlert message={journal.error} onRetry={journal.reload} />
      <AdminAlert message={action.error} />
      <Space wrap style={{ marginBottom: 8 }}>
        <Input
          aria-label="按路径筛选（* 为通配）"
          placeholder="按路径筛选，如 user/*"
          value={filter}
          allowClear
          onChange={(event) => setFilter(event.target.value)}
          onPressEnter={refresh}
          style={{ width: 260 }}
        />
        <Button onClick={refresh} loading={journal.loading}>
          刷新
        </Button>
        <ConfirmButton
          question="清空当前数据范围的请求记录？"
          label="清空"
          onConfirm={() => void clear()}
          loading={action.pending === 'clear'}
        />
      </Space>
      <Table<Row>
        rowKey="key"
        size="small"
        columns={columns}
        dataSource={journal.data ?? []}
        loading={journal.loading}
        pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
        expandable={{ expandedRowRender: (entry) => <EntryDetail entry={entry} /> }}
        locale={{
          emptyText: (
            <Empty description={applied ? `没有路径匹配 ${applied} 的请求` : '还没有请求记录'} />
          ),
        }}
      />
    </div>
  );
}
