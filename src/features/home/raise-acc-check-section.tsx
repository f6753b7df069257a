/**
 * 募集账户核验 (spec 2.7, 7.5): checks a fundraising settlement account by its number or the
 * fund's name (fund/wb/queryRaiseAccCheck). No match: 请与管理人确认账号或基金名称. The first
 * accounts show here; 查看全部 opens the /raiseAccCheck page (a tab) with the same query, and
 * 去核查 opens it empty. The fields and their rules are the page's (src/components).
 */
import { Button, Descriptions, Empty, Form, Space } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { authMessage } from '@/api/auth-codes';
import { queryRaiseAccCheck, type RaiseAccQuery, type RaiseAccRecord } from '@/api/home';
import { RaiseAccFields } from '@/components/raise-acc-fields';
import { formatDate } from '@/lib/date-format';
import { useFeedback } from '@/lib/feedback';
import {
  normalizeRaiseAccQuery,
  RAISE_ACC_EMPTY_TEXT,
  raiseAccPagePath,
} from '@/lib/raise-acc-query';
import { HomeSectionCard } from './home-section';

/** Accounts shown in the card; the page shows them all. */
export const RAISE_ACC_SHOWN = 2;

export function RaiseAccCheckSection() {
  const { message } = useFeedback();
  const [result, setResult] = useState<{ query: RaiseAccQuery; rows: RaiseAccRecord[] } | null>(
    null,
  );
  const [busy, setBusy] = useState(false);
  const check = async (values: { accountNo?: string; fundName?: string }) => {
    const query = normalizeRaiseAccQuery(values);
    setBusy(true);
    const answer = await queryRaiseAccCheck(query);
    setBusy(false);
    if (!answer || answer.code !== 0) {
      void message.error(authMessage(answer, '核验失败'));
      return;
    }
    setResult({ query, rows: answer.data });
  };
  return (
    <HomeSectionCard
      id="raiseAccCheck"
      title="募集账户核验"
      extra={
        <Link to={raiseAccPagePath()} data-testid="raise-acc-open-page">
          去核查
        </Link>
      }
    >
      <Form layout="vertical" onFinish={(v) => void check(v)} size="small">
        <RaiseAccFields compact />
        <Space>
          <Button type="primary" htmlType="submit" loading={busy}>
            核验
          </Button>
        </Space>
      </Form>
      {result && result.rows.length === 0 && (
        <Empty
          data-testid="raise-acc-empty"
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={RAISE_ACC_EMPTY_TEXT}
        />
      )}
      {result?.rows.slice(0, RAISE_ACC_SHOWN).map((record) => (
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
      {result && result.rows.length > 0 && (
        <div style={{ marginTop: 8 }}>
          <Link to={raiseAccPagePath(result.query)} data-testid="raise-acc-view-all">
            {result.rows.length > RAISE_ACC_SHOWN
              ? `查看全部（共${result.rows.length}个账户）`
              : '在核查页查看'}
          </Link>
        </div>
      )}
    </HomeSectionCard>
  );
}
