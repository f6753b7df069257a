/** The frame of the error pages (spec 2.1): a code, a sentence, a way home. */
import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '@/config/paths';

export interface ErrorPageProps {
  testId: string;
  status: '403' | '404' | '500' | 'warning' | 'info';
  title: string;
  subTitle: string;
  /** Offer 返回上一页 besides 返回首页. */
  canGoBack?: boolean;
  children?: ReactNode;
}

export function ErrorPage({
  testId,
  status,
  title,
  subTitle,
  canGoBack,
  children,
}: ErrorPageProps) {
  const navigate = useNavigate();
  return (
    <div data-testid={testId}>
      <Result
        status={status}
        title={title}
        subTitle={subTitle}
        extra={[
          <Button key="home" type="primary" onClick={() => navigate(PATHS.home)}>
            返回首页
          </Button>,
          canGoBack && (
            <Button key="back" onClick={() => navigate(-1)}>
              返回上一页
            </Button>
          ),
        ]}
      >
        {children}
      </Result>
    </div>
  );
}
