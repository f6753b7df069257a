/**
 * 故障: the active faults of the caller's data scope (a scenario's included) with 删除 per row
 * and 全部清除, and the form that adds one (QA contract: GET, POST and DELETE /__mock__/faults).
 */
import { Button, Empty, Space, Table, type TableColumnsType } from 'antd';
import { adminApi } from './admin-client';
import { AdminAlert } from './admin-alert';
import { ConfirmButton } from './confirm-button';
import type { Fault } from './admin-types';
import { FaultForm } from './fault-form';
import { effectText, timesText } from './fault-text';
import { useAdminAction, useAdminLoad } from './use-admin-load';

export function FaultsTab() {
  const faults = useAdminLoad(adminApi.faults);
  const action = useAdminAction();

  const remove = async (id: string) => {
    if (await action.run(id, () => adminApi.removeFault(id))) faults.reload();
  };
  const clear = async () => {
    if (await action.run('clear', adminApi.clearFaults)) faults.reload();
  };

  const columns: TableColumnsType<Fault> = [
    { title: '方法', dataIndex: 'method', width: 64 },
    { title: '路径', dataIndex: 'path', render: (path: string) => <code>{path}</code> },
    { title: '效果', key: 'effect', render: (_, fault) => effectText(fault) },
    { title: '次数', key: 'times', width: 120, render: (_, fault) => timesText(fault) },
    { title: '编号', dataIndex: 'id', width: 64 },
    {
      title: '操作',
      key: 'action',
      width: 72,
      render: (_, fault) => (
        <Button
          size="small"
          danger
          loading={action.pending === fault.id}
          aria-label={`删除故障 ${fault.id}（${fault.path}）`}
          onClick={() => void remove(fault.id)}
        >
          删除
        </Button>
      ),
    },
  ];

  const list = faults.data ?? [];
  return (
    <div data-testid="qa-faults">
      <AdminAlert message={faults.error} onRetry={faults.reload} />
      <AdminAlert message={action.error} />
      <Space style={{ marginBottom: 8 }}>
        <Button onClick={faults.reload} loading={faults.loading}>
          刷新
        </Button>
        <ConfirmButton
          question="清除当前数据范围的全部故障？"
          label="全部清除"
          onConfirm={() => void clear()}
          disabled={list.length === 0}
          loading={action.pending === 'clear'}
        />
      </Space>
      <Table<Fault>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={list}
        loading={faults.loading}
        pagination={false}
        locale={{ emptyText: <Empty description="没有生效的故障" /> }}
      />
      <FaultForm onAdded={faults.reload} />
    </div>
  );
}
