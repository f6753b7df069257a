/**
 * The home hints with memory (spec 3 confirm flags; issue 7 item 9): the multi-card product
 * notice and the new-share subscription hint of sys/queryTipsConfigList, each shown inline at
 * the top of the home page (not a modal: the tax pop-up is one) until the user confirms it;
 * confirming sets its local-storage flag, so it stays hidden after a reload. Which hints are due:
 * src/policy/home-hints.ts. The hints never block the page: while loading, and when the call
 * fails, nothing shows.
 */
import { Alert, Button, Flex } from 'antd';
import { useMemo, useState } from 'react';
import { queryTipsConfigList } from '@/api/system';
import type { TipConfig } from '@/api/system-types';
import { useApiLoad } from '@/components/use-api-load';
import { storedHintFlag, storeHintFlag } from '@/lib/browser-storage';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { dueHints, HINT_CONFIRMED } from '@/policy/home-hints';

const loadHints = () => queryTipsConfigList();

function HomeHint({ hint, onConfirm }: { hint: TipConfig; onConfirm: () => void }) {
  const html = useMemo(() => sanitizeHtml(hint.content), [hint.content]);
  return (
    <Alert
      type="info"
      showIcon
      data-testid="home-hint"
      data-tip={hint.tipKey}
      title={hint.title}
      description={<div className="home-hint-content" dangerouslySetInnerHTML={{ __html: html }} />}
      action={
        <Button size="small" type="primary" data-testid="home-hint-confirm" onClick={onConfirm}>
          {hint.confirmText || '我已知晓'}
        </Button>
      }
    />
  );
}

export function HomeHints() {
  const { state } = useApiLoad(loadHints, '提示加载失败');
  // Confirmed in this page: hidden at once, even where storage cannot be written.
  const [confirmed, setConfirmed] = useState<ReadonlySet<string>>(() => new Set());
  const due = useMemo(
    () => (state.status === 'ready' ? dueHints(state.data, storedHintFlag) : []),
    [state],
  );
  const shown = due.filter((hint) => !confirmed.has(hint.tipKey));
  if (shown.length === 0) return null;

  const confirm = (hint: TipConfig) => {
    storeHintFlag(hint.storageKey, HINT_CONFIRMED);
    setConfirmed((before) => new Set(before).add(hint.tipKey));
  };

  return (
    <Flex vertical gap={8} data-testid="home-hints">
      {shown.map((hint) => (
        <HomeHint key={hint.tipKey} hint={hint} onConfirm={() => confirm(hint)} />
      ))}
    </Flex>
  );
}
