/**
 * Adding or editing one of the user's own events in 交易日历 (spec 7.4: sys/addCustomCalendar,
 * updateCustomCalendar): a title (required) and a remark, within the field limits.
 */
import { Form, Input, Modal, type FormInstance } from 'antd';
import { CALENDAR_EVENT_LIMITS } from '@/api/field-limits';
import type { EventDraft } from './trade-calendar-model';

export function CalendarEventModal({
  draft,
  form,
  saving,
  onCancel,
  onSave,
}: {
  draft: EventDraft | null;
  form: FormInstance<EventDraft>;
  saving: boolean;
  onCancel: () => void;
  onSave: (values: EventDraft) => void;
}) {
  return (
    <Modal
      open={draft !== null}
      title={draft?.eventId ? '编辑日程' : `添加日程（${draft?.date ?? ''}）`}
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      onCancel={onCancel}
      onOk={() => form.submit()}
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={onSave}>
        <Form.Item
          name="title"
          label="标题"
          rules={[
            { required: true, whitespace: true, message: '请输入日程标题' },
            {
              max: CALENDAR_EVENT_LIMITS.title,
              message: `标题不能超过${CALENDAR_EVENT_LIMITS.title}个字`,
            },
          ]}
        >
          <Input placeholder="例如：产品开放日准备" maxLength={CALENDAR_EVENT_LIMITS.title} />
        </Form.Item>
        <Form.Item
          name="remark"
          label="备注"
          rules={[
            {
              max: CALENDAR_EVENT_LIMITS.remark,
              message: `备注不能超过${CALENDAR_EVENT_LIMITS.remark}个字`,
            },
          ]}
        >
          <Input.TextArea rows={3} maxLength={CALENDAR_EVENT_LIMITS.remark} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
