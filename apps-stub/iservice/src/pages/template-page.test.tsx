/** 合同模板管理 against the mock API: the eight templates, by keyword and by category. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describeLoadStates, rowByKey, stubMounter } from '../../../kit/testing-states';
import { stubApp } from '../stub-app';

const PATH = '/iservice/htgl/htmbgl';
const mount = stubMounter(stubApp, 'iservice');
const rows = () => screen.getAllByTestId('stub-row');

it('lists the templates with their size and a download link', async () => {
  await mount(PATH);
  expect(screen.getByTestId('stub-page-name')).toHaveTextContent('合同模板管理');
  expect(await screen.findAllByTestId('stub-row')).toHaveLength(8);
  const card = rowByKey('TPL007');
  expect(card).toHaveTextContent('管理人预留印鉴卡');
  expect(card).toHaveTextContent('账户管理');
  expect(card).toHaveTextContent('PDF');
  expect(card).toHaveTextContent('100.0 KB');
  const link = within(card).getByRole('link', { name: '下载' });
  expect(link).toHaveAttribute('download', '管理人预留印鉴卡.pdf');
  expect(link.getAttribute('href')).toMatch(/^data:text\/plain/);
});

it('filters by keyword and by category', async () => {
  await mount(PATH);
  await screen.findAllByTestId('stub-row');
  await userEvent.selectOptions(screen.getByTestId('stub-filter-category'), '产品发行');
  expect(rows().map((r) => r.dataset.rowKey)).toEqual(['TPL003', 'TPL004']);
  await userEvent.selectOptions(screen.getByTestId('stub-filter-category'), '');
  fireEvent.change(screen.getByTestId('stub-filter-keyword'), { target: { value: '划款' } });
  await waitFor(() => expect(rows().map((r) => r.dataset.rowKey)).toEqual(['TPL001', 'TPL002']));
  fireEvent.change(screen.getByTestId('stub-filter-keyword'), { target: { value: '不存在' } });
  expect(await screen.findByTestId('stub-empty')).toHaveTextContent('没有符合条件的模板');
});

describeLoadStates({
  stub: stubApp,
  app: 'iservice',
  path: PATH,
  apiPath: 'sys/queryTemplateList',
  emptyData: [],
  emptyText: '没有符合条件的模板',
});
