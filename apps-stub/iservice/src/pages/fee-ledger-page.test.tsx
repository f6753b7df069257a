/** 管理费台账 against the mock API: the fee accruals of `admin`'s five products by month. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describeDataPage, rowByKey, stubMounter } from '../../../kit/testing-states';
import { stubApp } from '../stub-app';

const PATH = '/iservice/fygzbg/glftz';
const mount = stubMounter(stubApp, 'iservice');

describeDataPage({
  stub: stubApp,
  app: 'iservice',
  path: PATH,
  name: '管理费台账',
  shows: "shows each product's fees of the last closed month, thousands and two decimals",
  rows: 5,
  summary: '2026-10 费用计提，共 5 只产品',
  rowTexts: {
    SXC101: [
      '星辰稳健增长1号私募证券投资基金',
      '358,064.05',
      '11,935.47',
      '7,161.28',
      '377,160.80',
    ],
    SXC106: ['37,657.00'],
  },
  emptyText: '该月暂无费用计提',
});

it('a chosen month asks the server again', async () => {
  await mount(PATH);
  await screen.findAllByTestId('stub-row');
  fireEvent.change(screen.getByTestId('stub-filter-month'), { target: { value: '2026-09' } });
  await waitFor(() =>
    expect(screen.getByText('2026-09 费用计提，共 5 只产品')).toBeInTheDocument(),
  );
  expect(rowByKey('SXC101')).toHaveTextContent('2026-09');
});
