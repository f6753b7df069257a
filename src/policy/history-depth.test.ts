import { describe, expect, it } from 'vitest';
import {
  decideBack,
  freshModel,
  historyDepth,
  MODEL_LIMIT,
  modelDepth,
  restoreModel,
  stepModel,
  type HistoryModel,
  type HistoryStep,
} from './history-depth';

const push = (url: string): HistoryStep => ({ kind: 'push', url });
const replace = (url: string): HistoryStep => ({ kind: 'replace', url });
const traverse = (url: string): HistoryStep => ({ kind: 'traverse', url });

function run(start: string, steps: HistoryStep[]): HistoryModel {
  return steps.reduce(stepModel, freshModel(start));
}

describe('stepModel: entries made by any router', () => {
  it.each<[string, HistoryStep[], number, string]>([
    ['the first page', [], 0, '/'],
    ['a push adds one', [push('/ds/a')], 1, '/ds/a'],
    ['a replace adds none', [push('/ds/a'), replace('/ds/b')], 1, '/ds/b'],
    // vue-router 4 replaces its entry's state (scroll, forward) before each push.
    [
      'vue-router 4: replace then push',
      [replace('/'), push('/ds/a'), replace('/ds/a'), push('/ds/b')],
      2,
      '/ds/b',
    ],
    ['back: the entry behind', [push('/ds/a'), push('/ds/b'), traverse('/ds/a')], 1, '/ds/a'],
    ['back twice', [push('/ds/a'), push('/ds/b'), traverse('/ds/a'), traverse('/')], 0, '/'],
    ['forward: the entry ahead', [push('/ds/a'), traverse('/'), traverse('/ds/a')], 1, '/ds/a'],
    ['go(-2)', [push('/a'), push('/b'), push('/c'), traverse('/a')], 1, '/a'],
    // A fragment navigation fires popstate with a new address: a new entry.
    ['a hash change is a new entry', [push('/ds/a'), traverse('/ds/a#/x')], 2, '/ds/a#/x'],
    // Its hashchange follows the popstate with the same address: nothing more.
    ['its hashchange after the popstate', [traverse('/#/x'), traverse('/#/x')], 1, '/#/x'],
    ['back over a hash entry', [traverse('/#/x'), traverse('/')], 0, '/'],
    [
      'the same address behind and ahead: behind first',
      [push('/x'), push('/a'), push('/x'), traverse('/a'), traverse('/x')],
      1,
      '/x',
    ],
    [
      'a push after back drops the entries ahead',
      [push('/a'), push('/b'), traverse('/a'), push('/c'), traverse('/a')],
      1,
      '/a',
    ],
  ])('%s', (_name, steps, depth, url) => {
    const model = run('/', steps);
    expect(modelDepth(model)).toBe(depth);
    expect(model.urls[model.index]).toBe(url);
  });

  it(`keeps at most ${MODEL_LIMIT} entries and still counts the ones dropped`, () => {
    const steps = Array.from({ length: MODEL_LIMIT + 10 }, (_, i) => push(`/p${i}`));
    const model = run('/', steps);
    expect(model.urls).toHaveLength(MODEL_LIMIT);
    expect(modelDepth(model)).toBe(MODEL_LIMIT + 10);
    expect(modelDepth(stepModel(model, traverse(`/p${MODEL_LIMIT + 8}`)))).toBe(MODEL_LIMIT + 9);
  });
});

describe('restoreModel: after a reload', () => {
  const stored = JSON.stringify({ urls: ['/', '/ds/a', '/ds/b'], index: 1, dropped: 2 });

  it.each<[string, string | null, string, number]>([
    ['the stored model when its entry on screen is this address', stored, '/ds/a', 3],
    ['a fresh one at another address', stored, '/ds/b', 0],
    ['a fresh one without a stored model', null, '/ds/a', 0],
    ['a fresh one for text that is not a model', 'not json', '/ds/a', 0],
    [
      'a fresh one for an index out of range',
      JSON.stringify({ urls: ['/a'], index: 1, dropped: 0 }),
      '/a',
      0,
    ],
    [
      'a fresh one for a negative count',
      JSON.stringify({ urls: ['/a'], index: 0, dropped: -1 }),
      '/a',
      0,
    ],
    [
      'a fresh one for addresses that are not text',
      JSON.stringify({ urls: [1], index: 0, dropped: 0 }),
      '/a',
      0,
    ],
  ])('%s', (_name, raw, url, depth) => {
    const model = restoreModel(raw, url);
    expect(modelDepth(model)).toBe(depth);
    expect(model.urls[model.index]).toBe(url);
  });
});

describe('historyDepth: the Navigation API first', () => {
  const model = run('/', [push('/a'), push('/b')]);
  it.each<[string, number | null | undefined, number]>([
    ["the browser's index", 5, 5],
    ['its index 0: the first page', 0, 0],
    ['no API: the model', null, 2],
    ['undefined: the model', undefined, 2],
    ['-1 (a document not fully active): the model', -1, 2],
  ])('%s', (_name, index, depth) => {
    expect(historyDepth(index, model)).toBe(depth);
  });
});

describe('decideBack (spec 2.6)', () => {
  it.each<[string, boolean, number, string]>([
    ['step mode: the back event, whatever the depth', true, 0, 'step'],
    ['step mode deeper', true, 3, 'step'],
    ['an entry behind: one step back', false, 1, 'history'],
    ['several behind: still one step', false, 4, 'history'],
    ['the first page of the tab: home, never out of the portal', false, 0, 'home'],
  ])('%s', (_name, stepMode, depth, action) => {
    expect(decideBack({ stepMode, depth })).toBe(action);
  });
});
