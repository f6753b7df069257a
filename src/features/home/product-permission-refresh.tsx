/**
 * 刷新产品权限 (spec 6, 7.2): asks the server to recompute the user's product permission
 * (user/refreshProdPermission), then the product list and permission load again, so a product
 * granted since the last recomputation is offered; `onRefreshed` reloads the section's own data.
 */
import { SyncOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useClickGuard } from '@/components/use-click-guard';
import { useFeedback } from '@/lib/feedback';
import { apiErrorOf } from '@/state/api-result';
import { useRefreshProductPermissionMutation } from '@/state/biz-queries';

export function ProductPermissionRefresh({ onRefreshed }: { onRefreshed: () => Promise<void> }) {
  const { message } = useFeedback();
  const [refresh] = useRefreshProductPermissionMutation();
  const { run, busy } = useClickGuard(async () => {
    // Accepted, it invalidates the product data: the list and permission load again.
    const answer = await refresh();
    if (answer.error) {
      void message.error(apiErrorOf(answer.error).message);
      return false;
    }
    await onRefreshed();
    void message.success(answer.data);
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
