import { describe, expect, it } from 'vitest';
import { homeLayoutOf, type HomeSide, type ViewConfig, type ViewSection } from './home-layout';

type HomeViewConfig = ViewConfig;
type HomeSection = ViewSection;

const s = (id: string, span: number = 24): ViewSection => ({ id, title: id, span });

const PRIVATE = [
  s('taskCenter', 16),
  s('tradeCalendar', 8),
  s('productGroup', 16),
  s('feeSummary', 8),
];
const PUBLIC = [s('publicFundOverview'), s('notice', 16), s('instructionCount', 8)];

const fixed = (viewType: HomeViewConfig['viewType'], sections: HomeSection[]): HomeViewConfig => ({
  viewType,
  viewName: viewType,
  switchable: false,
  sections,
});

const smgm: HomeViewConfig = {
  viewType: 'smgm',
  viewName: '私募/公募切换视图',
  switchable: true,
  sections: [],
  sides: [
    { key: 'private', label: '私募', sections: PRIVATE },
    { key: 'public', label: '公募', sections: PUBLIC },
  ],
};

const GMWB = [
  s('notice', 16),
  s('instructionCount', 8),
  s('instructionMonitor'),
  s('custodyTodo', 8),
];
const XBGM = [s('publicFundOverview'), s('taskCenter', 16), s('notice', 8), s('custodyTodo', 16)];

describe('homeLayoutOf', () => {
  it.each<[string, HomeViewConfig, HomeSide | null, string[], HomeSide, string[] | null]>([
    [
      'private view',
      fixed('default', PRIVATE),
      null,
      ['taskCenter', 'tradeCalendar', 'productGroup', 'feeSummary'],
      'private',
      null,
    ],
    [
      'gmwb',
      fixed('gmwb', GMWB),
      null,
      ['notice', 'instructionCount', 'instructionMonitor', 'custodyTodo'],
      'public',
      null,
    ],
    [
      'gmwbsy',
      fixed('gmwbsy', [s('publicFundOverview'), ...GMWB]),
      null,
      ['publicFundOverview', 'notice', 'instructionCount', 'instructionMonitor', 'custodyTodo'],
      'public',
      null,
    ],
    [
      'xbgm',
      fixed('xbgm', XBGM),
      null,
      ['publicFundOverview', 'taskCenter', 'notice', 'custodyTodo'],
      'public',
      null,
    ],
    [
      'xbgm ignores a picked side',
      fixed('xbgm', XBGM),
      'private',
      ['publicFundOverview', 'taskCenter', 'notice', 'custodyTodo'],
      'public',
      null,
    ],
    [
      'smgm, nothing picked: the first side',
      smgm,
      null,
      ['taskCenter', 'tradeCalendar', 'productGroup', 'feeSummary'],
      'private',
      ['private', 'public'],
    ],
    [
      'smgm, public picked',
      smgm,
      'public',
      ['publicFundOverview', 'notice', 'instructionCount'],
      'public',
      ['private', 'public'],
    ],
    [
      'smgm, private picked',
      smgm,
      'private',
      ['taskCenter', 'tradeCalendar', 'productGroup', 'feeSummary'],
      'private',
      ['private', 'public'],
    ],
  ])('%s', (_name, config, picked, ids, side, switcherSides) => {
    const layout = homeLayoutOf(config, picked);
    expect(layout.sections.map((x) => x.id)).toEqual(ids);
    expect(layout.side).toBe(side);
    expect(layout.switcher?.sides.map((x) => x.key) ?? null).toEqual(switcherSides);
    if (layout.switcher) expect(layout.switcher.current).toBe(side);
  });

  it('keeps the widths, drops unknown and repeated sections, and mends a bad width', () => {
    const layout = homeLayoutOf(
      fixed('default', [s('notice', 8), s('weather', 8), s('notice', 16), s('feeSummary', 10)]),
    );
    expect(layout.sections.map((x) => [x.id, x.span])).toEqual([
      ['notice', 8],
      ['feeSummary', 24],
    ]);
  });

  it('a switchable view without sides falls back to its sections', () => {
    const layout = homeLayoutOf({ ...smgm, sides: [], sections: [s('notice')] });
    expect(layout.sections.map((x) => x.id)).toEqual(['notice']);
    expect(layout.switcher).toBeNull();
  });
});
