/** Any unknown path (spec 2.1): the 'page lost' page. */
import { Button, Result } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '@/config/paths';

export default function NotFoundPage() {
  const navigate = useNavigate();
  useEffect(() => {
    document.title = '404 - 基金管理人服务平台';
  }, []);
  return (
    <div data-testid="page-404">
      <Result
        status="404"
        title="404"
        subTitle="页面丢失了"
        extra={
          <Button type="primary" onClick={() => navigate(PATHS.home)}>
            返回首页
          </Button>
        }
      />
    </div>
  );
}
