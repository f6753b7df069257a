import { describe, expect, it } from 'vitest';
import { robotFrameSrc } from '@/features/chat/robot-frame-src';
import { frameHeightFor } from '@/features/chat/chat-sizes';
import { eachReturns } from '../../../test/support/each-returns';

describe('robotFrameSrc', () => {
  const base = 'http://localhost:5173/tgypt/tsfw/sjsj_gzpz';

  it('puts the page context in the query of a portal path', () => {
    expect(robotFrameSrc('/robot/index.html', { pagePath: '/tgypt/tsfw/sjsj_gzpz' }, base)).toBe(
      'http://localhost:5173/robot/index.html?pagePath=%2Ftgypt%2Ftsfw%2Fsjsj_gzpz',
    );
  });

  it('keeps the query of an absolute robot address', () => {
    expect(
      robotFrameSrc('https://robot.example.com/chat?channel=fmp', { pagePath: '/main' }, base),
    ).toBe('https://robot.example.com/chat?channel=fmp&pagePath=%2Fmain');
  });

  it.each(['javascript:alert(1)', 'data:text/html,<b>x</b>', 'http://[bad'])(
    'refuses %s',
    (url) => {
      expect(robotFrameSrc(url, {}, base)).toBeNull();
    },
  );
});

describe('frameHeightFor (spec 9: window height − 303)', () => {
  eachReturns('%i → %i', frameHeightFor, [
    [720, 417],
    [1080, 777],
    [463, 160],
    [200, 160],
  ]);
});
