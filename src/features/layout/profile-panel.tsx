/**
 * The user's own data in the personal centre (spec 7.1 user/profile), read from the server; the
 * e-mail is edited in place (./email-editor.tsx, POST user/profile).
 */
import { Descriptions, Typography } from 'antd';
import { LoadView } from '@/components/load-view';
import { EmailEditor } from '@/features/layout/email-editor';
import { useSectionLoad } from '@/state/load-state';
import { useProfileQuery } from './layout-api';

export function ProfilePanel() {
  const load = useSectionLoad(useProfileQuery());

  return (
    <section aria-labelledby="profile-panel-title" data-testid="profile-panel">
      <Typography.Title level={5} id="profile-panel-title" style={{ marginTop: 0 }}>
        基本信息
      </Typography.Title>
      <LoadView load={load} failedTitle="个人信息加载失败">
        {(profile) => (
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label="用户名">{profile.userName}</Descriptions.Item>
            <Descriptions.Item label="姓名">{profile.realName || '—'}</Descriptions.Item>
            <Descriptions.Item label="所属机构">{profile.instName}</Descriptions.Item>
            <Descriptions.Item label="角色">
              {profile.roleNames.join('、') || '—'}
            </Descriptions.Item>
            <Descriptions.Item label="手机号码">{profile.mobile || '—'}</Descriptions.Item>
            <Descriptions.Item label="电子邮箱">
              <EmailEditor email={profile.email} />
            </Descriptions.Item>
            <Descriptions.Item label="上次登录">{profile.lastLoginTime || '—'}</Descriptions.Item>
          </Descriptions>
        )}
      </LoadView>
    </section>
  );
}
