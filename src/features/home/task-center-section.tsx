/**
 * 任务中心 (spec 1, 7.5): tabs of the task types in the user's order with their totals and
 * unread counts, all tasks, and the to-do processes. The user reorders the types by dragging a
 * tab onto another, or with the 调整顺序 panel's buttons; the order is saved at once
 * (sys/task/updateHomeTasksCenterCollation) and comes back in that order next time. A failed
 * save puts the old order back.
 */
import { SortAscendingOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { useCallback, useState, type DragEvent } from 'react';
import { authMessage } from '@/api/auth-codes';
import {
  updateHomeTasksCenterCollation,
  type HomeTaskItem,
  type HomeTasksCenter,
  type HomeTaskType,
  type HomeTaskTypeCount,
} from '@/api/home';
import { TabStrip } from '@/components/tab-strip';
import { useApiDispatch } from '@/state/api-slice';
import { useSectionLoad } from '@/state/load-state';
import { homeApi, useTaskCountsQuery } from './home-api';
import { HomeSectionCard, SectionBody } from './home-section';
import { ProcessList } from './process-list';
import { TaskList } from './task-list';
import { dropBefore, moveBy } from './task-order';
import { TaskTypeOrder } from './task-type-order';
import { useFeedback } from '@/lib/feedback';

const ALL = 'all';
const PROCESS = 'process';

export function TaskCenterSection() {
  const { message } = useFeedback();
  const load = useSectionLoad(useTaskCountsQuery());
  const { state } = load;
  const updateCache = useApiDispatch();
  const update = useCallback(
    (recipe: (counts: HomeTasksCenter) => void) =>
      updateCache(homeApi.util.updateQueryData('taskCounts', undefined, recipe)),
    [updateCache],
  );
  const [active, setActive] = useState<string>(ALL);
  const [dragged, setDragged] = useState<HomeTaskType | null>(null);
  const [ordering, setOrdering] = useState(false);
  const [saving, setSaving] = useState(false);

  const saveOrder = useCallback(
    async (next: HomeTaskTypeCount[]) => {
      if (state.status !== 'ready') return;
      const before = state.data.types;
      if (next.every((t, i) => t.taskType === before[i]?.taskType)) return;
      update((counts) => {
        counts.types = next;
      });
      setSaving(true);
      const answer = await updateHomeTasksCenterCollation(next.map((t) => t.taskType));
      setSaving(false);
      if (!answer || answer.code !== 0) {
        update((counts) => {
          counts.types = before;
        });
        void message.error(authMessage(answer, '任务排序保存失败'));
        return;
      }
      void message.success('任务排序已保存');
    },
    [state, update, message],
  );

  /** Tasks read: the counts lowered, and the tasks marked in the page of 全部 (this answer). */
  const onRead = useCallback(
    (tasks: HomeTaskItem[], unreadCount: number) => {
      const ids = new Set(tasks.map((t) => t.taskId));
      update((counts) => {
        counts.unreadCount = unreadCount;
        for (const task of counts.list) if (ids.has(task.taskId)) task.read = true;
        for (const type of counts.types) {
          const read = tasks.filter((x) => x.taskType === type.taskType).length;
          type.unread = Math.max(0, type.unread - read);
        }
      });
    },
    [update],
  );

  const dragProps = (type: HomeTaskTypeCount, types: HomeTaskTypeCount[]) => ({
    draggable: !saving,
    onDragStart: (event: DragEvent) => {
      event.dataTransfer?.setData('text/plain', type.taskType);
      if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move';
      setDragged(type.taskType);
    },
    onDragOver: (event: DragEvent) => {
      if (dragged && dragged !== type.taskType) event.preventDefault();
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      const moved =
        dragged ?? (event.dataTransfer?.getData('text/plain') as HomeTaskType | undefined);
      setDragged(null);
      const from = types.find((t) => t.taskType === moved);
      if (!from || from.taskType === type.taskType) return;
      void saveOrder(dropBefore(types, from, type));
    },
    onDragEnd: () => setDragged(null),
  });

  return (
    <HomeSectionCard
      id="taskCenter"
      title={
        <span>
          任务中心{' '}
          {state.status === 'ready' && (
            <Badge count={state.data.unreadCount} overflowCount={99} title="未读任务" />
          )}
        </span>
      }
      extra={
        <Button
          size="small"
          type={ordering ? 'primary' : 'default'}
          icon={<SortAscendingOutlined />}
          aria-expanded={ordering}
          onClick={() => setOrdering((v) => !v)}
          disabled={state.status !== 'ready'}
        >
          调整顺序
        </Button>
      }
    >
      <SectionBody load={load} failedTitle="任务中心加载失败" rows={5}>
        {(center) => (
          <>
            {ordering && (
              <TaskTypeOrder
                types={center.types}
                saving={saving}
                onMove={(index, delta) => void saveOrder(moveBy(center.types, index, delta))}
              />
            )}
            <TabStrip
              label="任务分类"
              activeKey={active}
              onChange={setActive}
              items={[
                {
                  key: ALL,
                  label: (
                    <span data-testid="task-tab" data-type={ALL}>
                      全部 ({center.types.reduce((sum, t) => sum + t.total, 0)})
                    </span>
                  ),
                },
                ...center.types.map((type) => ({
                  key: type.taskType,
                  label: (
                    <span
                      data-testid="task-tab"
                      data-type={type.taskType}
                      title="拖动可调整顺序"
                      style={{ cursor: 'grab' }}
                      {...dragProps(type, center.types)}
                    >
                      {type.typeName} ({type.total})
                      {type.unread > 0 && (
                        <Badge
                          count={type.unread}
                          size="small"
                          style={{ marginInlineStart: 4 }}
                          title={`${type.unread} 项未读`}
                        />
                      )}
                    </span>
                  ),
                })),
                {
                  key: PROCESS,
                  label: (
                    <span data-testid="task-tab" data-type={PROCESS}>
                      待办流程
                    </span>
                  ),
                },
              ]}
            >
              {active === PROCESS ? (
                <ProcessList />
              ) : (
                <TaskList
                  key={active}
                  taskType={active === ALL ? null : (active as HomeTaskType)}
                  allPage={active === ALL ? center : undefined}
                  onRead={onRead}
                />
              )}
            </TabStrip>
          </>
        )}
      </SectionBody>
    </HomeSectionCard>
  );
}
