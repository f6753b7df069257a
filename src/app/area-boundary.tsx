/**
 * An error boundary around one area of the signed-in frame: the
 * sub-application host, the chat panel, the watermark. A render error there shows a small
 * recoverable panel with a retry in that area, is reported to the console and the tracker
 * (`page_error`, reason `area`), and leaves the rest of the frame — the menu, the tabs, the page —
 * working. (A page's own errors are the routes' errorElement: src/app/route-error.tsx.)
 */
import { Button } from 'antd';
import { Component, type ReactNode } from 'react';
import { StatusPanel } from '@/components/lookalikes/status-panel';
import { appTracker } from '@/lib/app-tracker';
import { PAGE_ERROR_EVENT } from './route-error';

interface Props {
  /** Which area, for the report (e.g. micro, chat) */
  area: string;
  /** What the user reads: e.g. 子应用区域出错了 */
  title: string;
  /** Where the panel goes (e.g. a portal into the sub-application container); inline by default */
  place?: (panel: ReactNode) => ReactNode;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

export class AreaBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error): void {
    console.error(`[area] ${this.props.area} error`, error);
    appTracker.track(PAGE_ERROR_EVENT, {
      path: window.location.pathname,
      reason: 'area',
      area: this.props.area,
      message: error.message,
    });
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    const panel = (
      <StatusPanel
        status="warning"
        data-testid="area-error"
        data-area={this.props.area}
        title={this.props.title}
        subTitle="其他功能不受影响，可重试或稍后再试。"
        extra={
          <Button type="primary" onClick={() => this.setState({ error: null })}>
            重试
          </Button>
        }
      />
    );
    return this.props.place ? this.props.place(panel) : panel;
  }
}
