/**
 * A plain list of rows in semantic markup (antd 6.6 deprecates its List): a `ul` whose rows are
 * `li`, each with its content, an optional `extra` and `actions` at its end, separated by a line;
 * an optional header and border; an empty text when there is nothing to list. Rows keep any
 * data-* or aria-* attribute they are given (the test ids of the pages). A list longer than its
 * page size (ITEM_PAGE_SIZE unless given) shows one page at a time with a pager below, so that a
 * long answer never renders all its rows.
 */
import { Empty, Flex, Pagination, theme } from 'antd';
import {
  createContext,
  useContext,
  useState,
  type CSSProperties,
  type HTMLAttributes,
  type LiHTMLAttributes,
  type ReactNode,
} from 'react';

const RowContext = createContext({ index: 0, bordered: false });

/** Rows shown at once by default. */
export const ITEM_PAGE_SIZE = 20;

export function ItemList<T>({
  items,
  rowKey,
  renderItem,
  header,
  bordered = false,
  emptyText,
  pageSize = ITEM_PAGE_SIZE,
  style,
  ...rest
}: {
  items: readonly T[];
  rowKey: (item: T, index: number) => string;
  /** An ItemRow for the item */
  renderItem: (item: T, index: number) => ReactNode;
  header?: ReactNode;
  bordered?: boolean;
  /** Shown when there are no items (nothing when absent) */
  emptyText?: ReactNode;
  /** Rows per page (ITEM_PAGE_SIZE by default) */
  pageSize?: number;
} & Omit<HTMLAttributes<HTMLDivElement>, 'children'>) {
  const { token } = theme.useToken();
  const [pageNum, setPageNum] = useState(1);
  const pages = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(pageNum, pages);
  const first = (current - 1) * pageSize;
  const shown = items.length > pageSize ? items.slice(first, first + pageSize) : items;
  const frame: CSSProperties = bordered
    ? { border: `1px solid ${token.colorBorder}`, borderRadius: token.borderRadiusLG }
    : {};
  return (
    <div {...rest} style={{ ...frame, ...style }}>
      {header !== undefined && (
        <div
          style={{
            padding: bordered ? '8px 16px' : '8px 0',
            borderBottom: `1px solid ${token.colorSplit}`,
          }}
        >
          {header}
        </div>
      )}
      {items.length === 0 ? (
        emptyText !== undefined && (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
        )
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {shown.map((item, i) => (
            <RowContext key={rowKey(item, first + i)} value={{ index: i, bordered }}>
              {renderItem(item, first + i)}
            </RowContext>
          ))}
        </ul>
      )}
      {items.length > pageSize && (
        <Flex justify="flex-end" style={{ marginTop: 8 }}>
          <Pagination
            size="small"
            simple
            current={current}
            pageSize={pageSize}
            total={items.length}
            onChange={setPageNum}
          />
        </Flex>
      )}
    </div>
  );
}

export function ItemRow({
  actions,
  extra,
  children,
  style,
  ...rest
}: {
  /** Buttons at the end of the row */
  actions?: ReactNode;
  /** Shown at the end of the row, before the actions */
  extra?: ReactNode;
  children: ReactNode;
} & Omit<LiHTMLAttributes<HTMLLIElement>, 'children'>) {
  const { token } = theme.useToken();
  const { index, bordered } = useContext(RowContext);
  return (
    <li
      {...rest}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        padding: bordered ? '8px 16px' : '8px 0',
        borderTop: index > 0 ? `1px solid ${token.colorSplit}` : undefined,
        ...style,
      }}
    >
      <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
      {extra !== undefined && <div style={{ flex: 'none' }}>{extra}</div>}
      {actions !== undefined && (
        <Flex gap={8} align="center" style={{ flex: 'none' }}>
          {actions}
        </Flex>
      )}
    </li>
  );
}

/** A row's title with a secondary description below it. */
export function ItemMeta({ title, description }: { title: ReactNode; description?: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div style={{ minWidth: 0 }}>
      <div style={{ color: token.colorText }}>{title}</div>
      {description !== undefined && (
        <div style={{ color: token.colorTextDescription, marginTop: 2 }}>{description}</div>
      )}
    </div>
  );
}
