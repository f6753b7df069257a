/** The home page (spec 1). Its sections (tasks, calendar, products...) arrive with the home issue. */
import { Card, Typography } from 'antd';
import { useAppSelector } from '@/state/hooks';
import { selectUser } from '@/state/session-slice';

export default function HomePage() {
  const user = useAppSelector(selectUser);
  return (
    <Card data-testid="home-page">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        欢迎，{user?.realName || user?.userName}
      </Typography.Title>
      <Typography.Text type="secondary">当前机构：{user?.instName}</Typography.Text>
    </Card>
  );
}
