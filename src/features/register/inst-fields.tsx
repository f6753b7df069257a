/**
 * The six organisation fields of step 1 and the association's record under them: the name with
 * the directory's suggestions, the credit code (checking while it is looked up), the association
 * registration code, the legal representative and the two addresses.
 */
import { AutoComplete, Col, Descriptions, Form, Input, Row, Space, Tag } from 'antd';
import type { Rule } from 'antd/es/form';
import { Link } from 'react-router-dom';
import type { ManagerInformation } from '@/api/register-types';
import { PATHS } from '@/config/paths';
import { formatAmount } from '@/lib/money';
import { INST_FIELD_IDS } from './inst-field-ids';
import { INST_MESSAGES, type InstField } from './inst-rules';
import type { InstForm } from './register-model';
import type { Suggestion } from './use-inst-suggestions';

/** A field's message with its test id; 已注册 links to the login. */
export function InstErrorText({ field, message }: { field: InstField; message: string }) {
  return (
    <span data-testid={`register-error-${field}`}>
      {message}
      {message === INST_MESSAGES.registered && (
        <>
          ，<Link to={PATHS.login}>去登录</Link>
        </>
      )}
    </span>
  );
}

/** What typing gives for the code fields: capitals, no spaces. */
const codeOf = (value: string) => value.toUpperCase().trim();

/** A field after the name; a code field is typed in capitals and checked by the rules. */
interface TextFieldSpec {
  field: Exclude<InstField, 'instName'>;
  label: string;
  maxLength: number;
  placeholder?: string;
  code?: boolean;
}

const TEXT_FIELDS: readonly TextFieldSpec[] = [
  {
    field: 'creditCode',
    label: '统一社会信用代码',
    maxLength: 18,
    placeholder: '18位统一社会信用代码',
    code: true,
  },
  {
    field: 'amacCode',
    label: '协会登记编号',
    maxLength: 8,
    placeholder: '如 P1012345',
    code: true,
  },
  { field: 'legalRep', label: '法定代表人', maxLength: 50 },
  { field: 'regAddress', label: '注册地址', maxLength: 200 },
  { field: 'officeAddress', label: '办公地址', maxLength: 200 },
];

interface TextFieldProps {
  spec: TextFieldSpec;
  /** Shown from the wizard's organisation, so that a filled-in record shows in the same render */
  value: string;
  /** A code field's rules, and whether it is being checked */
  checked?: { rules: Rule[]; validating?: boolean };
  onBlur?: () => void;
}

function TextField({ spec, value, checked, onBlur }: TextFieldProps) {
  const { field, code } = spec;
  const id = INST_FIELD_IDS[field];
  const validating = checked?.validating;
  return (
    <Col xs={24} md={12}>
      <Form.Item
        label={spec.label}
        name={field}
        htmlFor={id}
        required={checked ? true : undefined}
        rules={checked?.rules}
        normalize={code ? codeOf : undefined}
        getValueProps={() => ({ value })}
        validateStatus={validating ? 'validating' : undefined}
        hasFeedback={validating}
      >
        <Input
          id={id}
          data-testid={id}
          maxLength={spec.maxLength}
          placeholder={spec.placeholder}
          onBlur={onBlur}
        />
      </Form.Item>
    </Col>
  );
}

interface NameFieldProps {
  value: string;
  rules: Rule[];
  suggestions: Suggestion[];
  loading: boolean;
  onSearch: (text: string) => void;
  onSelect: (name: string) => void;
  onBlur: () => void;
}

function NameField({ value, rules, suggestions, loading, ...on }: NameFieldProps) {
  const id = INST_FIELD_IDS.instName;
  return (
    <Col xs={24} md={12}>
      <Form.Item
        label="机构名称"
        name="instName"
        htmlFor={id}
        required
        rules={rules}
        getValueProps={() => ({ value })}
      >
        <AutoComplete
          options={suggestions.map((s) => ({
            value: s.instName,
            disabled: s.registered,
            label: (
              <Space size={4} wrap data-testid="register-inst-option">
                <span>{s.instName}</span>
                {s.registered ? (
                  <Tag color="default">已注册</Tag>
                ) : (
                  s.creditCode && <Tag color="blue">{s.creditCode}</Tag>
                )}
              </Space>
            ),
          }))}
          onSearch={on.onSearch}
          onSelect={on.onSelect}
          notFoundContent={loading ? '查询中…' : undefined}
          popupMatchSelectWidth
        >
          <Input
            id={id}
            data-testid={id}
            maxLength={100}
            placeholder="请输入机构全称，输入2个字以上可选择"
            onBlur={on.onBlur}
          />
        </AutoComplete>
      </Form.Item>
    </Col>
  );
}

export interface InstFieldsProps {
  inst: InstForm;
  /** The rules of a field; the credit code's wait while it is looked up */
  rulesOf: (field: InstField) => Rule[];
  /** The credit code is being looked up */
  looking: boolean;
  name: Omit<NameFieldProps, 'value' | 'rules'>;
  /** On leaving the credit code and the association registration code */
  onBlur: Partial<Record<InstField, () => void>>;
}

export function InstFields({ inst, rulesOf, looking, name, onBlur }: InstFieldsProps) {
  return (
    <Row gutter={24}>
      <NameField {...name} value={inst.instName} rules={rulesOf('instName')} />
      {TEXT_FIELDS.map((spec) => (
        <TextField
          key={spec.field}
          spec={spec}
          value={inst[spec.field]}
          checked={
            spec.code
              ? {
                  rules: rulesOf(spec.field),
                  // The credit code shows that it is being checked while it is looked up.
                  validating: spec.field === 'creditCode' ? looking : undefined,
                }
              : undefined
          }
          onBlur={onBlur[spec.field]}
        />
      ))}
    </Row>
  );
}

/** The association's record of the institution, once looked up. */
export function ManagerInfo({ manager }: { manager: ManagerInformation }) {
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, md: 2 }}
      title="协会登记信息"
      data-testid="register-manager-info"
      items={[
        { key: 'type', label: '机构类型', children: manager.managerType },
        { key: 'member', label: '会员类型', children: manager.memberType },
        { key: 'est', label: '成立日期', children: manager.establishDate },
        { key: 'reg', label: '登记日期', children: manager.registerDate },
        { key: 'cap', label: '注册资本（元）', children: formatAmount(manager.regCapital) },
        { key: 'paid', label: '实缴资本（元）', children: formatAmount(manager.paidInCapital) },
        { key: 'staff', label: '员工人数', children: manager.staffCount },
      ]}
    />
  );
}
