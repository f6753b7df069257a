import { describe, expect, it } from 'vitest';
import { PROD_SET_NAME_MAX as SERVER_MAX } from '@/mocks/handlers/product';
import { PROD_SET_NAME_MAX, prodSetNameProblem } from './product-group-name';

describe('prodSetNameProblem', () => {
  it.each<[string | undefined | null, string | null]>([
    [undefined, '请输入分组名称'],
    [null, '请输入分组名称'],
    ['', '请输入分组名称'],
    ['   ', '请输入分组名称'],
    ['重点关注', null],
    ['  重点关注  ', null],
    ['一二三四五六七八九十一二三四五六七八九十', null],
    ['  一二三四五六七八九十一二三四五六七八九十  ', null],
    ['一二三四五六七八九十一二三四五六七八九十一', '分组名称不能超过20个字符'],
  ])('%j -> %j', (raw, problem) => {
    expect(prodSetNameProblem(raw)).toBe(problem);
  });

  it('allows exactly what the server allows', () => {
    expect(PROD_SET_NAME_MAX).toBe(SERVER_MAX);
  });
});
