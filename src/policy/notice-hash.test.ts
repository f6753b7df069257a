import { describe, expect, it } from 'vitest';
import { earliestRegistration, resolveNoticeHash, type NoticeLink } from './notice-hash';

const products = [{ djrj: '2021-06-30' }, { djrj: '2019-03-01' }, { djrj: '' }, { djrj: null }];

describe('resolveNoticeHash', () => {
  it.each<[string, NoticeLink]>([
    [
      '#/zxbm?id=N1&title=%E5%9F%B9%E8%AE%AD&ly=notice',
      { kind: 'internal', to: '/zxbm?id=N1&title=%E5%9F%B9%E8%AE%AD&ly=notice' },
    ],
    ['#/zxbm?id=N1&evil=1', { kind: 'internal', to: '/zxbm?id=N1' }],
    ['#/zxbm', { kind: 'internal', to: '/zxbm' }],
    ['#/glrzhwh', { kind: 'internal', to: '/iservice/cpgl/glrzhwh' }],
    ['#/dgtwj', { kind: 'internal', to: '/iservice/dgtwj' }],
    [
      '#/satisficing',
      {
        kind: 'external',
        url: '/external/satisfaction-survey.html?djrj=2019-03-01',
      },
    ],
    ['#/unknown', null],
    ['https://example.com/#/zxbm', null],
    ['#top', null],
  ])('%s', (href, expected) => expect(resolveNoticeHash(href, products)).toEqual(expected));

  it('the survey without products has no date', () => {
    expect(resolveNoticeHash('#/satisficing', [])).toEqual({
      kind: 'external',
      url: '/external/satisfaction-survey.html',
    });
  });
});

describe('earliestRegistration', () => {
  it.each([
    [products, '2019-03-01'],
    [[{ djrj: '2020-01-02 10:00:00' }, { djrj: '2020-01-03' }], '2020-01-02'],
    [[{ djrj: 'bad' }], null],
    [[], null],
  ])('%j → %s', (list, expected) => expect(earliestRegistration(list)).toBe(expected));
});
