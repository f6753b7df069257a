import { afterEach, describe, expect, it } from 'vitest';
import { guardStylesheet } from '@/lib/subapp-css';
import { GUARD_MARK, guardTargets } from '@/lib/subapp-selector';
import { guardSheetRules } from './cssom-guard';

const targets = guardTargets('portal-root', '#subapp-container', true);
const guard = (css: string) => guardStylesheet(css, targets);

/** An empty <style> in the page, as styled-components and emotion make one. */
function cssInJsStyle(): HTMLStyleElement {
  const style = document.createElement('style');
  style.dataset.styled = 'active';
  document.body.append(style);
  return style;
}

const selectors = (sheet: CSSStyleSheet) =>
  Array.from(sheet.cssRules, (rule) => (rule as CSSStyleRule).selectorText);

afterEach(() => {
  document.body.replaceChildren();
});

describe('guardSheetRules', () => {
  it('guards each rule inserted with insertRule, one rule at the asked index', () => {
    const style = cssInJsStyle();
    guardSheetRules(style, guard);
    const sheet = style.sheet!;
    expect(sheet.insertRule('.a { color: red }', 0)).toBe(0);
    expect(sheet.insertRule('.c { color: blue }', 1)).toBe(1);
    expect(sheet.insertRule('.b { color: green }', 1)).toBe(1);
    expect(sheet.cssRules).toHaveLength(3);
    const [a, b, c] = selectors(sheet);
    expect(a).toMatch(/^\.a:where\(/);
    expect(b).toMatch(/^\.b:where\(/);
    expect(c).toMatch(/^\.c:where\(/);
    sheet.deleteRule(1);
    expect(selectors(sheet)[1]).toMatch(/^\.c:where\(/);
  });

  it("puts a body rule on the app's wrapper, its inherited properties beside it for the pop-ups", () => {
    const style = cssInJsStyle();
    guardSheetRules(style, guard);
    style.sheet!.insertRule('body { padding-left: 40px; letter-spacing: 3px }', 0);
    expect(style.sheet!.cssRules).toHaveLength(1);
    const [wrapper] = selectors(style.sheet!);
    expect(wrapper).toContain(GUARD_MARK);
    expect(wrapper).not.toMatch(/^body/);
    const companion = style.nextElementSibling as HTMLStyleElement;
    expect(companion.dataset.guardedRulesOf).toBe('active');
    expect(companion.textContent).toContain('letter-spacing: 3px');
    expect(companion.textContent).not.toContain('padding-left');
    // The same global style inserted again (a re-render) adds nothing beside it.
    style.sheet!.insertRule('body { padding-left: 40px; letter-spacing: 3px }', 1);
    expect(companion.textContent!.match(/letter-spacing/g)).toHaveLength(1);
  });

  it('rewrites the rules already in the sheet when it first sees it', () => {
    const style = cssInJsStyle();
    style.sheet!.insertRule('.a { color: red }', 0);
    style.sheet!.insertRule(':root { --gap: 4px; color: red }', 1);
    guardSheetRules(style, guard);
    const [a, root] = selectors(style.sheet!);
    expect(a).toMatch(/^\.a:where\(/);
    expect(root).toContain(GUARD_MARK);
    expect(style.nextElementSibling?.textContent).toContain('--gap: 4px');
  });

  it('keeps a rule the rewrite cannot take, and patches a sheet once', () => {
    const style = cssInJsStyle();
    guardSheetRules(style, guard);
    guardSheetRules(style, guard);
    style.sheet!.insertRule('@font-face { font-family: x; src: url(x.woff2) }', 0);
    expect(style.sheet!.cssRules[0]!.cssText).toMatch(/^@font-face/);
    style.sheet!.insertRule('.a { color: red }', 1);
    // Guarded once, not twice.
    expect(selectors(style.sheet!)[1]!.split(GUARD_MARK)).toHaveLength(2);
  });

  it('puts the companion back beside its element when the element comes back', () => {
    const style = cssInJsStyle();
    guardSheetRules(style, guard);
    style.sheet!.insertRule('body { color: red }', 0);
    style.remove();
    style.nextElementSibling?.remove();
    document.body.querySelectorAll('style').forEach((element) => element.remove());
    document.body.append(style);
    guardSheetRules(style, guard);
    expect(style.nextElementSibling?.textContent).toContain('color: red');
  });

  it('gives an element that comes back empty the rules of its last sheet, guarded or not', () => {
    for (const mode of [guard, null]) {
      const style = cssInJsStyle();
      guardSheetRules(style, mode);
      style.sheet!.insertRule('.a { color: red }', 0);
      const before = selectors(style.sheet!);
      style.remove();
      document.body.append(style);
      expect(style.sheet!.cssRules).toHaveLength(0);
      guardSheetRules(style, mode);
      expect(selectors(style.sheet!)).toEqual(before);
      // Not twice, and not into a sheet that has its rules again.
      guardSheetRules(style, mode);
      expect(style.sheet!.cssRules).toHaveLength(1);
    }
  });
});
