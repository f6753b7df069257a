/**
 * The keyboard way to order the task types (the tabs can also be dragged): each type with
 * 上移 and 下移 buttons; every move is saved at once by the task centre.
 */
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import type { HomeTaskType, HomeTaskTypeCount } from '@/api/home';
import { ItemList, ItemRow } from '@/components/item-list';

export function TaskTypeOrder({
  types,
  saving,
  onMove,
}: {
  types: HomeTaskTypeCount[];
  saving: boolean;
  onMove: (index: number, delta: number) => void;
}) {
  return (
    <ItemList
      bordered
      data-testid="task-order-panel"
      header={
        <Typography.Text type="secondary">
          调整任务类型的顺序（保存后下次登录仍然有效）
        </Typography.Text>
      }
      items={types}
      rowKey={(type) => type.taskType}
      renderItem={(type, index) => (
        <ItemRow
          data-testid="task-order-item"
          data-type={type.taskType satisfies HomeTaskType}
          actions={
            <>
              <Button
                size="small"
                icon={<ArrowUpOutlined />}
                aria-label={`上移 ${type.typeName}`}
                disabled={saving || index === 0}
                onClick={() => onMove(index, -1)}
              />
              <Button
                size="small"
                icon={<ArrowDownOutlined />}
                aria-label={`下移 ${type.typeName}`}
                disabled={saving || index === types.length - 1}
                onClick={() => onMove(index, 1)}
              />
            </>
          }
        >
          {index + 1}. {type.typeName}
        </ItemRow>
      )}
    />
  );
}
