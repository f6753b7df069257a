/**
 * The form of a product group, new (user/addProdSet) or the current one (user/updateProdSet):
 * its name (required, trimmed, at most PROD_SET_NAME_MAX characters, counted as typed) and its
 * products (ProductGroupPicker). A refusal of the server is shown in the dialog, which keeps
 * everything the user typed; a save runs once at a time (useClickGuard).
 */
import { Alert, Button, Form, Input, Modal, type InputRef } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { useClickGuard } from '@/components/use-click-guard';
import { apiErrorOf } from '@/state/api-result';
import { useAddProdSetMutation, useUpdateProdSetMutation } from './home-write-api';
import { PROD_SET_NAME_MAX, prodSetNameProblem } from './product-group-name';
import { ProductGroupPicker, type PickedProduct } from './product-group-picker';

/** A group as the form edits it; no setId for a new one. */
export interface GroupDraft {
  setId?: string;
  setName: string;
  products: PickedProduct[];
}

interface FormValues {
  setName: string;
  products: PickedProduct[];
}

const FORM_NAME = 'product-group-form';

export function ProductGroupModal({
  draft,
  onCancel,
  onSaved,
}: {
  draft: GroupDraft;
  onCancel: () => void;
  /** After the server accepted: the group's id (the new one's for a creation). */
  onSaved: (setId: string) => void;
}) {
  const [form] = Form.useForm<FormValues>();
  const [error, setError] = useState<string | null>(null);
  const nameInput = useRef<InputRef>(null);
  const editing = draft.setId !== undefined;
  const [addProdSet] = useAddProdSetMutation();
  const [updateProdSet] = useUpdateProdSetMutation();

  const save = useCallback(
    async (values: FormValues) => {
      setError(null);
      const request = {
        setName: values.setName.trim(),
        pdCodes: (values.products ?? []).map((p) => p.pdCode),
      };
      const setId = draft.setId;
      const answer =
        setId !== undefined
          ? await updateProdSet({ ...request, setId })
          : await addProdSet(request);
      if (answer.error) {
        setError(apiErrorOf(answer.error).message);
        // The user can correct and save again at once (useClickGuard).
        return false;
      }
      onSaved(setId ?? answer.data?.setId ?? '');
      return true;
    },
    [draft.setId, onSaved, addProdSet, updateProdSet],
  );
  const { run, busy } = useClickGuard(save);

  return (
    <Modal
      open
      title={editing ? '编辑分组' : '新建分组'}
      onCancel={busy ? undefined : onCancel}
      keyboard={!busy}
      mask={{ closable: false }}
      afterOpenChange={(open) => {
        if (open) nameInput.current?.focus();
      }}
      footer={[
        <Button key="cancel" onClick={onCancel} disabled={busy}>
          取消
        </Button>,
        <Button
          key="save"
          type="primary"
          htmlType="submit"
          form={FORM_NAME}
          loading={busy}
          disabled={busy}
          data-testid="product-group-save"
        >
          保存
        </Button>,
      ]}
    >
      <Form<FormValues>
        form={form}
        name={FORM_NAME}
        layout="vertical"
        initialValues={{ setName: draft.setName, products: draft.products }}
        onFinish={run}
        disabled={busy}
      >
        {error && (
          <Alert
            type="error"
            showIcon
            role="alert"
            data-testid="product-group-error"
            title={error}
            style={{ marginBottom: 16 }}
          />
        )}
        <Form.Item
          name="setName"
          label="分组名称"
          required
          extra={`最多${PROD_SET_NAME_MAX}个字符，不能与已有分组重名`}
          rules={[
            {
              validator: (_, value: string | undefined) => {
                const problem = prodSetNameProblem(value);
                return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
              },
            },
          ]}
        >
          <Input
            ref={nameInput}
            data-testid="product-group-name"
            placeholder="请输入分组名称"
            autoComplete="off"
            count={{
              show: true,
              max: PROD_SET_NAME_MAX,
              strategy: (text) => text.trim().length,
            }}
          />
        </Form.Item>
        <Form.Item name="products" label="产品">
          <ProductGroupPicker />
        </Form.Item>
      </Form>
    </Modal>
  );
}
