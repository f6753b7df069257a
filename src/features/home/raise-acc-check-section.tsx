/**
 * 募集账户核验 (spec 2.7, 7.5): checks a fundraising settlement account by its number or the
 * fund's name (fund/wb/queryRaiseAccCheck). No match: 请与管理人确认账号或基金名称.
 */
import { Button, Descriptions, Empty, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { authMessage } from '@/api/auth-codes';
import { RAISE_ACC_LIMITS } from '@/api/field-limits';
import { queryRaiseAccCheck, type RaiseAccRecord } from '@/api/home';
import { formatDate } from '@/lib/date-format';
import { HomeSectionCard } from './home-section';
import { useFeedback } from '@/lib/feedback';

export function RaiseAccCheckSection() {
  const { message } = useFeedback();
  const [result, setResult] = useState<RaiseAccRecord[] | null>(null);
  const [busy, setBusy] = useState(false);
  const check = async (values: { accountNo?: string; fundName?: string }) => {
    const accountNo = values.accountNo?.trim() || undefined;
    const fundName = values.fundName?.trim() || undefined;
    if (!accountNo && !fundName) {
      void message.warning('请输入账号或基金名称');
      return;
    }
    setBusy(true);
    const answer = await queryRaiseAccCheck({ accountNo, fundName });
    setBusy(false);
    if (!answer || answer.code !== 0) {
      void message.error(authMessage(answer, '核验失败'));
      return;
    }
    setResult(answer.data);
  };
  return (
    <HomeSectionCard id="raiseAccCheck" title="募集账户核验">
      <Form layout="vertical" onFinish={(v) => void check(v)} size="small">
        <Form.Item name="accountNo" label="募集账户账号">
          <Input
            placeholder="请输入账号"
            allowClear
            maxLength={RAISE_ACC_LIMITS.accountNo}
            inputMode="numeric"
          />
        </Form.Item>
        <Form.Item name="fundName" label="基金名称">
          <Input placeholder="全称或至少4个字" allowClear maxLength={RAISE_ACC_LIMITS.fundName} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={busy}>
            核验
          </Button>
        </Space>
      </Form>
      {result && result.length === 0 && (
        <Empty
          data-testid="raise-acc-empty"
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description="未查询到相关账户，请与管理人确认账号或基金名称"
        />
      )}
      {result?.map((record) => (
        <Descriptions
          key={record.accountNo}
          size="small"
          column={1}
          style={{ marginTop: 12 }}
          items={[
            { key: 'fund', label: '基金名称', children: record.fundName },
            { key: 'no', label: '账号', children: record.accountNo },
            { key: 'name', label: '户名', children: record.accountName },
            { key: 'bank', label: '开户行', children: record.bankName },
            {
              key: 'st',
              label: '状态',
              children: `${record.status}（${formatDate(record.openDate)} 开户）`,
            },
          ]}
        />
      ))}
    </HomeSectionCard>
  );
}
