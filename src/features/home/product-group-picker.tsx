/**
 * The products of a group being edited: a select that searches products by name
 * (prod/queryInfoByPdName, debounced) and adds the chosen one, and the chosen products as tags,
 * each with its own remove button. A form control: `value` and `onChange` come from Form.Item.
 */
import { CloseOutlined } from '@ant-design/icons';
import { Button, Flex, Select, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { TYPEAHEAD_DEBOUNCE_MS } from '@/config/spec-limits';
import { cutText } from '@/lib/cut-text';
import { PRODUCT_KEYWORD_MAX, useProductNameSearch } from './product-group-search';

/** Waiting after the last keystroke before asking the server (300 ms: spec-limits.ts says why). */
export const PICKER_DEBOUNCE_MS = TYPEAHEAD_DEBOUNCE_MS;

export interface PickedProduct {
  pdCode: string;
  pdName: string;
}

function searchNote(state: ReturnType<typeof useProductNameSearch>['state']) {
  switch (state.status) {
    case 'idle':
      return <span>请输入产品名称查询</span>;
    case 'loading':
      return (
        <Flex gap={8} align="center" aria-busy="true" data-testid="product-picker-loading">
          <Spin size="small" />
          <span>查询中…</span>
        </Flex>
      );
    case 'failed':
      return (
        <Typography.Text type="danger" role="alert" data-testid="product-picker-error">
          {state.message}
        </Typography.Text>
      );
    case 'ready':
      return <span data-testid="product-picker-empty">无匹配产品</span>;
  }
}

export function ProductGroupPicker({
  id,
  value,
  onChange,
  disabled,
}: {
  id?: string;
  value?: PickedProduct[];
  onChange?: (value: PickedProduct[]) => void;
  disabled?: boolean;
}) {
  const [text, setText] = useState('');
  const { state } = useProductNameSearch(text, PICKER_DEBOUNCE_MS);
  const chosen = value ?? [];
  const chosenCodes = new Set(chosen.map((p) => p.pdCode));
  const found = state.status === 'ready' ? state.products : [];

  const add = (pdCode: string) => {
    const product = found.find((p) => p.pdCode === pdCode);
    if (!product || chosenCodes.has(pdCode)) return;
    onChange?.([...chosen, { pdCode: product.pdCode, pdName: product.pdName }]);
  };
  const remove = (pdCode: string) => onChange?.(chosen.filter((p) => p.pdCode !== pdCode));

  return (
    <Flex vertical gap={8}>
      <Select<string | null>
        id={id}
        data-testid="product-picker"
        aria-label="按产品名称查询并添加产品"
        placeholder="输入产品名称查询，选择后加入分组"
        value={null}
        disabled={disabled}
        // A Select's own maxLength does not reach its search box: the text is cut here.
        showSearch={{
          filterOption: false,
          searchValue: text,
          onSearch: (typed) => setText(cutText(typed, PRODUCT_KEYWORD_MAX)),
        }}
        virtual={false}
        loading={state.status === 'loading'}
        notFoundContent={searchNote(state)}
        options={found.map((p) => ({
          value: p.pdCode,
          label: chosenCodes.has(p.pdCode)
            ? `${p.pdName}（${p.pdCode}，已选）`
            : `${p.pdName}（${p.pdCode}）`,
          disabled: chosenCodes.has(p.pdCode),
        }))}
        onSelect={(code) => {
          if (typeof code === 'string') add(code);
        }}
      />
      {chosen.length === 0 ? (
        <Typography.Text type="secondary" data-testid="product-picker-none">
          尚未选择产品
        </Typography.Text>
      ) : (
        <ul
          aria-label="已选产品"
          data-testid="product-picker-chosen"
          style={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'flex',
            flexWrap: 'wrap',
            gap: 8,
          }}
        >
          {chosen.map((p) => (
            <li key={p.pdCode} data-testid="product-picker-tag" data-code={p.pdCode}>
              <Tag color="blue" style={{ marginInlineEnd: 0 }}>
                {p.pdName}（{p.pdCode}）
                <Button
                  type="text"
                  size="small"
                  disabled={disabled}
                  icon={<CloseOutlined />}
                  aria-label={`移除 ${p.pdName}`}
                  onClick={() => remove(p.pdCode)}
                  style={{ marginInlineStart: 4, height: 18, width: 18, minWidth: 18 }}
                />
              </Tag>
            </li>
          ))}
        </ul>
      )}
    </Flex>
  );
}
