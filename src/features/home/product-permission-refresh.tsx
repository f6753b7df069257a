/**
 * 刷新产品权限 (spec 6, 7.2): asks the server to recompute the user's product permission
 * (user/refreshProdPermission), then the product list and permission load again, so a product
 * granted since the last recomputation is offered; `onRefreshed` reloads the section's own data.
 */
import { SyncOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { authMessage } from '@/api/auth-codes';
import { useClickGuard } from '@/components/use-click-guard';
import { useFeedback } from '@/lib/feedback';
import { refreshProductPermission } from '@/state/product-permission-thunks';
import { useAppDispatch } from '@/state/hooks';

export function ProductPermissionRefresh({ onRefreshed }: { onRefreshed: () => Promise<void> }) {
  const dispatch = useAppDispatch();
  const { message } = useFeedback();
  const { run, busy } = useClickGuard(async () => {
    const answer = await dispatch(refreshProductPermission());
    if (!answer || answer.code !== 0) {
      void message.error(authMessage(answer, '刷新产品权限失败，请稍后重试'));
      return false;
    }
    await onRefreshed();
    void message.success(answer.message || '产品权限已刷新');
    return true;
  });
  return (
    <Button
      size="small"
      icon={<SyncOutlined />}
      data-testid="product-permission-refresh"
      loading={busy}
      onClick={() => run()}
    >
      刷新产品权限
    </Button>
  );
}
