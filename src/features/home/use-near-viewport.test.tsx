import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeIntersectionObserver } from '../../../test/support/fake-intersection-observer';
import { useNearViewport } from './use-near-viewport';

function Probe() {
  const [ref, near] = useNearViewport<HTMLDivElement>(120);
  return <div ref={ref} data-testid="probe" data-near={String(near)} />;
}

describe('useNearViewport', () => {
  it('is false until the element comes near, then true for good, and stops watching', () => {
    const viewport = fakeIntersectionObserver();
    render(<Probe />);
    const probe = screen.getByTestId('probe');
    expect(probe).toHaveAttribute('data-near', 'false');
    expect(viewport.marginOf(probe)).toBe('120px 0px');
    act(() => viewport.reveal(probe));
    expect(probe).toHaveAttribute('data-near', 'true');
    expect(viewport.watched()).toEqual([]);
  });

  it('without IntersectionObserver, everything is near at once', () => {
    expect(typeof IntersectionObserver).toBe('undefined');
    render(<Probe />);
    expect(screen.getByTestId('probe')).toHaveAttribute('data-near', 'true');
  });
});
