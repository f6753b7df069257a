/**
 * /raiseAccCheck (spec 2.7): the raised-account check page for fundraising accounts. A person
 * checks a 募集结算资金专用账户 by its number or the fund's name (fund/wb/queryRaiseAccCheck,
 * spec 7.5); the query lives in the address (accountNo, fundName), so a reload, a tab and a link
 * from the home section repeat it. No match: 未查询到相关账户，请与管理人确认账号或基金名称. A
 * failed call shows why with 重试 and the form keeps what was typed.
 */
import { SearchOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Form } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { RaiseAccFields } from '@/components/raise-acc-fields';
import {
  normalizeRaiseAccQuery,
  raiseAccQueryOf,
  raiseAccQueryProblem,
  raiseAccSearchOf,
} from '@/lib/raise-acc-query';
import { RaiseAccResults } from './raise-acc-results';

interface FormValues {
  accountNo?: string;
  fundName?: string;
}

export default function RaiseAccCheckPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [form] = Form.useForm<FormValues>();
  // Each 核查 asks again, also for the query already shown.
  const [round, setRound] = useState(0);
  // The query of the address, as one string: with the round, the key of the results below.
  const search = raiseAccSearchOf(raiseAccQueryOf(searchParams)).toString();
  const query = useMemo(() => raiseAccQueryOf(new URLSearchParams(search)), [search]);
  const problem = search ? raiseAccQueryProblem(query) : null;

  // The address changed (a link, back, a reload): the fields show its query.
  useEffect(() => {
    form.setFieldsValue({ accountNo: query.accountNo ?? '', fundName: query.fundName ?? '' });
  }, [form, query]);

  const submit = (values: FormValues) => {
    setSearchParams(raiseAccSearchOf(normalizeRaiseAccQuery(values)), { replace: true });
    setRound((n) => n + 1);
  };

  const reset = () => {
    form.resetFields();
    setSearchParams(new URLSearchParams(), { replace: true });
  };

  return (
    <Card title="募集账户核查" data-testid="raise-acc-page">
      <Flex vertical gap={16}>
        <Form<FormValues>
          form={form}
          layout="inline"
          onFinish={submit}
          data-testid="raise-acc-form"
          initialValues={query}
          style={{ rowGap: 8 }}
        >
          <RaiseAccFields />
          <Form.Item>
            <Flex gap={8}>
              <Button
                type="primary"
                htmlType="submit"
                icon={<SearchOutlined />}
                data-testid="raise-acc-submit"
              >
                核查
              </Button>
              <Button onClick={reset} data-testid="raise-acc-reset">
                重置
              </Button>
            </Flex>
          </Form.Item>
        </Form>
        {!search && (
          <Alert
            type="info"
            showIcon
            data-testid="raise-acc-intro"
            title="请输入募集账户账号或基金名称进行核查"
            description="核查募集结算资金专用账户是否为本平台登记的账户，可按账号精确查询，或按基金全称、至少4个字的部分名称查询。"
          />
        )}
        {problem && (
          <Alert type="warning" showIcon data-testid="raise-acc-invalid" title={problem} />
        )}
        {search && !problem && <RaiseAccResults key={`${round}:${search}`} query={query} />}
      </Flex>
    </Card>
  );
}
