import { describe, expect, it } from 'vitest';
import type { Fault } from './admin-types';
import { effectText, timesText } from './fault-text';

const fault = (more: Partial<Fault>): Fault => ({
  id: 'f1',
  method: '*',
  path: '*',
  remaining: null,
  waiting: 0,
  ...more,
});

describe('effectText', () => {
  it.each<[Partial<Fault>, string]>([
    [{ code: 500, message: '系统繁忙' }, 'code 500，“系统繁忙”'],
    [{ status: 502 }, 'HTTP 502'],
    [{ kind: 'drop' }, '断开连接'],
    [{ kind: 'malformed', delayMs: 300 }, '返回残缺的 JSON，延迟 300 毫秒'],
    [{ kind: 'hang' }, '一直不应答'],
    [{ delayMs: 1500, jitterMs: 1500 }, '延迟 1500–3000 毫秒'],
  ])('%o: %s', (more, text) => {
    expect(effectText(fault(more))).toBe(text);
  });
});

describe('timesText', () => {
  it('says how many calls are left, and how many pass first', () => {
    expect(timesText(fault({}))).toBe('不限次数');
    expect(timesText(fault({ remaining: 2 }))).toBe('还剩 2 次');
    expect(timesText(fault({ remaining: 1, waiting: 2 }))).toBe('还剩 1 次（先放行 2 次）');
  });
});
