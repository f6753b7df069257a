/**
 * The home hints with memory (spec 3 confirm flags): the multi-card product
 * notice and the new-share subscription hint of sys/queryTipsConfigList, each shown inline at
 * the top of the home page (not a modal: the tax pop-up is one) until the user confirms it;
 * confirming sets its local-storage flag, so it stays hidden after a reload. Which hints are due:
 * src/policy/home-hints.ts. The hints never block the page: while loading, and when the call
 * fails, nothing shows. A hint's code (home-hint.tsx, with the HTML sanitiser) loads only when
 * one is due.
 */
import { Flex } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import type { TipConfig } from '@/api/system-types';
import { storedHintFlag, storeHintFlag } from '@/lib/browser-storage';
import { dueHints, HINT_CONFIRMED } from '@/policy/home-hints';
import { useSectionLoad } from '@/state/load-state';
import { useHomeTipsQuery } from './home-api';

/** Hints shown at once. */
export const HINTS_AT_ONCE = 3;
/** A hint with its sanitiser: loaded only when one is due. */
const HomeHint = lazy(() => import('./home-hint'));

export function HomeHints() {
  const { state } = useSectionLoad(useHomeTipsQuery());
  // Confirmed in this page: hidden at once, even where storage cannot be written.
  const [confirmed, setConfirmed] = useState<ReadonlySet<string>>(() => new Set());
  const due = useMemo(
    () => (state.status === 'ready' ? dueHints(state.data, storedHintFlag) : []),
    [state],
  );
  // A few at a time: the next shows when one is confirmed (a long answer never fills the page).
  const shown = due.filter((hint) => !confirmed.has(hint.tipKey)).slice(0, HINTS_AT_ONCE);
  if (shown.length === 0) return null;

  const confirm = (hint: TipConfig) => {
    storeHintFlag(hint.storageKey, HINT_CONFIRMED);
    setConfirmed((before) => new Set(before).add(hint.tipKey));
  };

  return (
    <Suspense fallback={null}>
      <Flex vertical gap={8} data-testid="home-hints">
        {shown.map((hint) => (
          <HomeHint key={hint.tipKey} hint={hint} onConfirm={() => confirm(hint)} />
        ))}
      </Flex>
    </Suspense>
  );
}
