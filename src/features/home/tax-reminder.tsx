/**
 * The tax reminder (spec 1, 3, 4; issue 7 item 8), from value/queryBasicTaxInfo:
 * - the pop-up when the institution is a small-scale taxpayer (NSRLX '2') without a
 *   confirmation scheme (QRFA empty): the user chooses the scheme and the period from which
 *   interest income is taxed, saved with value/insertLsTaxXgmnsr (the tips are then refreshed);
 *   「稍后处理」 closes it for this visit;
 * - the tax-info flag for managers (userType 0) while the VAT info is not confirmed
 *   (SFQRZZSXX falsy).
 * A failed load shows nothing: the reminder never stands in the way of the home page.
 */
import { Alert, App, Form, Modal, Radio, Select, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { authMessage } from '@/api/auth-codes';
import { insertLsTaxXgmnsr, queryBasicTaxInfo, type TaxSchemeConfirm } from '@/api/value';
import { useApiLoad } from '@/components/use-api-load';
import { refreshTips } from '@/state/access-thunks';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { selectUser } from '@/state/session-slice';

const TAX_INFO_PATH = '/iservice/swgl/swxxqr';

/** The quarters from the current one on, yyyyQn (four of them). */
function quarters(now: Date): string[] {
  const list: string[] = [];
  let year = now.getFullYear();
  let q = Math.floor(now.getMonth() / 3) + 1;
  for (let i = 0; i < 4; i += 1) {
    list.push(`${year}Q${q}`);
    q += 1;
    if (q > 4) {
      q = 1;
      year += 1;
    }
  }
  return list;
}

export function TaxReminder() {
  const { message } = App.useApp();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const { state, replace } = useApiLoad(queryBasicTaxInfo, '税务信息加载失败');
  const [dismissed, setDismissed] = useState(false);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<TaxSchemeConfirm>();
  const periods = useMemo(() => quarters(new Date()), []);

  if (state.status !== 'ready') return null;
  const info = state.data;
  const needsScheme = info.some((row) => row.NSRLX === '2' && !row.QRFA);
  const vatUnconfirmed =
    (user?.userType ?? 0) === 0 && info.some((row) => !row.SFQRZZSXX || row.SFQRZZSXX === '0');

  const submit = async (values: TaxSchemeConfirm) => {
    setSaving(true);
    const answer = await insertLsTaxXgmnsr(values);
    setSaving(false);
    if (!answer || answer.code !== 0) {
      void message.error(authMessage(answer, '保存失败'));
      return;
    }
    void message.success('确认成功');
    replace(info.map((row) => (row.instId === answer.data.instId ? answer.data : row)));
    void dispatch(refreshTips());
  };

  return (
    <>
      {vatUnconfirmed && (
        <Alert
          data-testid="tax-info-flag"
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title="贵公司增值税信息尚未确认"
          description={
            <span>
              请及时核对并确认增值税相关信息，<Link to={TAX_INFO_PATH}>前往确认</Link>
            </span>
          }
        />
      )}
      <Modal
        open={needsScheme && !dismissed}
        destroyOnHidden
        title="增值税纳税方案确认提醒"
        okText="确认提交"
        cancelText="稍后处理"
        confirmLoading={saving}
        onCancel={() => setDismissed(true)}
        onOk={() => form.submit()}
        mask={{ closable: false }}
      >
        <div data-testid="tax-reminder">
          <Typography.Paragraph>
            贵公司为<strong>小规模纳税人</strong>
            ，尚未确认资管产品增值税纳税方案。请选择确认方案及利息收入纳税起始所属期：
          </Typography.Paragraph>
          <Form
            form={form}
            layout="vertical"
            onFinish={(values) => void submit(values)}
            initialValues={{ LXSRNSSD: periods[0] }}
          >
            <Form.Item
              name="QRFA"
              label="确认方案"
              rules={[{ required: true, message: '请选择确认方案' }]}
            >
              <Radio.Group
                options={[
                  { value: '1', label: '托管人代为计提缴纳增值税' },
                  { value: '2', label: '管理人自行计提缴纳增值税' },
                ]}
              />
            </Form.Item>
            <Form.Item
              name="LXSRNSSD"
              label="利息收入纳税起始所属期"
              rules={[{ required: true, message: '请选择所属期' }]}
            >
              <Select options={periods.map((p) => ({ value: p, label: p }))} />
            </Form.Item>
          </Form>
        </div>
      </Modal>
    </>
  );
}
