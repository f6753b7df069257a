/**
 * Development and demo builds: the frame says which areas load from an entry override (and
 * which overrides were refused), with a way to clear each; clearing reloads the page, since
 * qiankun keeps what it loaded (test ids entry-override, entry-override-clear).
 */
import { Button } from 'antd';
import { createPortal } from 'react-dom';
import { MICRO_APPS } from '@contract';
import type { EntryOverride } from '@/config/entry-overrides';
import { clearEntryOverride } from '@/config/entry-overrides';
import { entryOverrideKey } from '@/policy/entry-override';
import { reloadPage } from '@/lib/page-reload';

const BAR_STYLE = {
  position: 'fixed',
  left: 12,
  bottom: 12,
  zIndex: 1100,
  maxWidth: 520,
  padding: '8px 12px',
  borderRadius: 6,
  background: '#fffbe6',
  border: '1px solid #ffe58f',
  boxShadow: '0 2px 8px rgba(0, 0, 0, 0.15)',
  fontSize: 13,
  lineHeight: 1.6,
} as const;

function line({ app, verdict }: EntryOverride): string {
  const area = `${MICRO_APPS[app].title}（${app}）`;
  return verdict.kind === 'accepted'
    ? `开发调试：${area}正从 ${verdict.entry} 加载`
    : `开发调试：${entryOverrideKey(app)} 已忽略（${verdict.reason}）`;
}

export function EntryOverrideNotice({ overrides }: { overrides: readonly EntryOverride[] }) {
  if (overrides.length === 0) return null;
  const clear = (override: EntryOverride) => {
    clearEntryOverride(override.app);
    reloadPage();
  };
  return createPortal(
    <div role="status" data-testid="entry-override" style={BAR_STYLE}>
      {overrides.map((override) => (
        <div key={override.app} data-app={override.app} data-kind={override.verdict.kind}>
          {line(override)}{' '}
          <Button
            size="small"
            type="link"
            data-testid="entry-override-clear"
            onClick={() => clear(override)}
          >
            清除并刷新
          </Button>
        </div>
      ))}
    </div>,
    document.body,
  );
}
