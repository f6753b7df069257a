/**
 * The pop-up of the tax reminder (tax-reminder.tsx) for a small-scale taxpayer without a
 * confirmation scheme: the user chooses the scheme and the period from which interest income is
 * taxed, saved with value/insertLsTaxXgmnsr. A chunk of its own, loaded only for an institution
 * that needs it: its form, radio group and select are not part of every home page.
 */
import { Form, Modal, Radio, Select, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { authMessage } from '@/api/auth-codes';
import { insertLsTaxXgmnsr, type BasicTaxInfo, type TaxSchemeConfirm } from '@/api/value';
import { useFeedback } from '@/lib/feedback';

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

export default function TaxSchemeModal({
  onSaved,
  onLater,
}: {
  /** The institution's tax info as saved. */
  onSaved: (row: BasicTaxInfo) => void;
  /** 「稍后处理」: closed for this visit. */
  onLater: () => void;
}) {
  const { message } = useFeedback();
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<TaxSchemeConfirm>();
  const periods = useMemo(() => quarters(new Date()), []);

  const submit = async (values: TaxSchemeConfirm) => {
    setSaving(true);
    const answer = await insertLsTaxXgmnsr(values);
    setSaving(false);
    if (!answer || answer.code !== 0) {
      void message.error(authMessage(answer, '保存失败'));
      return;
    }
    void message.success('确认成功');
    onSaved(answer.data);
  };

  return (
    <Modal
      open
      destroyOnHidden
      title="增值税纳税方案确认提醒"
      okText="确认提交"
      cancelText="稍后处理"
      confirmLoading={saving}
      onCancel={onLater}
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
  );
}
