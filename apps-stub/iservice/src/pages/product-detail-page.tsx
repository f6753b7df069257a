/**
 * /iservice/cpgl/viewDetail/:id (id: the product code): the product's contract documents
 * (clearing/queryContractByPdCode: 基金合同, 托管协议, 补充协议); names its breadcrumb tab after it.
 */
import type { ContractDoc } from '@contract';
import { useParams } from 'react-router-dom';
import { DataState } from '../../../kit/data-state';
import { DataTable, type Column } from '../../../kit/data-table';
import { RouteParams } from '../../../kit/route-params';
import { StubPage } from '../../../kit/stub-page';
import { useBreadcrumbName } from '../../../kit/use-breadcrumb-name';
import { useQuery } from '../../../kit/use-query';

const COLUMNS: Column<ContractDoc>[] = [
  { title: '合同类型', render: (r) => r.contractType },
  { title: '合同名称', render: (r) => r.contractName },
  { title: '版本', render: (r) => r.version },
  { title: '签署日期', render: (r) => r.signDate },
  { title: '生效日期', render: (r) => r.effectiveDate },
  { title: '文件', render: (r) => r.fileName },
];

export function ProductDetailPage() {
  const { id = '' } = useParams();
  const contracts = useQuery<ContractDoc[]>('clearing/queryContractByPdCode', { pdCode: id });
  useBreadcrumbName(`产品详情 ${id}`);
  return (
    <StubPage fallbackName="产品详情">
      <RouteParams params={[['产品编号 id', 'stub-param-id', id]]} />
      <DataState
        label="产品合同"
        query={contracts}
        isEmpty={(docs) => docs.length === 0}
        emptyText="该产品尚无已签署的合同"
      >
        {(docs) => (
          <DataTable
            caption={`${docs[0]?.pdName ?? id} 的合同，共 ${docs.length} 份`}
            columns={COLUMNS}
            rows={docs}
            rowKey={(r) => r.contractId}
          />
        )}
      </DataState>
    </StubPage>
  );
}
