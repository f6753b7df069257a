/**
 * Step 1, organisation info: name with suggestions, credit code filled from
 * the name when known and checked with its GB 32100 check digit, association registration code;
 * the association's record fills the rest; an unfinished registration of the same institution
 * is offered for resuming. "Next" saves the draft (user/updateInst).
 */
import { AutoComplete, Col, Descriptions, Form, Input, Row, Space, Tag } from 'antd';
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type Dispatch,
  type SetStateAction,
} from 'react';
import { Link } from 'react-router-dom';
import {
  queryCreditCodeByName,
  queryManagerInformation,
  queryRegistInstInfo,
  updateInst,
  type RegistrationRecord,
  type UnfinishedRegistration,
} from '@/api/register';
import { authMessage } from '@/api/auth-codes';
import { useClickGuard } from '@/components/use-click-guard';
import { PATHS } from '@/config/paths';
import { normalizeCreditCode, validateCreditCode } from '@/lib/credit-code';
import { formatAmount } from '@/lib/money';
import { focusedFieldOf, focusField, selectIfFocused } from './focus-field';
import {
  INST_MESSAGES,
  instErrors,
  instFieldError,
  instFieldOfServerMessage,
  type InstErrors,
  type InstField,
} from './inst-rules';
import { useDraftLost } from './draft-lost';
import {
  draftKeyOf,
  instPayload,
  instSnapshot,
  type InstForm,
  type WizardData,
} from './register-model';
import { ResumeOffer } from './resume-proof';
import { StepActions } from './step-actions';
import { StepError } from './step-error';
import { useInstSuggestions, type Suggestion } from './use-inst-suggestions';

const DUPLICATE_REGISTRATION = 2413;
const NO_REGISTRATION = 2403;

const FIELD_IDS: Record<InstField, string> = {
  instName: 'register-inst-name',
  creditCode: 'register-credit-code',
  amacCode: 'register-amac-code',
  legalRep: 'register-legal-rep',
  regAddress: 'register-reg-address',
  officeAddress: 'register-office-address',
};

/** The message next to a field, or undefined (antd then keeps no room for it). */
function help(field: InstField, message: string | undefined) {
  if (!message) return undefined;
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

export function InstStep({
  data,
  setData,
  onResume,
  lookupOnMount = false,
}: {
  data: WizardData;
  setData: Dispatch<SetStateAction<WizardData>>;
  onResume: (record: RegistrationRecord, draftToken: string) => void;
  /** Look up the credit code's unfinished registration at once (the token was refused). */
  lookupOnMount?: boolean;
}) {
  const { inst } = data;
  const lost = useDraftLost();
  const [errors, setErrors] = useState<InstErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [resumable, setResumable] = useState<UnfinishedRegistration | null>(null);
  const [looking, setLooking] = useState(false);
  const { suggestions, loading, search } = useInstSuggestions();
  const lookupSeq = useRef(0);
  // The latest state, for answers that arrive after more typing.
  const latest = useRef(data);
  useEffect(() => {
    latest.current = data;
  }, [data]);

  const setField = (field: InstField, value: string) => {
    const next = { ...inst, [field]: value };
    setData((d) => ({ ...d, inst: { ...d.inst, [field]: value } }));
    // A field that shows a message is checked again as it is corrected.
    if (errors[field]) setErrors((e) => ({ ...e, [field]: instFieldError(next, field) }));
  };

  const checkField = (field: InstField) =>
    setErrors((e) => ({ ...e, [field]: instFieldError(inst, field) }));

  /** The association's record and any unfinished registration of a (valid) credit code. */
  const lookup = async (code: string, overwrite: boolean) => {
    lookupSeq.current += 1;
    const mine = lookupSeq.current;
    setLooking(true);
    const [found, manager] = await Promise.all([
      queryRegistInstInfo(code),
      queryManagerInformation(code),
    ]);
    if (mine !== lookupSeq.current) return;
    setLooking(false);
    let refused: string | undefined;
    if (found && found.code !== 0) refused = found.message;
    else if (manager && manager.code !== 0) refused = manager.message;
    if (refused) setErrors((e) => ({ ...e, creditCode: refused }));
    // The registration this wizard holds is not offered to itself.
    setResumable(found && found.code === 0 && !latest.current.regId ? found.data : null);
    if (manager && manager.code === 0) {
      const m = manager.data;
      // The field the user is in, if this answer fills it: its new text is selected after the
      // render, so a key pressed as the answer lands replaces it instead of joining it.
      const inField = focusedFieldOf(FIELD_IDS);
      if (inField && inField !== 'creditCode') {
        const before = latest.current.inst[inField];
        if ((overwrite || before.trim() === '') && m[inField] !== before)
          filledFocus.current = inField;
      }
      setData((d) => {
        if (normalizeCreditCode(d.inst.creditCode) !== code) return d;
        const fill = (current: string, value: string) =>
          overwrite || current.trim() === '' ? value : current;
        return {
          ...d,
          manager: m,
          inst: {
            ...d.inst,
            instName: fill(d.inst.instName, m.instName),
            amacCode: fill(d.inst.amacCode, m.amacCode),
            legalRep: fill(d.inst.legalRep, m.legalRep),
            regAddress: fill(d.inst.regAddress, m.regAddress),
            officeAddress: fill(d.inst.officeAddress, m.officeAddress),
          },
        };
      });
      setErrors((e) => ({ ...e, instName: undefined, amacCode: undefined }));
    }
  };

  const filledFocus = useRef<InstField | null>(null);
  useLayoutEffect(() => {
    if (!filledFocus.current) return;
    selectIfFocused(FIELD_IDS[filledFocus.current]);
    filledFocus.current = null;
  }, [inst]);

  // After a refused token: the registration of the credit code typed, to resume it.
  const lookedUp = useRef(false);
  useEffect(() => {
    if (!lookupOnMount || lookedUp.current) return;
    lookedUp.current = true;
    const code = normalizeCreditCode(latest.current.inst.creditCode);
    if (!validateCreditCode(code)) void lookup(code, false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, with the state of the time
  }, [lookupOnMount]);

  const onCodeBlur = () => {
    const code = normalizeCreditCode(inst.creditCode);
    const message = validateCreditCode(code);
    setErrors((e) => ({
      ...e,
      creditCode: inst.creditCode.trim() === '' ? e.creditCode : (message ?? undefined),
    }));
    if (!message && code !== data.manager?.creditCode) void lookup(code, false);
  };

  const onSelect = (name: string) => {
    const hit = suggestions.find((s: Suggestion) => s.instName === name);
    setResumable(null);
    if (hit?.registered) {
      setData((d) => ({ ...d, inst: { ...d.inst, instName: name } }));
      setErrors((e) => ({ ...e, instName: INST_MESSAGES.registered }));
      return;
    }
    setErrors({});
    if (hit && hit.creditCode) {
      setData((d) => ({
        ...d,
        manager: null,
        inst: { ...d.inst, instName: name, creditCode: hit.creditCode, amacCode: hit.amacCode },
      }));
      void lookup(normalizeCreditCode(hit.creditCode), true);
    } else {
      setData((d) => ({ ...d, inst: { ...d.inst, instName: name } }));
      void fillCodeFromName(name, true);
    }
  };

  /** searchSuggest/queryCreditCodeByName: the credit code of a name, when the directory knows it. */
  const fillCodeFromName = async (name: string, overwrite: boolean) => {
    const response = await queryCreditCodeByName(name);
    if (!response || response.code !== 0) return;
    const now = latest.current.inst;
    if (now.instName.trim() !== name) return;
    if (!overwrite && now.creditCode.trim() !== '') return;
    const code = normalizeCreditCode(response.data.creditCode);
    setData((d) => ({ ...d, manager: null, inst: { ...d.inst, creditCode: code } }));
    setErrors((e) => ({ ...e, creditCode: undefined }));
    void lookup(code, false);
  };

  const onNameBlur = () => {
    const name = inst.instName.trim();
    if (errors.instName !== INST_MESSAGES.registered) checkField('instName');
    if ([...name].length >= 2 && inst.creditCode.trim() === '') void fillCodeFromName(name, false);
  };

  const save = async () => {
    setServerError(null);
    const payload: InstForm = instPayload(inst);
    const snapshot = instSnapshot(inst);
    if (data.regId && data.savedInst === snapshot) {
      setData((d) => ({ ...d, step: 'admin' }));
      return true;
    }
    const draft = draftKeyOf(data);
    let response = await updateInst(payload, draft ?? undefined);
    // The server no longer knows the draft (e.g. the mock was reset): start a new one.
    if (response && response.code === NO_REGISTRATION && draft) {
      response = await updateInst(payload);
    }
    if (lost(response)) return false;
    // Each refusal or network failure below frees the button for the next try at once.
    if (!response) {
      setServerError(authMessage(false));
      return false;
    }
    if (response.code !== 0) {
      const message = authMessage(response, '保存失败，请稍后重试');
      if (response.code === DUPLICATE_REGISTRATION) {
        // The way back to that registration: the SMS proof of the offer.
        const found = await queryRegistInstInfo(payload.creditCode);
        if (found && found.code === 0) setResumable(found.data);
        setServerError(message);
        return false;
      }
      const field = instFieldOfServerMessage(message);
      if (field) {
        setErrors((e) => ({ ...e, [field]: message }));
        focusField(FIELD_IDS[field]);
      } else {
        setServerError(message);
      }
      return false;
    }
    const { regId, draftToken } = response.data;
    setData((d) => ({
      ...d,
      regId,
      draftToken,
      status: 'draft',
      inst: payload,
      savedInst: snapshot,
      // A new draft on the server holds no administrators or files yet.
      ...(regId !== d.regId ? { savedAdmins: null, files: [] } : {}),
      step: 'admin',
    }));
    return true;
  };
  const { run, busy } = useClickGuard(save);

  const next = () => {
    const found = instErrors(inst);
    // A refusal the lookups found (registered, not in the directory) stands until corrected.
    const merged: InstErrors = {
      ...found,
      creditCode: found.creditCode ?? (looking ? undefined : errors.creditCode),
      instName:
        found.instName ??
        (errors.instName === INST_MESSAGES.registered ? errors.instName : undefined),
    };
    setErrors(merged);
    const first = (Object.keys(FIELD_IDS) as InstField[]).find((f) => merged[f]);
    if (first) {
      focusField(FIELD_IDS[first]);
      return;
    }
    run();
  };

  const status = (field: InstField) => (errors[field] ? 'error' : undefined);
  const manager = data.manager;

  return (
    <Form layout="vertical" onFinish={next} requiredMark data-testid="register-step-inst">
      <StepError message={serverError} />
      {resumable && (
        <ResumeOffer
          found={resumable}
          creditCode={normalizeCreditCode(inst.creditCode)}
          onResume={onResume}
        />
      )}
      <Row gutter={24}>
        <Col xs={24} md={12}>
          <Form.Item
            label="机构名称"
            htmlFor={FIELD_IDS.instName}
            required
            validateStatus={status('instName')}
            help={help('instName', errors.instName)}
          >
            <AutoComplete
              value={inst.instName}
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
              onSearch={search}
              onChange={(value: string) => setField('instName', value)}
              onSelect={onSelect}
              notFoundContent={loading ? '查询中…' : undefined}
              popupMatchSelectWidth
            >
              <Input
                id={FIELD_IDS.instName}
                data-testid="register-inst-name"
                maxLength={100}
                placeholder="请输入机构全称，输入2个字以上可选择"
                onBlur={onNameBlur}
              />
            </AutoComplete>
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            label="统一社会信用代码"
            htmlFor={FIELD_IDS.creditCode}
            required
            validateStatus={looking ? 'validating' : status('creditCode')}
            hasFeedback={looking}
            help={help('creditCode', errors.creditCode)}
          >
            <Input
              id={FIELD_IDS.creditCode}
              data-testid="register-credit-code"
              value={inst.creditCode}
              maxLength={18}
              placeholder="18位统一社会信用代码"
              onChange={(e) => setField('creditCode', e.target.value.toUpperCase().trim())}
              onBlur={onCodeBlur}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            label="协会登记编号"
            htmlFor={FIELD_IDS.amacCode}
            required
            validateStatus={status('amacCode')}
            help={help('amacCode', errors.amacCode)}
          >
            <Input
              id={FIELD_IDS.amacCode}
              data-testid="register-amac-code"
              value={inst.amacCode}
              maxLength={8}
              placeholder="如 P1012345"
              onChange={(e) => setField('amacCode', e.target.value.toUpperCase().trim())}
              onBlur={() => checkField('amacCode')}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="法定代表人" htmlFor={FIELD_IDS.legalRep}>
            <Input
              id={FIELD_IDS.legalRep}
              data-testid="register-legal-rep"
              value={inst.legalRep}
              maxLength={50}
              onChange={(e) => setField('legalRep', e.target.value)}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="注册地址" htmlFor={FIELD_IDS.regAddress}>
            <Input
              id={FIELD_IDS.regAddress}
              data-testid="register-reg-address"
              value={inst.regAddress}
              maxLength={200}
              onChange={(e) => setField('regAddress', e.target.value)}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="办公地址" htmlFor={FIELD_IDS.officeAddress}>
            <Input
              id={FIELD_IDS.officeAddress}
              data-testid="register-office-address"
              value={inst.officeAddress}
              maxLength={200}
              onChange={(e) => setField('officeAddress', e.target.value)}
            />
          </Form.Item>
        </Col>
      </Row>
      {manager && normalizeCreditCode(inst.creditCode) === manager.creditCode && (
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
      )}
      <StepActions busy={busy} nextTestId="register-inst-next" />
    </Form>
  );
}
