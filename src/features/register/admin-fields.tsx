/**
 * A field of an administrator card (spec 5.2), drawn from its row of ./admin-field-specs.ts
 * inside the step's antd Form. The value lives in the form under
 * [admin key, field]; the message of the rules shows next to the field with the test id
 * register-error-<field>-<index>.
 */
import { Col, Form, Input, Select, Space } from 'antd';
import type { Rule } from 'antd/es/form';
import { useContext, type ReactNode } from 'react';
import { ADMIN_FIELDS, AdminIndexContext } from './admin-field-specs';
import { adminFieldId, type AdminField } from './admin-rules';

/** A message of an administrator's field, with the test id of its card's current position. */
export function AdminErrorText({ field, message }: { field: AdminField; message: string }) {
  const index = useContext(AdminIndexContext);
  return <span data-testid={`register-error-${field}-${index}`}>{message}</span>;
}

/** A Select shows its placeholder for '' (nothing chosen yet). */
const choiceProps = (value: string | undefined) => ({ value: value || undefined });

export function AdminFieldItem({
  field,
  adminKey,
  initialValue,
  rules,
  extra,
  suffix,
  addon,
}: {
  field: AdminField;
  adminKey: string;
  initialValue: string;
  rules: Rule[];
  extra?: ReactNode;
  /** Drawn inside the text box (kept always, so the focus stays while typing) */
  suffix?: ReactNode;
  /**
   * A button beside the text box. A field given one (even null) always has its slot, so the
   * button coming and going does not draw the field anew: that would drop its message and focus.
   */
  addon?: ReactNode;
}) {
  const index = useContext(AdminIndexContext);
  const spec = ADMIN_FIELDS[field];
  const id = adminFieldId(field, index);
  const control = spec.options ? (
    <Select
      id={id}
      data-testid={id}
      placeholder={spec.placeholder}
      virtual={false}
      options={spec.options}
    />
  ) : (
    <Input
      id={id}
      data-testid={id}
      maxLength={spec.maxLength}
      inputMode={spec.inputMode}
      autoComplete={spec.autoComplete}
      placeholder={spec.placeholder}
      suffix={suffix}
    />
  );
  const item = (
    <Form.Item
      noStyle
      name={[adminKey, field]}
      initialValue={initialValue}
      rules={rules}
      validateTrigger={spec.noBlur ? false : undefined}
      normalize={spec.normalize}
      getValueProps={spec.options ? choiceProps : undefined}
    >
      {control}
    </Form.Item>
  );
  return (
    <Col xs={24} md={12}>
      <Form.Item label={spec.label} htmlFor={id} required extra={extra}>
        {addon !== undefined ? (
          <Space.Compact style={{ width: '100%' }}>
            {item}
            {addon}
          </Space.Compact>
        ) : (
          item
        )}
      </Form.Item>
    </Col>
  );
}
