/**
 * A full-page message with an icon, a title, a why and actions — what antd's Result shows, for
 * the panels of the entry chunk (route errors, the guard's retries): Result carries its large
 * 403/404/500 illustrations into every page's first download, /login's included.
 */
import { CloseCircleFilled, ExclamationCircleFilled, WarningFilled } from '@ant-design/icons';
import { theme } from 'antd';
import type { HTMLAttributes, ReactNode } from 'react';

export type PanelStatus = 'error' | 'warning' | 'info';

export function StatusPanel({
  status,
  title,
  subTitle,
  extra,
  ...rest
}: {
  status: PanelStatus;
  title: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
} & Omit<HTMLAttributes<HTMLDivElement>, 'title'>) {
  const { token } = theme.useToken();
  const icons: Record<PanelStatus, ReactNode> = {
    error: <CloseCircleFilled style={{ color: token.colorError }} />,
    // Result's icons: WarningFilled for a warning, ExclamationCircleFilled for information.
    warning: <WarningFilled style={{ color: token.colorWarning }} />,
    info: <ExclamationCircleFilled style={{ color: token.colorPrimary }} />,
  };
  return (
    <div
      role={status === 'info' ? 'status' : 'alert'}
      {...rest}
      style={{ padding: '48px 32px', textAlign: 'center', ...rest.style }}
    >
      <div aria-hidden style={{ fontSize: 72, lineHeight: 1, marginBottom: 24 }}>
        {icons[status]}
      </div>
      <div style={{ fontSize: 24, lineHeight: 1.33, color: token.colorText }}>{title}</div>
      {subTitle !== undefined && (
        <div style={{ marginTop: 4, fontSize: 14, color: token.colorTextDescription }}>
          {subTitle}
        </div>
      )}
      {extra !== undefined && <div style={{ marginTop: 24 }}>{extra}</div>}
    </div>
  );
}
