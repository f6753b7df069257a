/**
 * 产品分组 (spec 1, 7.3): the user's product groups (user/queryProdSet) as tabs, each product
 * with its status named by the one status dictionary (src/policy/product-status.ts), from the
 * product list the frame keeps loaded (prod/queryProductList, ./use-product-permits.ts). Groups
 * are created (user/addProdSet), renamed and refilled (user/updateProdSet) in ProductGroupModal
 * and deleted (user/removeProdSet) behind a confirmation; a search by product name
 * (prod/queryInfoByPdName) shows its results in place of the groups until it is cleared. Only
 * products the user is permitted are shown (spec 6, ./use-product-permits.ts); 刷新产品权限
 * recomputes the permission (user/refreshProdPermission). Creating, editing and deleting groups
 * is the special function 产品分组管理 (spec 3): a user who does not hold it sees the buttons
 * disabled, saying 无此功能权限.
 */
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Popconfirm } from 'antd';
import { useMemo, useState } from 'react';
import type { ProdSetInfo, Product } from '@/api/product';
import { FunctionGate } from '@/components/function-gate';
import { ItemList, ItemRow } from '@/components/item-list';
import { TabStrip } from '@/components/tab-strip';
import { useClickGuard } from '@/components/use-click-guard';
import { permittedOnly, type ProductPermits } from '@/policy/product-permission';
import { SPECIAL_FUNCTIONS } from '@/policy/special-function';
import { apiErrorOf } from '@/state/api-result';
import { useSectionLoad } from '@/state/load-state';
import { useProductGroupsQuery } from './home-api';
import { useRemoveProdSetMutation } from './home-write-api';
import { HomeSectionCard, SectionBody } from './home-section';
import { ProductGroupModal, type GroupDraft } from './product-group-modal';
import { ProductGroupResults } from './product-group-results';
import { PRODUCT_KEYWORD_MAX, useProductNameSearch } from './product-group-search';
import { ProductPermissionRefresh } from './product-permission-refresh';
import { ProductStatusTag } from './product-status-tag';
import { usePermitted, useProductList } from './use-product-permits';
import { useFeedback } from '@/lib/feedback';

const MANAGE = SPECIAL_FUNCTIONS.productGroups;

/** The groups with only the permitted products in them. */
function permittedGroups(sets: ProdSetInfo[], permits: ProductPermits): ProdSetInfo[] {
  return sets.map((set) => {
    const products = permittedOnly(set.products, permits);
    return { ...set, products, pdCodes: products.map((p) => p.pdCode) };
  });
}

function GroupProducts({ set, byCode }: { set: ProdSetInfo; byCode: Map<string, Product> }) {
  return (
    <ItemList
      aria-label={`${set.setName}的产品`}
      items={set.products}
      rowKey={(brief) => brief.pdCode}
      emptyText="该分组暂无产品"
      renderItem={(brief) => {
        const product = byCode.get(brief.pdCode);
        return (
          <ItemRow
            data-testid="group-product"
            extra={product && <ProductStatusTag status={product.status} />}
          >
            {brief.pdCode} {brief.pdName}
          </ItemRow>
        );
      }}
    />
  );
}

export function ProductGroupSection() {
  const { message } = useFeedback();
  const groups = useProductGroupsQuery();
  const shown = usePermitted(useSectionLoad(groups), permittedGroups);
  const { state } = shown;
  const [removeProdSet] = useRemoveProdSetMutation();
  const [active, setActive] = useState<string | undefined>(undefined);
  const [draft, setDraft] = useState<GroupDraft | null>(null);
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const search = useProductNameSearch(keyword);

  const sets = state.status === 'ready' ? state.data : [];
  const products = useProductList();
  const byCode = useMemo(
    () => new Map<string, Product>(products.map((p) => [p.pdCode, p])),
    [products],
  );
  const current = sets.find((s) => s.setId === active) ?? sets[0];

  /** After the permission was recomputed: the groups read again, `select` shown. */
  const reload = async (select: string | undefined) => {
    setActive(select);
    await groups.refetch();
  };

  const clearSearch = () => {
    setText('');
    setKeyword('');
  };

  const saved = (setId: string) => {
    setDraft(null);
    setText('');
    setKeyword('');
    void message.success('已保存');
    setActive(setId);
  };

  const remove = async (set: ProdSetInfo, nextId: string | undefined) => {
    const answer = await removeProdSet(set.setId);
    if (answer.error) {
      void message.error(apiErrorOf(answer.error).message);
      return false;
    }
    void message.success('已删除');
    setActive(nextId);
    return true;
  };
  const { run: runRemove, busy: removing } = useClickGuard(remove);

  /** The group shown after the current one is deleted: the next one, else the previous. */
  const currentIndex = current ? sets.indexOf(current) : -1;
  const afterDelete = (sets[currentIndex + 1] ?? sets[currentIndex - 1])?.setId;

  const groupActions = current && (
    <Flex gap={4}>
      <FunctionGate authKey={MANAGE}>
        {(held) => (
          <Button
            size="small"
            icon={<EditOutlined />}
            data-testid="product-group-edit"
            disabled={removing || !held}
            onClick={() =>
              setDraft({
                setId: current.setId,
                setName: current.setName,
                products: current.products.map((p) => ({ pdCode: p.pdCode, pdName: p.pdName })),
              })
            }
          >
            编辑
          </Button>
        )}
      </FunctionGate>
      <FunctionGate authKey={MANAGE}>
        {(held) => (
          <Popconfirm
            disabled={!held}
            title={`删除分组“${current.setName}”？`}
            description="分组删除后不可恢复，产品本身不受影响。"
            okText="删除"
            cancelText="取消"
            okButtonProps={{
              danger: true,
              loading: removing,
              'data-testid': 'product-group-delete-confirm',
            }}
            onConfirm={() => runRemove(current, afterDelete)}
          >
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              data-testid="product-group-delete"
              loading={removing}
              disabled={removing || !held}
            >
              删除
            </Button>
          </Popconfirm>
        )}
      </FunctionGate>
    </Flex>
  );

  return (
    <HomeSectionCard
      id="productGroup"
      title="产品分组"
      extra={
        <Flex gap={4}>
          <ProductPermissionRefresh onRefreshed={() => reload(current?.setId)} />
          <FunctionGate authKey={MANAGE}>
            {(held) => (
              <Button
                size="small"
                type="primary"
                icon={<PlusOutlined />}
                data-testid="product-group-add"
                disabled={!held}
                onClick={() => setDraft({ setName: '', products: [] })}
              >
                新建分组
              </Button>
            )}
          </FunctionGate>
        </Flex>
      }
    >
      <Input.Search
        allowClear
        size="small"
        placeholder="查询产品名称"
        aria-label="查询产品名称"
        data-testid="product-search"
        maxLength={PRODUCT_KEYWORD_MAX}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (event.target.value.trim() === '') setKeyword('');
        }}
        onSearch={(value) => setKeyword(value.trim())}
        style={{ marginBottom: 8 }}
      />
      {keyword !== '' ? (
        <ProductGroupResults
          keyword={keyword}
          state={search.state}
          retry={search.retry}
          onClear={clearSearch}
        />
      ) : (
        <SectionBody
          load={shown}
          failedTitle="产品分组加载失败"
          isEmpty={(data) => data.length === 0}
          emptyText="暂无产品分组，点击“新建分组”添加"
        >
          {() => (
            <TabStrip
              label="产品分组"
              activeKey={current?.setId}
              onChange={setActive}
              extra={groupActions}
              items={sets.map((set) => ({
                key: set.setId,
                label: (
                  <span data-testid="product-group-tab" data-set-id={set.setId}>
                    {set.setName} ({set.products.length})
                  </span>
                ),
              }))}
            >
              {current && <GroupProducts set={current} byCode={byCode} />}
            </TabStrip>
          )}
        </SectionBody>
      )}
      {draft && <ProductGroupModal draft={draft} onCancel={() => setDraft(null)} onSaved={saved} />}
    </HomeSectionCard>
  );
}
