/** Switching institution from the user menu (spec 4, 7.1 user/queryInstList and inst/switch/v2). */
import { Alert, Button, Modal, Skeleton, Tag } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { queryInstList, type InstOption } from '@/api/auth';
import { authMessage } from '@/api/auth-codes';
import { ItemList, ItemRow } from '@/components/item-list';
import { useClickGuard } from '@/components/use-click-guard';
import { useAppDispatch } from '@/state/hooks';
import { switchInstitution } from '@/state/session-thunks';
import { useFeedback } from '@/lib/feedback';

export function SwitchInstModal({
  open,
  currentInstId,
  onClose,
  onSwitched,
}: {
  open: boolean;
  currentInstId: string;
  onClose: () => void;
  onSwitched: () => void;
}) {
  const dispatch = useAppDispatch();
  const { message } = useFeedback();
  const [options, setOptions] = useState<InstOption[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!open) return;
    let live = true;
    void queryInstList().then((response) => {
      if (!live) return;
      if (response && response.code === 0 && response.data) {
        setOptions(response.data);
        setError(null);
      } else setError(authMessage(response, '机构列表加载失败'));
    });
    return () => {
      live = false;
    };
  }, [open, attempt]);

  const choose = useCallback(
    async (instId: string) => {
      const outcome = await dispatch(switchInstitution(instId));
      if (outcome === null) return;
      if (outcome.ok) {
        void message.success(outcome.message ?? '切换成功');
        onSwitched();
      } else {
        void message.error(outcome.message);
      }
    },
    [dispatch, message, onSwitched],
  );
  const { run, busy } = useClickGuard(choose);

  return (
    <Modal open={open} title="切换机构" footer={null} onCancel={onClose} destroyOnHidden>
      {!options && !error && <Skeleton active paragraph={{ rows: 2 }} />}
      {error && (
        <Alert
          type="error"
          showIcon
          title={error}
          action={
            <Button size="small" onClick={() => setAttempt((n) => n + 1)}>
              重试
            </Button>
          }
        />
      )}
      {options && (
        <ItemList
          items={options}
          rowKey={(option) => option.instId}
          emptyText="暂无可切换的机构"
          renderItem={(option) => {
            const current = option.instId === currentInstId;
            return (
              <ItemRow>
                <Button
                  type="text"
                  block
                  disabled={current || busy}
                  data-testid="inst-option"
                  style={{ textAlign: 'left' }}
                  onClick={() => run(option.instId)}
                >
                  {option.instName} {current && <Tag color="blue">当前机构</Tag>}
                </Button>
              </ItemRow>
            );
          }}
        />
      )}
    </Modal>
  );
}
