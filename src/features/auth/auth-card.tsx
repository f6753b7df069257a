/** The frame of the signed-out screens: system title above a card. */
import { Alert, Button } from 'antd';
import type { ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import {
  loadSysConfig,
  selectSysConfigError,
  selectSysConfigStatus,
  selectSystemTitle,
} from '@/state/sys-config-slice';

export function AuthCard({
  heading,
  width = 420,
  children,
}: {
  heading: string;
  width?: number;
  children: ReactNode;
}) {
  const dispatch = useAppDispatch();
  const title = useAppSelector(selectSystemTitle);
  const status = useAppSelector(selectSysConfigStatus);
  const error = useAppSelector(selectSysConfigError);

  return (
    <main
      style={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        background: 'linear-gradient(135deg, #e8eef8 0%, #f5f7fb 100%)',
        padding: 16,
      }}
    >
      <div style={{ width, maxWidth: '100%' }}>
        {/* Plain headings: antd's Typography brings its copy and edit parts. The page's outline
            is the system's name (h1), then the card's task (h2), no level skipped. */}
        <h1
          data-testid="login-system-title"
          style={{
            textAlign: 'center',
            color: '#1f4e9c',
            fontSize: 30,
            fontWeight: 600,
            margin: '0 0 20px',
          }}
        >
          {title}
        </h1>
        {/* A plain panel: antd's Card imports Tabs (and with it Menu, Dropdown, Trigger). */}
        <section
          style={{
            background: '#fff',
            borderRadius: 8,
            padding: 24,
            boxShadow: '0 1px 2px rgba(0, 0, 0, 0.03), 0 2px 8px rgba(0, 0, 0, 0.06)',
          }}
        >
          <h2
            style={{
              margin: '0 0 12px',
              fontSize: 20,
              fontWeight: 600,
              color: 'rgba(0, 0, 0, 0.88)',
            }}
          >
            {heading}
          </h2>
          {status === 'failed' && (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 16 }}
              title={`系统配置加载失败：${error ?? '网络异常'}`}
              action={
                <Button size="small" onClick={() => void dispatch(loadSysConfig())}>
                  重试
                </Button>
              }
            />
          )}
          {children}
        </section>
      </div>
    </main>
  );
}
