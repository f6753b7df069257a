/**
 * A page of the task centre's tasks (all, or one type): each opens its page — marked read for
 * the user first (sys/task/updateHomeTasksCenterRead), then the page of its relation
 * (queryHomeTasksCenterRelation) within the portal. 全部已读 marks the page's unread tasks read.
 * The first page of 全部 is the section's counts answer (its call asks for it); a type's page is
 * asked here.
 */
import { Badge, Button, Flex, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { authMessage } from '@/api/auth-codes';
import {
  queryHomeTasksCenterRelation,
  updateHomeTasksCenterRead,
  type HomeTaskItem,
  type HomeTaskType,
  type HomeTasksCenter,
} from '@/api/home';
import { ItemList, ItemMeta, ItemRow } from '@/components/item-list';
import { formatDate } from '@/lib/date-format';
import { useApiDispatch } from '@/state/api-slice';
import { useSectionLoad, type LoadState } from '@/state/load-state';
import { homeApi, TASK_PAGE_SIZE, useTasksQuery } from './home-api';
import { SectionBody } from './home-section';
import { RowTitleButton } from './row-title-button';
import { useFeedback } from '@/lib/feedback';

export function TaskList({
  taskType,
  allPage,
  onRead,
}: {
  /** One type's tasks, or null for 全部 */
  taskType: HomeTaskType | null;
  /** The first page of 全部 (the section's counts answer), given with a null taskType */
  allPage?: HomeTasksCenter;
  /**
   * Tasks newly read, and the unread count the server now holds: the section marks them in its
   * counts and in the page of 全部.
   */
  onRead: (tasks: HomeTaskItem[], unreadCount: number) => void;
}) {
  const { message } = useFeedback();
  const navigate = useNavigate();
  const query = taskType ? { pageSize: TASK_PAGE_SIZE, taskType } : { pageSize: TASK_PAGE_SIZE };
  const own = useSectionLoad(useTasksQuery(query, { skip: !!allPage }));
  const given = useMemo((): LoadState<HomeTasksCenter> | null => {
    return allPage ? { status: 'ready', data: allPage } : null;
  }, [allPage]);
  const load = given ? { state: given, retry: own.retry } : own;
  const updateCache = useApiDispatch();
  const replace = (page: HomeTasksCenter) =>
    updateCache(homeApi.util.updateQueryData('tasks', query, () => page));
  const [busy, setBusy] = useState<string | null>(null);

  const markRead = async (page: HomeTasksCenter, tasks: HomeTaskItem[]): Promise<boolean> => {
    const unread = tasks.filter((t) => !t.read);
    if (unread.length === 0) return true;
    const answer = await updateHomeTasksCenterRead(unread.map((t) => t.taskId));
    if (!answer || answer.code !== 0) {
      void message.error(authMessage(answer, '标记已读失败'));
      return false;
    }
    if (!allPage) {
      const ids = new Set(unread.map((t) => t.taskId));
      replace({
        ...page,
        list: page.list.map((t) => (ids.has(t.taskId) ? { ...t, read: true } : t)),
        unreadCount: answer.data.unreadCount,
      });
    }
    onRead(unread, answer.data.unreadCount);
    return true;
  };

  const open = async (page: HomeTasksCenter, task: HomeTaskItem) => {
    setBusy(task.taskId);
    try {
      await markRead(page, [task]);
      const relation = await queryHomeTasksCenterRelation(task.taskId);
      if (!relation || relation.code !== 0) {
        void message.error(authMessage(relation, '任务页面打开失败'));
        return;
      }
      void navigate(relation.data.url);
    } finally {
      setBusy(null);
    }
  };

  return (
    <SectionBody load={load} failedTitle="任务加载失败" emptyText="暂无任务" rows={4}>
      {(page) => (
        <>
          <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
            <Typography.Text type="secondary">
              共 {page.total} 项，未读 {page.list.filter((t) => !t.read).length} 项（本页）
            </Typography.Text>
            <Button
              size="small"
              disabled={page.list.every((t) => t.read)}
              onClick={() => {
                void markRead(page, page.list).then((done) => {
                  if (done) void message.success('已全部标记为已读');
                });
              }}
            >
              本页全部已读
            </Button>
          </Flex>
          <ItemList
            items={page.list}
            rowKey={(task) => task.taskId}
            renderItem={(task) => (
              <ItemRow
                data-testid="task-item"
                data-task-id={task.taskId}
                data-read={task.read ? 'true' : 'false'}
              >
                <ItemMeta
                  title={
                    <Flex gap={6} align="center" wrap>
                      {!task.read && (
                        <span role="img" aria-label="未读" style={{ display: 'inline-flex' }}>
                          <Badge status="error" />
                        </span>
                      )}
                      <Tag>{task.typeName}</Tag>
                      {task.urgent && <Tag color="red">紧急</Tag>}
                      <RowTitleButton
                        loading={busy === task.taskId}
                        onClick={() => void open(page, task)}
                      >
                        {task.title}
                      </RowTitleButton>
                    </Flex>
                  }
                  description={
                    <span>
                      {task.content} · 截止 {formatDate(task.deadline)}
                    </span>
                  }
                />
              </ItemRow>
            )}
          />
        </>
      )}
    </SectionBody>
  );
}
