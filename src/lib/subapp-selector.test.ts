import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { guardOf, guardSelectorList, guardTargets, pseudoElementAt } from './subapp-selector';
import { eachReturns } from '../../test/support/each-returns';

const targets = guardTargets('portal-root', '#subapp-container');
const W = '#subapp-container [id^="__qiankun_microapp_wrapper_for_"]';
const G = guardOf(targets);

describe('guardSelectorList', () => {
  it.each<[string, string, string]>([
    // [input, on the wrapper, guarded]
    ['body', `:where(${W})`, ''],
    ['html, body', `:where(${W}), :where(${W})`, ''],
    [':root', `:where(${W})`, ''],
    ['body.dark', `:where(${W}).dark`, ''],
    ['html body', `:where(${W})`, ''],
    ['h1, body', `:where(${W})`, `h1${G}`],
    ['*', '', `*${G}`],
    ['a:hover', '', `a:hover${G}`],
    ['#root', '', `#root${G}`],
    ['.a > .b + .c ~ .d .e', '', `.a > .b + .c ~ .d .e${G}`],
    ['a::before', '', `a${G}::before`],
    ['a:before', '', `a${G}:before`],
    ['input::placeholder', '', `input${G}::placeholder`],
    ['::selection', '', `${G}::selection`],
    ['.x:not(.y)::after', '', `.x:not(.y)${G}::after`],
    ['a[title="x, y > z"]', '', `a[title="x, y > z"]${G}`],
    [':is(.a, .b) .c', '', `:is(.a, .b) .c${G}`],
    ['body .x', '', `:where(${W}, body) .x${G}`],
    ['body > .x', '', `:where(${W}, body) > .x${G}`],
    ['body.dark .x', '', `:where(${W}.dark, body.dark) .x${G}`],
    ['html body #root', '', `:where(${W}, html body) #root${G}`],
    [':root .anticon', '', `:where(${W}, :root) .anticon${G}`],
    ['.body .x', '', `.body .x${G}`],
    ['bodyx', '', `bodyx${G}`],
    [':root-x', '', `:root-x${G}`],
    ['> .a', '', `> .a${G}`],
    ['& .b', '', `& .b${G}`],
  ])('%j', (input, root, guarded) => {
    expect(guardSelectorList(input, targets)).toEqual({ root, guarded });
  });

  it('leaves a guarded selector as it is', () => {
    const once = guardSelectorList('body .x, a::before', targets).guarded;
    expect(guardSelectorList(once, targets)).toEqual({ root: '', guarded: once });
  });
});

describe('pseudoElementAt', () => {
  eachReturns('%j -> %d', pseudoElementAt, [
    ['a', 1],
    ['a::before', 1],
    ['a:hover::after', 7],
    ['::placeholder', 0],
    ['a:first-line', 1],
    ['a:not(::before)', 15],
  ]);
});

/**
 * A page like the portal's: the frame under #portal-root, a sub-application inside its qiankun
 * wrapper in the container, and a pop-up of the app on body.
 */
function page(): { frame: Element[]; app: Element[]; popup: Element[] } {
  document.body.innerHTML = `
    <div id="portal-root">
      <header class="a b"><button class="anticon c"><span class="d">x</span></button><a id="root">l</a></header>
      <div id="subapp-container">
        <div id="__qiankun_microapp_wrapper_for_ds_1__" data-name="ds">
          <div id="root" class="a"><h1 class="b">t</h1><button class="anticon c"><span class="d">y</span></button></div>
        </div>
      </div>
    </div>
    <div class="popup a"><ul class="b"><li class="c d">z</li></ul></div>`;
  const all = (selector: string) => Array.from(document.querySelectorAll(selector));
  return {
    frame: all('#portal-root header, #portal-root header *'),
    app: all('#root.a, #root.a *'),
    popup: all('.popup, .popup *'),
  };
}

const compound = fc
  .tuple(
    fc.constantFrom('', '*', 'div', 'button', 'span', 'h1', 'a', 'ul', 'li', 'header'),
    fc.subarray(['.a', '.b', '.c', '.d', '.anticon', '#root', ':first-child', ':not(.b)']),
  )
  .map(([type, rest]) => (type || (rest.length ? '' : '*')) + rest.join(''));
const complex = fc
  .tuple(
    fc.constantFrom('', 'html ', 'body ', ':root ', 'body > ', 'html body '),
    fc.array(fc.tuple(compound, fc.constantFrom(' ', ' > ', ' + ', ' ~ ')), { maxLength: 2 }),
    compound,
  )
  .map(([lead, steps, subject]) => lead + steps.map(([c, k]) => c + k).join('') + subject);

describe('guardSelectorList on a page (property)', () => {
  it('never matches the frame; matches what the original matches in the app and its pop-ups', () => {
    const { frame, app, popup } = page();
    fc.assert(
      fc.property(complex, (selector) => {
        const { guarded } = guardSelectorList(selector, targets);
        for (const element of frame) expect(element.matches(guarded)).toBe(false);
        for (const element of popup) {
          expect(element.matches(guarded)).toBe(element.matches(selector));
        }
        // The wrapper plays the app's body: a selector under body or html still holds there.
        for (const element of app) {
          if (element.matches(selector)) expect(element.matches(guarded)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(complex, (selector) => {
        const once = guardSelectorList(selector, targets);
        const again = guardSelectorList(once.guarded, targets);
        expect(again.guarded).toBe(once.guarded);
      }),
    );
  });
});

describe('guardSelectorList scoped to the wrapper', () => {
  it('matches the app and nothing outside its wrapper, pop-ups included', () => {
    const scoped = guardTargets('portal-root', '#subapp-container', false);
    const { frame, app, popup } = page();
    fc.assert(
      fc.property(complex, (selector) => {
        const { guarded } = guardSelectorList(selector, scoped);
        for (const element of [...frame, ...popup]) expect(element.matches(guarded)).toBe(false);
        for (const element of app) {
          if (element.matches(selector)) expect(element.matches(guarded)).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });
});
