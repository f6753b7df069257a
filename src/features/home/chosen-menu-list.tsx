/** The chosen common menus, in display order, each movable up or down and removable. */
import { ArrowDownOutlined, ArrowUpOutlined, CloseOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Tooltip, Typography } from 'antd';

export interface ChosenEntry {
  key: string;
  name: string;
  /** Where it sits in the menu, e.g. 产品运营 / 产品管理 ('' when unknown) */
  trail: string;
}

export function ChosenMenuList({
  entries,
  onMove,
  onRemove,
}: {
  entries: ChosenEntry[];
  onMove: (index: number, delta: -1 | 1) => void;
  onRemove: (key: string) => void;
}) {
  if (entries.length === 0) {
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description="暂未设置常用菜单，请在右侧勾选"
        data-testid="menu-set-chosen-empty"
      />
    );
  }
  return (
    <ol data-testid="menu-set-chosen" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {entries.map((entry, index) => (
        <li
          key={entry.key}
          data-testid="menu-set-chosen-item"
          data-key={entry.key}
          style={{ padding: '8px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}
        >
          <Flex align="center" gap={8}>
            <Typography.Text type="secondary" style={{ width: 24, textAlign: 'right' }}>
              {index + 1}.
            </Typography.Text>
            <Flex vertical style={{ flex: 1, minWidth: 0 }}>
              <Typography.Text strong ellipsis>
                {entry.name}
              </Typography.Text>
              {entry.trail && (
                <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis>
                  {entry.trail}
                </Typography.Text>
              )}
            </Flex>
            <Tooltip title="上移">
              <Button
                type="text"
                size="small"
                icon={<ArrowUpOutlined />}
                aria-label={`上移 ${entry.name}`}
                disabled={index === 0}
                onClick={() => onMove(index, -1)}
              />
            </Tooltip>
            <Tooltip title="下移">
              <Button
                type="text"
                size="small"
                icon={<ArrowDownOutlined />}
                aria-label={`下移 ${entry.name}`}
                disabled={index === entries.length - 1}
                onClick={() => onMove(index, 1)}
              />
            </Tooltip>
            <Tooltip title="移除">
              <Button
                type="text"
                size="small"
                danger
                icon={<CloseOutlined />}
                aria-label={`移除 ${entry.name}`}
                onClick={() => onRemove(entry.key)}
              />
            </Tooltip>
          </Flex>
        </li>
      ))}
    </ol>
  );
}
