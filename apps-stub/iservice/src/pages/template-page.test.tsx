/** 合同模板管理 against the mock API: the eight templates, by keyword and by category. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describeLoadStates, expectRow, rowByKey, stubPage } from '../../../kit/testing-states';
import { stubApp } from '../stub-app';

const PATH = '/iservice/htgl/htmbgl';
const page = stubPage({ stub: stubApp, app: 'iservice', path: PATH, name: '合同模板管理' });

it('lists the templates with their size and a download link', async () => {
  expect(await page.open()).toHaveLength(8);
  expectRow('TPL007', '管理人预留印鉴卡', '账户管理', 'PDF', '100.0 KB');
  const link = within(rowByKey('TPL007')).getByRole('link', { name: '下载' });
  expect(link).toHaveAttribute('download', '管理人预留印鉴卡.pdf');
  expect(link.getAttribute('href')).toMatch(/^data:text\/plain/);
});

it('filters by keyword and by category', async () => {
  await page.open();
  await userEvent.selectOptions(screen.getByTestId('stub-filter-category'), '产品发行');
  expect(page.rows().map((r) => r.dataset.rowKey)).toEqual(['TPL003', 'TPL004']);
  await userEvent.selectOptions(screen.getByTestId('stub-filter-category'), '');
  page.filter('keyword', '划款');
  await waitFor(() =>
    expect(page.rows().map((r) => r.dataset.rowKey)).toEqual(['TPL001', 'TPL002']),
  );
  page.filter('keyword', '不存在');
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
