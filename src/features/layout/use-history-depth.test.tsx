import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { browserIndex, useHistoryDepth } from './use-history-depth';

/** Reads the depth on a click, as Back does. */
function Probe() {
  const read = useHistoryDepth();
  const [depth, setDepth] = useState<number | null>(null);
  return (
    <button type="button" onClick={() => setDepth(read())}>
      {depth}
    </button>
  );
}

function readDepth(): number {
  fireEvent.click(screen.getByRole('button'));
  return Number(screen.getByRole('button').textContent);
}

function renderAt(...entries: string[]) {
  const router = createMemoryRouter([{ path: '*', element: <Probe /> }], {
    initialEntries: entries,
    initialIndex: entries.length - 1,
  });
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => window.history.replaceState(null, ''));

describe('useHistoryDepth', () => {
  it('is 0 on the first page, even when the memory router starts deeper', () => {
    renderAt('/a', '/b');
    expect(readDepth()).toBe(0);
  });

  it('counts pushes, not replaces, and a pop takes one back', async () => {
    const router = renderAt('/');
    await act(() => router.navigate('/a'));
    await act(() => router.navigate('/b'));
    expect(readDepth()).toBe(2);
    await act(() => router.navigate('/c', { replace: true }));
    expect(readDepth()).toBe(2);
    await act(() => router.navigate(-1));
    expect(readDepth()).toBe(1);
    await act(() => router.navigate(-1));
    await act(() => router.navigate(-1));
    expect(readDepth()).toBe(0);
  });

  it("takes the browser router's idx when history.state is the location's own", () => {
    window.history.replaceState({ usr: null, key: 'k1', idx: 3 }, '');
    expect(browserIndex({ key: 'k1' })).toBe(3);
    expect(browserIndex({ key: 'other' })).toBeNull();
    window.history.replaceState({ idx: 0 }, '');
    expect(browserIndex({ key: 'default' })).toBe(0);
    window.history.replaceState(null, '');
    expect(browserIndex({ key: 'default' })).toBeNull();
  });
});
