/**
 * The user's own data in the personal centre (spec 7.1 user/profile), read from the server; the
 * e-mail is edited in place (./email-editor.tsx, POST user/profile).
 */
import { Descriptions, Skeleton, Typography } from 'antd';
import { LoadFailed } from '@/components/load-failed';
import { EmailEditor } from '@/features/layout/email-editor';
import type { UserProfile } from '@/api/auth';
import { useApiDispatch } from '@/state/api-slice';
import { sectionLoad } from '@/state/load-state';
import { layoutApi, useProfileQuery } from './layout-api';

export function ProfilePanel() {
  const { state, retry } = sectionLoad(useProfileQuery());
  const updateCache = useApiDispatch();
  const replace = (profile: UserProfile) =>
    updateCache(layoutApi.util.updateQueryData('profile', undefined, () => profile));

  return (
    <section aria-labelledby="profile-panel-title" data-testid="profile-panel">
      <Typography.Title level={5} id="profile-panel-title" style={{ marginTop: 0 }}>
        基本信息
      </Typography.Title>
      {state.status === 'loading' && <Skeleton active />}
      {state.status === 'failed' && (
        <LoadFailed title="个人信息加载失败" message={state.message} onRetry={retry} />
      )}
      {state.status === 'ready' && (
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label="用户名">{state.data.userName}</Descriptions.Item>
          <Descriptions.Item label="姓名">{state.data.realName || '—'}</Descriptions.Item>
          <Descriptions.Item label="所属机构">{state.data.instName}</Descriptions.Item>
          <Descriptions.Item label="角色">
            {state.data.roleNames.join('、') || '—'}
          </Descriptions.Item>
          <Descriptions.Item label="手机号码">{state.data.mobile || '—'}</Descriptions.Item>
          <Descriptions.Item label="电子邮箱">
            <EmailEditor email={state.data.email} onSaved={replace} />
          </Descriptions.Item>
          <Descriptions.Item label="上次登录">{state.data.lastLoginTime || '—'}</Descriptions.Item>
        </Descriptions>
      )}
    </section>
  );
}
