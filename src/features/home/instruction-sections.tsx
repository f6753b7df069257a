/**
 * The payment-instruction sections (划款指令, spec 7.5) of the public-fund views: the counts by
 * state (fund/instruction/report/homepage/listCount), and the monitor with two tabs: the
 * instructions waiting for the manager (listPendingInstruction: 待复核, 待补充材料, 已退回) and
 * the submitted ones being followed (listMonitoringInstruction). Each tab loads, fails and
 * retries on its own; every instruction opens the custody online-banking instruction page.
 */
import { Button, Col, Row, Statistic, Table, Tabs, Tag, Typography } from 'antd';
import type { HTMLAttributes } from 'react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { type Instruction, type InstructionPage, type InstructionStatus } from '@/api/home';
import { formatDate } from '@/lib/date-format';
import { formatAmount } from '@/lib/money';
import { useSectionLoad } from '@/state/load-state';
import {
  useInstructionCountQuery,
  useMonitoringInstructionsQuery,
  usePendingInstructionsQuery,
} from './home-api';
import { HomeSectionCard, SectionBody } from './home-section';

const INSTRUCTION_PATH = '/tgypt/tgwy/zlcx';
const INSTRUCTION_QUERY = { pageSize: 5 };

const instructionPath = (instructionId: string) =>
  `${INSTRUCTION_PATH}?instructionId=${encodeURIComponent(instructionId)}`;

const STATUS_COLORS: Partial<Record<InstructionStatus, string>> = {
  pendingReview: 'gold',
  pendingSupplement: 'purple',
  failed: 'red',
  returned: 'orange',
  processing: 'blue',
  sent: 'cyan',
  executed: 'green',
};

export function InstructionCountSection() {
  const navigate = useNavigate();
  const load = useSectionLoad(useInstructionCountQuery());
  const cells: { key: 'pending' | 'monitoring' | 'abnormal' | 'executed'; name: string }[] = [
    { key: 'pending', name: '待处理' },
    { key: 'monitoring', name: '跟踪中' },
    { key: 'abnormal', name: '异常' },
    { key: 'executed', name: '已执行' },
  ];
  return (
    <HomeSectionCard id="instructionCount" title="划款指令统计">
      <SectionBody
        load={load}
        failedTitle="划款指令统计加载失败"
        isEmpty={(count) => count.total === 0}
        emptyText="暂无划款指令"
      >
        {(count) => (
          <Row gutter={[8, 8]}>
            {cells.map((cell) => (
              <Col span={12} key={cell.key}>
                <Button
                  type="text"
                  block
                  style={{ height: 'auto', textAlign: 'left' }}
                  data-testid={`instruction-count-${cell.key}`}
                  onClick={() => void navigate(`${INSTRUCTION_PATH}?group=${cell.key}`)}
                >
                  <Statistic title={cell.name} value={count[cell.key]} />
                </Button>
              </Col>
            ))}
          </Row>
        )}
      </SectionBody>
    </HomeSectionCard>
  );
}

function InstructionTable({
  page,
  rowTestId,
  dateTitle,
  dateOf,
}: {
  page: InstructionPage;
  rowTestId: string;
  dateTitle: string;
  dateOf: (row: Instruction) => string;
}) {
  const navigate = useNavigate();
  return (
    <>
      <Typography.Text type="secondary" data-testid={`${rowTestId}-total`}>
        共 {page.total} 笔，合计 {formatAmount(page.totalAmount)} 元
      </Typography.Text>
      <Table<Instruction>
        size="small"
        rowKey="instructionId"
        pagination={false}
        dataSource={page.list}
        scroll={{ x: 720 }}
        style={{ marginTop: 8 }}
        onRow={(row) => ({
          ...({ 'data-testid': rowTestId } as HTMLAttributes<HTMLElement>),
          onClick: () => void navigate(instructionPath(row.instructionId)),
          style: { cursor: 'pointer' },
        })}
        columns={[
          {
            title: '指令编号',
            dataIndex: 'instructionId',
            // The keyboard way in: the row's click is for the mouse.
            render: (id: string) => (
              <Link to={instructionPath(id)} onClick={(event) => event.stopPropagation()}>
                {id}
              </Link>
            ),
          },
          { title: '产品', dataIndex: 'pdName', ellipsis: true },
          { title: '类型', dataIndex: 'instructionType' },
          {
            title: '金额（元）',
            dataIndex: 'amount',
            align: 'right',
            render: (amount: number) => (
              <span data-testid="instruction-amount">{formatAmount(amount)}</span>
            ),
          },
          {
            title: '状态',
            dataIndex: 'statusName',
            render: (name: string, row) => <Tag color={STATUS_COLORS[row.status]}>{name}</Tag>,
          },
          { title: dateTitle, key: 'date', render: (_, row) => dateOf(row) },
          { title: '说明', dataIndex: 'remark', ellipsis: true },
        ]}
      />
    </>
  );
}

/** The instructions waiting for the manager: 待复核, 待补充材料, 已退回. */
function PendingInstructions() {
  const load = useSectionLoad(usePendingInstructionsQuery(INSTRUCTION_QUERY));
  return (
    <SectionBody
      load={load}
      failedTitle="待处理划款指令加载失败"
      emptyText="暂无待管理人处理的划款指令"
    >
      {(page) => (
        <InstructionTable
          page={page}
          rowTestId="pending-instruction"
          dateTitle="创建日期"
          dateOf={(row) => formatDate(row.createTime)}
        />
      )}
    </SectionBody>
  );
}

/** The submitted instructions being followed: 托管人处理中, 已发送银行, 划款失败. */
function MonitoringInstructions() {
  const load = useSectionLoad(useMonitoringInstructionsQuery(INSTRUCTION_QUERY));
  return (
    <SectionBody load={load} failedTitle="划款指令监控加载失败" emptyText="暂无跟踪中的划款指令">
      {(page) => (
        <InstructionTable
          page={page}
          rowTestId="monitoring-instruction"
          dateTitle="期望到账日"
          dateOf={(row) => formatDate(row.expectedDate)}
        />
      )}
    </SectionBody>
  );
}

export function InstructionMonitorSection() {
  const [tab, setTab] = useState('monitoring');
  return (
    <HomeSectionCard id="instructionMonitor" title="划款指令监控">
      <Tabs
        size="small"
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'monitoring', label: '跟踪中' },
          { key: 'pending', label: '待管理人处理' },
        ]}
      />
      {tab === 'monitoring' ? <MonitoringInstructions /> : <PendingInstructions />}
    </HomeSectionCard>
  );
}
