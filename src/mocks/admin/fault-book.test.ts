import { describe, expect, it } from 'vitest';
import { FaultBook, parseFault, pathMatches } from './fault-book';
import { eachReturns } from '../../../test/support/each-returns';

describe('parseFault', () => {
  it('takes a fault as QA posts it, the /api/ prefix optional', () => {
    expect(parseFault({ method: 'GET', path: '/api/sys/queryNoticeList', status: 500 })).toEqual({
      spec: { method: 'GET', path: 'sys/queryNoticeList', status: 500 },
    });
    expect(parseFault({ path: 'user/*', code: 2001, message: '拒绝', times: 2 })).toEqual({
      spec: { method: '*', path: 'user/*', code: 2001, message: '拒绝', times: 2 },
    });
  });

  it.each<[unknown, RegExp]>([
    [null, /JSON 对象/],
    [{ path: 'a', method: 'PUT', status: 500 }, /method/],
    [{ status: 500 }, /path/],
    [{ path: 'a' }, /至少/],
    [{ path: 'a', status: 700 }, /status/],
    [{ path: 'a', times: 0, code: 1 }, /times/],
    [{ path: 'a', delayMs: 1.5 }, /delayMs/],
    [{ path: 'a', kind: 'explode' }, /kind/],
    [{ path: 'a', status: 500, kind: 'drop' }, /三选一/],
    [{ path: 'a', code: 1, message: 'x'.repeat(501) }, /message/],
  ])('refuses %j in Chinese', (body, message) => {
    const parsed = parseFault(body);
    expect('error' in parsed && parsed.error).toMatch(message);
  });
});

describe('pathMatches', () => {
  eachReturns('%s ~ %s: %s', pathMatches, [
    ['*', 'sys/queryNoticeList', true],
    ['sys/*', 'sys/queryNoticeList', true],
    ['sys/*', 'user/authc', false],
    ['user/authc', 'user/authc', true],
    ['user/authc', 'user/authcx', false],
    ['*/queryNoticeList', 'sys/queryNoticeList', true],
    ['sys/query.+', 'sys/queryX', false],
  ]);
});

describe('FaultBook', () => {
  it('acts on `times` matching calls, then the fault is gone', () => {
    const book = new FaultBook();
    const { id } = book.add({ method: 'GET', path: 'sys/*', status: 500, times: 2 });
    expect(book.take('POST', 'sys/a')).toBeNull();
    expect(book.take('GET', 'user/a')).toBeNull();
    expect(book.take('get', 'sys/a')?.id).toBe(id);
    expect(book.take('GET', 'sys/b')?.id).toBe(id);
    expect(book.take('GET', 'sys/c')).toBeNull();
    expect(book.list()).toEqual([]);
  });

  it('lets `after` matching calls pass first (the third call after it)', () => {
    const book = new FaultBook();
    book.add({ method: '*', path: '*', after: 2, times: 1, code: -403 });
    expect(book.take('GET', 'a')).toBeNull();
    expect(book.take('POST', 'b')).toBeNull();
    expect(book.take('GET', 'c')?.code).toBe(-403);
    expect(book.take('GET', 'd')).toBeNull();
  });

  it('the first matching fault acts; without times it stays; remove and clear', () => {
    const book = new FaultBook();
    const first = book.add({ method: '*', path: 'a', code: 1 });
    const second = book.add({ method: '*', path: '*', code: 2 });
    expect(book.take('GET', 'a')?.id).toBe(first.id);
    expect(book.take('GET', 'a')?.id).toBe(first.id);
    expect(book.take('GET', 'b')?.id).toBe(second.id);
    expect(book.remove(first.id)).toBe(true);
    expect(book.remove(first.id)).toBe(false);
    expect(book.take('GET', 'a')?.id).toBe(second.id);
    book.clear();
    expect(book.take('GET', 'a')).toBeNull();
  });
});
