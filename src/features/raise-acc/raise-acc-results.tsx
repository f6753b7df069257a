/**
 * The answer of one raised-account check: loading, the failure with 重试, the spec's no-data
 * message (spec 2.7), or the accounts in a table.
 */
import { Empty, Skeleton, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { RaiseAccQuery, RaiseAccRecord } from '@/api/home';
import { LoadView } from '@/components/load-view';
import { formatDate } from '@/lib/date-format';
import { RAISE_ACC_EMPTY_TEXT } from '@/lib/raise-acc-query';
import { useSectionLoad } from '@/state/load-state';
import { useRaiseAccCheckQuery } from './raise-acc-api';

const COLUMNS: ColumnsType<RaiseAccRecord> = [
  { title: '基金名称', dataIndex: 'fundName', key: 'fundName', width: 240 },
  { title: '产品代码', dataIndex: 'pdCode', key: 'pdCode', width: 100 },
  {
    title: '募集账户账号',
    dataIndex: 'accountNo',
    key: 'accountNo',
    width: 200,
    render: (accountNo: string) => (
      <Typography.Text copyable={{ text: accountNo, tooltips: ['复制账号', '已复制'] }}>
        {accountNo}
      </Typography.Text>
    ),
  },
  { title: '户名', dataIndex: 'accountName', key: 'accountName', width: 260 },
  { title: '开户行', dataIndex: 'bankName', key: 'bankName', width: 240 },
  { title: '管理人', dataIndex: 'managerName', key: 'managerName', width: 200 },
  { title: '托管人', dataIndex: 'custodian', key: 'custodian', width: 160 },
  {
    title: '状态',
    dataIndex: 'status',
    key: 'status',
    width: 90,
    render: (status: string) => <Tag color={status === '正常' ? 'green' : 'default'}>{status}</Tag>,
  },
  {
    title: '开户日期',
    dataIndex: 'openDate',
    key: 'openDate',
    width: 110,
    render: (date: string) => formatDate(date),
  },
];

export function RaiseAccResults({ query }: { query: RaiseAccQuery }) {
  return (
    <LoadView
      load={useSectionLoad(useRaiseAccCheckQuery(query))}
      failedTitle="募集账户核查失败"
      failedTestId="raise-acc-failed"
      loading={
        <div data-testid="raise-acc-loading" aria-busy="true">
          <Skeleton active title={false} paragraph={{ rows: 4 }} />
        </div>
      }
      empty={<Empty data-testid="raise-acc-empty" description={RAISE_ACC_EMPTY_TEXT} />}
    >
      {(records) => (
        <Table<RaiseAccRecord>
          data-testid="raise-acc-table"
          rowKey="accountNo"
          size="middle"
          columns={COLUMNS}
          dataSource={records}
          scroll={{ x: 1500 }}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          title={() => `共查询到 ${records.length} 个募集账户`}
        />
      )}
    </LoadView>
  );
}
