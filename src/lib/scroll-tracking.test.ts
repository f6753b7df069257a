import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createScrollDepth, watchWindowScroll, windowScrollPercent } from './scroll-tracking';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup() {
  const reports: [string, number][] = [];
  const depth = createScrollDepth((path, percent) => reports.push([path, percent]));
  return { depth, reports };
}

describe('scroll depth (spec 9: scroll tracking delay 350 ms)', () => {
  it('reports the deepest position of a burst of scrolls once, 350 ms after the first', () => {
    const { depth, reports } = setup();
    depth.enter('/home');
    depth.scrolled(10);
    vi.advanceTimersByTime(100);
    depth.scrolled(35);
    vi.advanceTimersByTime(100);
    depth.scrolled(20);
    vi.advanceTimersByTime(149);
    expect(reports).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(reports).toEqual([['/home', 35]]);
  });

  it('reports at most once per 350 ms while the scrolling goes on', () => {
    const start = Date.now();
    const at: [number, number][] = [];
    const depth = createScrollDepth((_, percent) => at.push([Date.now() - start, percent]));
    depth.enter('/home');
    // A scroll every 50 ms for 1.4 s, from 0 to 96 %.
    for (let t = 0; t < 1400; t += 50) {
      depth.scrolled(t / 14);
      vi.advanceTimersByTime(50);
    }
    vi.advanceTimersByTime(350);
    // The first scroll that goes deeper than 0 (at 50 ms) opens the first window.
    expect(at).toEqual([
      [400, 25],
      [750, 50],
      [1100, 75],
      [1450, 96],
    ]);
  });

  it('sends nothing for scrolling back up or staying above what was reported', () => {
    const { depth, reports } = setup();
    depth.enter('/home');
    depth.scrolled(60);
    vi.advanceTimersByTime(350);
    depth.scrolled(30);
    depth.scrolled(60);
    vi.advanceTimersByTime(1000);
    expect(reports).toEqual([['/home', 60]]);
  });

  it('a new page starts from 0, after the old page got what it reached', () => {
    const { depth, reports } = setup();
    depth.enter('/home');
    depth.scrolled(80);
    depth.enter('/menuSet');
    expect(reports).toEqual([['/home', 80]]);
    depth.scrolled(0);
    vi.advanceTimersByTime(350);
    depth.scrolled(25);
    vi.advanceTimersByTime(350);
    expect(reports).toEqual([
      ['/home', 80],
      ['/menuSet', 25],
    ]);
    // The same page again (a re-render) keeps its depth.
    depth.enter('/menuSet');
    depth.scrolled(20);
    vi.advanceTimersByTime(350);
    expect(reports).toHaveLength(2);
  });

  it('rounds and bounds the percent; nothing before the first page; dispose drops the timer', () => {
    const { depth, reports } = setup();
    depth.scrolled(50);
    vi.advanceTimersByTime(350);
    expect(reports).toEqual([]);
    depth.enter('/home');
    depth.scrolled(150);
    vi.advanceTimersByTime(350);
    depth.enter('/next');
    depth.scrolled(33.6);
    depth.dispose();
    vi.advanceTimersByTime(1000);
    expect(reports).toEqual([['/home', 100]]);
  });
});

describe('the window scroll', () => {
  const win = (scrollY: number, innerHeight: number, scrollHeight: number) => ({
    scrollY,
    innerHeight,
    document: { documentElement: { scrollHeight } },
  });

  it.each([
    [0, 800, 2800, 0],
    [1000, 800, 2800, 50],
    [2000, 800, 2800, 100],
    [2500, 800, 2800, 100],
    [0, 800, 800, 100],
  ])('scrollY %i of a %i px window over %i px is %i%%', (y, inner, height, percent) => {
    expect(windowScrollPercent(win(y, inner, height))).toBe(percent);
  });

  it('feeds scroll events to the depth until unsubscribed', () => {
    const { depth, reports } = setup();
    depth.enter('/home');
    const target = new EventTarget();
    const fake = Object.assign(target, win(0, 500, 1500)) as unknown as Window;
    const stop = watchWindowScroll(fake, depth);
    (fake as { scrollY: number }).scrollY = 250;
    target.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(350);
    stop();
    (fake as { scrollY: number }).scrollY = 1000;
    target.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(350);
    expect(reports).toEqual([['/home', 25]]);
  });
});
