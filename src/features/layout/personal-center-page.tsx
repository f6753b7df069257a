/** Settings/PersonalCenter (spec 2.1, 7.1 user/profile): who the user is, read from the server. */
import { Alert, Button, Card, Descriptions, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { queryProfile, type UserProfile } from '@/api/auth';
import { authMessage } from '@/api/auth-codes';

export default function PersonalCenterPage() {
  const [profile, setProfile] = useState<UserProfile | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    void queryProfile().then((response) => {
      if (!live) return;
      if (response && response.code === 0 && response.data) {
        setProfile(response.data);
        setError(null);
      } else setError(authMessage(response, '个人信息加载失败'));
    });
    return () => {
      live = false;
    };
  }, [attempt]);

  return (
    <Card title="个人中心" data-testid="personal-center-page">
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
      {!profile && !error && <Skeleton active />}
      {profile && (
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label="用户名">{profile.userName}</Descriptions.Item>
          <Descriptions.Item label="姓名">{profile.realName}</Descriptions.Item>
          <Descriptions.Item label="所属机构">{profile.instName}</Descriptions.Item>
          <Descriptions.Item label="角色">{profile.roleNames.join('、') || '—'}</Descriptions.Item>
          <Descriptions.Item label="手机号码">{profile.mobile}</Descriptions.Item>
          <Descriptions.Item label="电子邮箱">{profile.email || '—'}</Descriptions.Item>
          <Descriptions.Item label="上次登录">{profile.lastLoginTime || '—'}</Descriptions.Item>
        </Descriptions>
      )}
    </Card>
  );
}
