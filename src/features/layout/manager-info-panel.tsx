/**
 * 管理人信息 in the personal centre (spec 7.4 POST sys/queryGqManagerInfo, 7.1 POST
 * user/admin/auth): the institution the user works for as the platform knows it (credit code,
 * association code, manager class KHFL, level FJMC, products, assets under management, the
 * business-permission mode of spec 6), and whether the user administers it. A fund manager's
 * staff is asked for these in every filing; here they read them without asking their
 * administrator.
 */
import { Button, Descriptions, Typography } from 'antd';
import type { AdminAuth } from '@/api/auth';
import { LoadView } from '@/components/load-view';
import { formatAmount } from '@/lib/money';
import { useSectionLoad } from '@/state/load-state';
import { useAdminAuthQuery, useManagerInfoQuery } from './layout-api';

/** Spec 6: the two business-permission modes. */
const MODE_NAMES: Record<AdminAuth['permissionMode'], string> = {
  isolated: '业务权限隔离（管理员仅管理用户与权限）',
  normal: '业务权限不隔离（管理员拥有全部业务功能与产品权限）',
};

/** Spec 3: level (FJMC) A or B means the manager is guided. */
const fjmcText = (fjmc: string) =>
  fjmc === 'A' || fjmc === 'B' ? `${fjmc}（辅导类）` : fjmc || '—';

function AdminRight() {
  const { state, retry } = useSectionLoad(useAdminAuthQuery());
  if (state.status === 'loading')
    return <Typography.Text type="secondary">查询中…</Typography.Text>;
  if (state.status === 'failed') {
    return (
      <Typography.Text type="danger">
        {state.message}
        <Button type="link" size="small" onClick={retry}>
          重试
        </Button>
      </Typography.Text>
    );
  }
  return <span data-testid="admin-right">{state.data.isAdmin ? '有（本机构管理员）' : '无'}</span>;
}

export function ManagerInfoPanel() {
  const load = useSectionLoad(useManagerInfoQuery());
  return (
    <section aria-labelledby="manager-info-title" data-testid="manager-info-panel">
      <Typography.Title level={5} id="manager-info-title" style={{ marginTop: 0 }}>
        管理人信息
      </Typography.Title>
      <LoadView load={load} failedTitle="管理人信息加载失败">
        {(info) => (
          <Descriptions column={{ xs: 1, lg: 2 }} bordered size="small">
            <Descriptions.Item label="管理人名称">{info.instName}</Descriptions.Item>
            <Descriptions.Item label="统一社会信用代码">{info.creditCode || '—'}</Descriptions.Item>
            <Descriptions.Item label="协会登记编号">{info.amacCode || '—'}</Descriptions.Item>
            <Descriptions.Item label="管理人类别">{info.khflName || '—'}</Descriptions.Item>
            <Descriptions.Item label="分级">{fjmcText(info.fjmc)}</Descriptions.Item>
            <Descriptions.Item label="在管产品">{info.productCount} 只</Descriptions.Item>
            <Descriptions.Item label="在管规模">{formatAmount(info.aum)} 元</Descriptions.Item>
            <Descriptions.Item label="权限模式">
              {MODE_NAMES[info.permissionMode]}
            </Descriptions.Item>
            <Descriptions.Item label="管理员权限">
              <AdminRight />
            </Descriptions.Item>
          </Descriptions>
        )}
      </LoadView>
    </section>
  );
}
