import { describe, expect, it } from 'vitest';
import { MAX_ANSWER_BYTES, parseAnswer, TOO_LARGE } from './answer-parse';

describe('parseAnswer', () => {
  it('parses an answer of ordinary size', () => {
    expect(parseAnswer()('{"code":0,"data":[1,2]}')).toEqual({ code: 0, data: [1, 2] });
  });

  it('refuses, without parsing, a text over the limit (about 2 MB)', () => {
    expect(MAX_ANSWER_BYTES).toBe(2 * 1024 * 1024);
    const rows = Array.from({ length: 100_000 }, (_, i) => ({ id: i, name: `产品${i}` }));
    const text = JSON.stringify({ code: 0, data: { list: rows } });
    expect(text.length).toBeGreaterThan(MAX_ANSWER_BYTES);
    const parse = JSON.parse;
    let parsed = 0;
    JSON.parse = ((...args: Parameters<typeof JSON.parse>) => {
      parsed += 1;
      return parse(...args);
    }) as typeof JSON.parse;
    try {
      expect(parseAnswer()(text)).toBe(TOO_LARGE);
    } finally {
      JSON.parse = parse;
    }
    expect(parsed).toBe(0);
  });

  it('a call may allow more', () => {
    const text = JSON.stringify({ code: 0, data: 'x'.repeat(MAX_ANSWER_BYTES) });
    expect(parseAnswer()(text)).toBe(TOO_LARGE);
    expect(parseAnswer(MAX_ANSWER_BYTES * 2)(text)).toEqual({
      code: 0,
      data: 'x'.repeat(MAX_ANSWER_BYTES),
    });
  });

  it('leaves text that is not JSON, and values already parsed, as they are', () => {
    expect(parseAnswer()('{"code":0,')).toBe('{"code":0,');
    const parsed = { code: 0 };
    expect(parseAnswer()(parsed)).toBe(parsed);
  });
});
