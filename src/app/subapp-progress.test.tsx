import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppStatusStore } from '@/features/micro/app-status';
import { createRouteProgress } from '@/lib/route-progress';
import { SubappProgress } from './subapp-progress';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup(path: string) {
  const statuses = createAppStatusStore();
  const runtime = { status: statuses.get, subscribe: statuses.subscribe };
  const progress = createRouteProgress();
  render(
    <MemoryRouter initialEntries={[path]}>
      <SubappProgress runtime={runtime} progress={progress} />
    </MemoryRouter>,
  );
  // The navigation's page is on screen and its least time has passed.
  progress.begin('k');
  progress.shown('k');
  act(() => vi.advanceTimersByTime(1000));
  return { statuses, progress };
}

describe('the loading bar on a sub-application page (spec 2.2)', () => {
  it('stays while the app of the page loads, and goes once it has mounted', () => {
    const { statuses, progress } = setup('/iservice/cpgl/cpfx');
    expect(progress.visible()).toBe(false);
    act(() => statuses.set('iservice', { phase: 'loading' }));
    expect(progress.visible()).toBe(true);
    act(() => statuses.set('iservice', { phase: 'mounted' }));
    expect(progress.visible()).toBe(false);
  });

  it('goes when the app fails (its area says so)', () => {
    const { statuses, progress } = setup('/tgypt/zcdj/jyqrcx');
    act(() => statuses.set('tgypt', { phase: 'loading' }));
    expect(progress.visible()).toBe(true);
    act(() => statuses.set('tgypt', { phase: 'failed', failedPhase: 'load', error: 'x' }));
    expect(progress.visible()).toBe(false);
  });

  it('ignores an app loading under another base', () => {
    const { statuses, progress } = setup('/menuSet');
    act(() => statuses.set('ds', { phase: 'loading' }));
    expect(progress.visible()).toBe(false);
  });
});
