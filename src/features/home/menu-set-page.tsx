/**
 * /menuSet (spec 2.1, 3, 7.2): the user's common menus. The saved list comes from
 * sys/queryCommonMenu; the candidates are the visible page entries (and external links) of the
 * user's menu, grouped by area. The chosen list can be reordered; at most 12; saving sends
 * sys/updateCommonMenuNew, reset goes back to what is saved. A failed save keeps the choice.
 */
import { SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Flex, Row, Skeleton, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { authMessage } from '@/api/auth-codes';
import { updateCommonMenu } from '@/api/menu';
import { LoadFailed } from '@/components/load-failed';
import { useClickGuard } from '@/components/use-click-guard';
import { CandidateMenuPanel } from '@/features/home/candidate-menu-panel';
import { ChosenMenuList, type ChosenEntry } from '@/features/home/chosen-menu-list';
import {
  candidateGroups,
  COMMON_MENU_LIMIT,
  COMMON_MENU_LIMIT_MESSAGE,
  moveEntry,
  sameKeys,
} from '@/features/home/menu-candidates';
import { useApiDispatch } from '@/state/api-slice';
import { useAppSelector } from '@/state/hooks';
import { useSectionLoad } from '@/state/load-state';
import { homeApi, useCommonMenuQuery } from '@/features/home/home-api';
import { selectMenuTree } from '@/state/access-slice';
import { useFeedback } from '@/lib/feedback';

export default function MenuSetPage() {
  const { message } = useFeedback();
  const tree = useAppSelector(selectMenuTree);
  const { state, retry } = useSectionLoad(useCommonMenuQuery());
  const updateCache = useApiDispatch();
  /** The user's unsaved choice; null while it equals what is saved. */
  const [draft, setDraft] = useState<string[] | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);

  const groups = useMemo(() => (tree ? candidateGroups(tree) : []), [tree]);
  const saved = useMemo(
    () => (state.status === 'ready' ? state.data.map((menu) => menu.key) : []),
    [state],
  );
  const chosen = draft ?? saved;
  const dirty = draft !== null && !sameKeys(draft, saved);

  const entries: ChosenEntry[] = useMemo(() => {
    const known = new Map<string, ChosenEntry>();
    for (const group of groups) {
      for (const e of group.entries) known.set(e.key, { key: e.key, name: e.name, trail: e.trail });
    }
    const savedMenus = state.status === 'ready' ? state.data : [];
    return chosen.map(
      (key) =>
        known.get(key) ?? {
          key,
          name: savedMenus.find((menu) => menu.key === key)?.name ?? key,
          trail: '',
        },
    );
  }, [chosen, groups, state]);

  const change = (next: string[]) => {
    setDraft(next);
    setSaveError(null);
  };

  // Stable, so that only the candidate area that changed re-renders.
  const toggle = useCallback(
    (key: string, checked: boolean) => {
      setSaveError(null);
      setDraft((previous) => {
        const current = previous ?? saved;
        if (!checked) return current.filter((k) => k !== key);
        if (current.includes(key) || current.length >= COMMON_MENU_LIMIT) return current;
        return [...current, key];
      });
    },
    [saved],
  );
  const refuseMore = useCallback(() => void message.warning(COMMON_MENU_LIMIT_MESSAGE), [message]);

  const save = useClickGuard(async () => {
    setSaveError(null);
    const keys = [...chosen];
    const response = await updateCommonMenu(keys);
    if (response && response.code === 0) {
      updateCache(homeApi.util.updateQueryData('commonMenu', undefined, () => response.data));
      setDraft(null);
      void message.success(response.message || '保存成功');
      return true;
    }
    setSaveError(
      response === false ? '保存失败：网络异常，请稍后重试' : authMessage(response, '保存失败'),
    );
    // A refusal or a network failure keeps the choice and frees the button at once.
    return false;
  });

  const reset = () => {
    setDraft(null);
    setSaveError(null);
  };

  return (
    <Card title="常用菜单设置" data-testid="menu-set-page">
      {state.status === 'failed' && (
        <LoadFailed title="常用菜单加载失败" message={state.message} onRetry={retry} />
      )}
      {(state.status === 'loading' || (state.status === 'ready' && !tree)) && (
        <Skeleton active paragraph={{ rows: 8 }} />
      )}
      {state.status === 'ready' && tree && (
        <Row gutter={[24, 24]}>
          <Col xs={24} lg={10}>
            <Card
              size="small"
              title="已选常用菜单"
              extra={
                <Typography.Text
                  data-testid="menu-set-count"
                  type={chosen.length >= COMMON_MENU_LIMIT ? 'warning' : 'secondary'}
                  aria-live="polite"
                >
                  {chosen.length}/{COMMON_MENU_LIMIT}
                </Typography.Text>
              }
            >
              <Flex vertical gap={12}>
                <Typography.Text type="secondary">
                  常用菜单显示在首页，最多设置{COMMON_MENU_LIMIT}个，可调整顺序。
                </Typography.Text>
                <ChosenMenuList
                  entries={entries}
                  onMove={(index, delta) => change(moveEntry(chosen, index, delta))}
                  onRemove={(key) => change(chosen.filter((k) => k !== key))}
                />
                {saveError && (
                  <Alert type="error" showIcon title={saveError} data-testid="menu-set-error" />
                )}
                <Flex gap={8} justify="flex-end">
                  <Button icon={<UndoOutlined />} disabled={!dirty} onClick={reset}>
                    重置
                  </Button>
                  <Button
                    type="primary"
                    icon={<SaveOutlined />}
                    disabled={!dirty}
                    loading={save.busy}
                    onClick={() => save.run()}
                    data-testid="menu-set-save"
                  >
                    保存
                  </Button>
                </Flex>
              </Flex>
            </Card>
          </Col>
          <Col xs={24} lg={14}>
            <Card size="small" title="可选菜单">
              <CandidateMenuPanel
                groups={groups}
                chosen={chosen}
                onToggle={toggle}
                onLimit={refuseMore}
              />
            </Card>
          </Col>
        </Row>
      )}
    </Card>
  );
}
