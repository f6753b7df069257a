/**
 * The host's messages inside the sub-application area (test ids: subapp-error with data-reason
 * flags, start or entry (data-app and data-phase), and its retry button subapp-retry;
 * subapp-loading while waiting; subapp-crashed over an app that threw, with subapp-reload).
 */
import { Alert, Button, Spin } from 'antd';
import { StatusPanel } from '@/components/lookalikes/status-panel';
import { MICRO_APPS } from '@contract';
import { LOADING_FLAG_LABELS } from '@/state/loading-flags';
import { PHASE_LABELS } from '@/features/micro/app-phases';
import { technicalDetail } from '@/features/micro/error-report';
import type { HostPanel } from '@/features/micro/panel-of';
import { PlainText } from '@/components/lookalikes/plain-typography';

function Loading({ text }: { text: string }) {
  return (
    <div data-testid="subapp-loading" style={{ padding: 48, textAlign: 'center' }}>
      <Spin description={text}>
        <div style={{ minHeight: 80 }} />
      </Spin>
    </div>
  );
}

/** A failure with its plain sentence and, below it, the technical detail for support. */
function Explained({ sentence, detail }: { sentence: string; detail: string }) {
  return (
    <>
      {sentence}
      <PlainText type="secondary" style={{ display: 'block' }}>
        {detail}
      </PlainText>
    </>
  );
}

export function SubappPanel({ panel, onRetry }: { panel: HostPanel; onRetry: () => void }) {
  const retry = (
    <Button type="primary" data-testid="subapp-retry" onClick={onRetry}>
      重试
    </Button>
  );
  switch (panel.kind) {
    case 'waiting':
      return (
        <Loading text={`正在加载${panel.pending.map((f) => LOADING_FLAG_LABELS[f]).join('、')}…`} />
      );
    case 'app-loading':
      return <Loading text={`正在加载${MICRO_APPS[panel.app].title}…`} />;
    case 'flags-failed':
      return (
        <StatusPanel
          status="warning"
          data-testid="subapp-error"
          data-reason="flags"
          title="业务数据加载失败，暂时无法打开此页面"
          subTitle={panel.failed.map(({ flag, message }) => (
            <div key={flag} data-flag={flag}>
              {LOADING_FLAG_LABELS[flag]}：{message}
            </div>
          ))}
          extra={retry}
        />
      );
    case 'start-failed':
      return (
        <StatusPanel
          status="error"
          data-testid="subapp-error"
          data-reason="start"
          title="子应用框架加载失败"
          subTitle={
            <Explained sentence="请检查网络后重试，其他功能不受影响。" detail={panel.message} />
          }
          extra={retry}
        />
      );
    case 'app-failed':
      return (
        <StatusPanel
          status="error"
          data-testid="subapp-error"
          data-reason="entry"
          data-app={panel.app}
          data-phase={panel.phase}
          title={`${MICRO_APPS[panel.app].title}暂时无法访问`}
          subTitle={
            <Explained
              sentence={`子应用${PHASE_LABELS[panel.phase]}失败，请稍后重试，其他功能不受影响。`}
              detail={technicalDetail(panel.message)}
            />
          }
          extra={retry}
        />
      );
    case 'app-crashed':
      return (
        <Alert
          type="warning"
          showIcon
          data-testid="subapp-crashed"
          data-app={panel.app}
          title={`${MICRO_APPS[panel.app].title}运行出错，部分功能可能无法使用`}
          description={technicalDetail(panel.message)}
          action={
            <Button size="small" data-testid="subapp-reload" onClick={onRetry}>
              重新加载
            </Button>
          }
        />
      );
  }
}
