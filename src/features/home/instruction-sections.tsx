/**
 * The payment-instruction sections (划款指令, spec 7.5) of the public-fund views: the counts by
 * state (fund/instruction/report/homepage/listCount) and the submitted instructions being
 * followed (listMonitoringInstruction). Each opens the custody online-banking instruction page.
 */
import { Button, Col, Row, Statistic, Table, Tag } from 'antd';
import { useNavigate } from 'react-router-dom';
import {
  instructionListCount,
  listMonitoringInstruction,
  type Instruction,
  type InstructionStatus,
} from '@/api/home';
import { useApiLoad } from '@/components/use-api-load';
import { formatDate } from '@/lib/date-format';
import { formatAmount } from '@/lib/money';
import { HomeSectionCard, SectionBody } from './home-section';

const INSTRUCTION_PATH = '/tgypt/tgwy/zlcx';
const loadMonitoring = () => listMonitoringInstruction({ pageSize: 5 });

const STATUS_COLORS: Partial<Record<InstructionStatus, string>> = {
  failed: 'red',
  returned: 'orange',
  processing: 'blue',
  sent: 'cyan',
  executed: 'green',
};

export function InstructionCountSection() {
  const navigate = useNavigate();
  const { state, retry } = useApiLoad(instructionListCount, '划款指令统计加载失败');
  const cells: { key: 'pending' | 'monitoring' | 'abnormal' | 'executed'; name: string }[] = [
    { key: 'pending', name: '待处理' },
    { key: 'monitoring', name: '跟踪中' },
    { key: 'abnormal', name: '异常' },
    { key: 'executed', name: '已执行' },
  ];
  return (
    <HomeSectionCard id="instructionCount" title="划款指令统计">
      <SectionBody
        state={state}
        retry={retry}
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

export function InstructionMonitorSection() {
  const navigate = useNavigate();
  const { state, retry } = useApiLoad(loadMonitoring, '划款指令监控加载失败');
  return (
    <HomeSectionCard id="instructionMonitor" title="划款指令监控">
      <SectionBody
        state={state}
        retry={retry}
        failedTitle="划款指令监控加载失败"
        isEmpty={(page) => page.list.length === 0}
        emptyText="暂无跟踪中的划款指令"
      >
        {(page) => (
          <Table<Instruction>
            size="small"
            rowKey="instructionId"
            pagination={false}
            dataSource={page.list}
            scroll={{ x: 720 }}
            onRow={(row) => ({
              onClick: () =>
                void navigate(`${INSTRUCTION_PATH}?instructionId=${row.instructionId}`),
              style: { cursor: 'pointer' },
            })}
            columns={[
              { title: '指令编号', dataIndex: 'instructionId' },
              { title: '产品', dataIndex: 'pdName', ellipsis: true },
              { title: '类型', dataIndex: 'instructionType' },
              {
                title: '金额（元）',
                dataIndex: 'amount',
                align: 'right',
                render: (amount: number) => formatAmount(amount),
              },
              {
                title: '状态',
                dataIndex: 'statusName',
                render: (name: string, row) => <Tag color={STATUS_COLORS[row.status]}>{name}</Tag>,
              },
              {
                title: '期望到账日',
                dataIndex: 'expectedDate',
                render: (value: string) => formatDate(value),
              },
            ]}
          />
        )}
      </SectionBody>
    </HomeSectionCard>
  );
}
