import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { applyFault } from './fault-effect';
import type { Fault } from './fault-book';

const fault = (spec: Partial<Fault>): Fault => ({
  id: 'f1',
  method: '*',
  path: '*',
  remaining: null,
  waiting: 0,
  ...spec,
});
const real = () => Promise.resolve(HttpResponse.json({ code: 0, data: [1, 2, 3], message: 'ok' }));

describe('applyFault', () => {
  it('answers an HTTP status with the envelope as its body', async () => {
    const answer = await applyFault(fault({ status: 502 }), real);
    expect(answer.status).toBe(502);
    expect(await answer.json()).toMatchObject({ code: 502, success: false });
  });

  it('answers HTTP 200 with an envelope code and message', async () => {
    const answer = await applyFault(fault({ code: 2001, message: '额度不足' }), real);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      code: 2001,
      data: null,
      message: '额度不足',
      success: false,
    });
  });

  it('drops the connection, cuts the real JSON, or never answers', async () => {
    expect((await applyFault(fault({ kind: 'drop' }), real)).type).toBe('error');
    const cut = await (await applyFault(fault({ kind: 'malformed' }), real)).text();
    expect(() => JSON.parse(cut) as unknown).toThrow();
    expect(JSON.stringify({ code: 0, data: [1, 2, 3], message: 'ok' }).startsWith(cut)).toBe(true);
    const hung = vi.fn();
    void applyFault(fault({ kind: 'hang' }), real).then(hung);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(hung).not.toHaveBeenCalled();
  });

  it('waits delayMs plus up to jitterMs, then gives the real answer', async () => {
    const sleep = vi.fn(() => Promise.resolve());
    const answer = await applyFault(fault({ delayMs: 1500, jitterMs: 1500 }), real, {
      sleep,
      random: () => 0.5,
    });
    expect(sleep).toHaveBeenCalledWith(2250);
    expect(await answer.json()).toMatchObject({ code: 0 });
  });
});
