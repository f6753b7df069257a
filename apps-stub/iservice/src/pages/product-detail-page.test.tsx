/**
 * 产品详情 against the mock API: the contracts of `admin`'s product SXC102 (基金合同, 托管协议 and
 * two supplements), and the server's refusal of a product the user cannot see.
 */
import { screen, within } from '@testing-library/react';
import { onBusinessDay, SEED_WRITTEN_ON } from '../../../../test/support/business-day';
import { describeLoadStates, rowByKey, stubMounter } from '../../../kit/testing-states';
import { stubApp } from '../stub-app';

const mount = stubMounter(stubApp, 'iservice');

onBusinessDay(SEED_WRITTEN_ON);

it('shows the contract documents of the product', async () => {
  const mounted = await mount('/iservice/cpgl/viewDetail/SXC102');
  const rows = await screen.findAllByTestId('stub-row');
  expect(screen.getByText('星辰量化对冲1号 的合同，共 4 份')).toBeInTheDocument();
  expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual([
    '基金合同',
    '托管协议',
    '补充协议',
    '补充协议',
  ]);
  expect(rows[0]).toHaveTextContent('星辰量化对冲1号私募证券投资基金基金合同');
  const second = rowByKey('HT-SXC102-BC02');
  expect(second).toHaveTextContent('V1.2');
  expect(second).toHaveTextContent('2026-11-09');
  expect(second).toHaveTextContent('2026-11-16');
  expect(second).toHaveTextContent('星辰量化对冲1号私募证券投资基金基金合同之补充协议（二）.pdf');
  expect(mounted.sent).toContainEqual({ type: 'setBreadcrumbName', name: '产品详情 SXC102' });
});

it('a product the user cannot see shows the server message, with 重试', async () => {
  await mount('/iservice/cpgl/viewDetail/SYH401');
  const error = await screen.findByTestId('stub-load-error');
  expect(error).toHaveTextContent('产品不存在');
  expect(within(error).getByTestId('stub-retry')).toBeInTheDocument();
  expect(screen.getByTestId('stub-param-id')).toHaveTextContent('SYH401');
});

describeLoadStates({
  stub: stubApp,
  app: 'iservice',
  path: '/iservice/cpgl/viewDetail/SXC101',
  apiPath: 'clearing/queryContractByPdCode',
  emptyData: [],
  emptyText: '该产品尚无已签署的合同',
});
