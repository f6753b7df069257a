import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ITEM_PAGE_SIZE, ItemList, ItemRow } from './item-list';

const rows = (count: number) => Array.from({ length: count }, (_, i) => `行 ${i}`);

function List({ items, pageSize }: { items: string[]; pageSize?: number }) {
  return (
    <ItemList
      data-testid="list"
      items={items}
      pageSize={pageSize}
      rowKey={(item) => item}
      renderItem={(item, index) => (
        <ItemRow data-testid="row" data-index={index}>
          {item}
        </ItemRow>
      )}
    />
  );
}

describe('ItemList', () => {
  it('a short list shows every row and no pager', () => {
    render(<List items={rows(ITEM_PAGE_SIZE)} />);
    expect(screen.getAllByTestId('row')).toHaveLength(ITEM_PAGE_SIZE);
    expect(screen.queryByRole('list', { name: /pagination/i })).toBeNull();
    expect(document.querySelector('.ant-pagination')).toBeNull();
  });

  it('a long list shows one page of 20 at a time, with a pager', async () => {
    const user = userEvent.setup();
    render(<List items={rows(12_000)} />);
    expect(ITEM_PAGE_SIZE).toBe(20);
    expect(screen.getAllByTestId('row')).toHaveLength(20);
    expect(screen.getAllByTestId('row')[0]).toHaveTextContent('行 0');
    await user.click(screen.getByTitle(/下一页|Next Page/));
    const second = screen.getAllByTestId('row');
    expect(second).toHaveLength(20);
    expect(second[0]).toHaveTextContent('行 20');
    expect(second[0]).toHaveAttribute('data-index', '20');
  });

  it('a page size of its own', () => {
    render(<List items={rows(7)} pageSize={6} />);
    const list = screen.getByTestId('list');
    expect(within(list).getAllByTestId('row')).toHaveLength(6);
  });
});
