/**
 * One home hint (home-hints.tsx): its server HTML, sanitised, and the confirm button. A chunk of
 * its own with the sanitiser (DOMPurify), loaded only when a hint is due.
 */
import { Alert, Button } from 'antd';
import { useMemo } from 'react';
import type { TipConfig } from '@/api/system-types';
import { sanitizeHtml } from '@/lib/sanitize-html';

export default function HomeHint({ hint, onConfirm }: { hint: TipConfig; onConfirm: () => void }) {
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
