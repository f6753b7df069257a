import { describe, expect, it } from 'vitest';
import { guardStylesheet, popupsOf } from './subapp-css';
import { guardOf, guardTargets } from './subapp-selector';

const targets = guardTargets('portal-root', '#subapp-container');
const G = guardOf(targets);
const W = ':where(#subapp-container [id^="__qiankun_microapp_wrapper_for_"])';

/** The rules of a sheet's text, each as its selector and declarations (spacing ignored). */
function rulesOf(css: string): string[] {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  const texts: string[] = [];
  const walk = (rules: CSSRuleList, prefix: string) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSStyleRule)
        texts.push(`${prefix}${rule.selectorText} { ${rule.style.cssText} }`);
      else if (rule instanceof CSSMediaRule) walk(rule.cssRules, `@media ${rule.conditionText} `);
      else texts.push(`${prefix}${rule.cssText.replace(/\s+/g, ' ')}`);
    }
  };
  walk(sheet.cssRules, '');
  return texts;
}

describe('guardStylesheet', () => {
  it('puts body and :root on the wrapper, their inherited properties on the pop-ups too', () => {
    const out = guardStylesheet(
      ':root { --accent: red; font-family: Inter; color: #213547 } body { margin: 0; display: flex; font-size: 12px }',
      targets,
    );
    expect(rulesOf(out)).toEqual([
      `${W} { --accent: red; font-family: Inter; color: rgb(33, 53, 71); }`,
      `${popupsOf(targets)} { --accent: red; font-family: Inter; color: rgb(33, 53, 71); }`,
      `${W} { margin: 0px; display: flex; font-size: 12px; }`,
      `${popupsOf(targets)} { font-size: 12px; }`,
    ]);
  });

  it('guards every other rule, in @media and @supports too, and keeps at-rules it cannot guard', () => {
    const out = guardStylesheet(
      [
        '@import url("x.css");',
        '#root { max-width: 1280px }',
        '@media (prefers-color-scheme: light) { a:hover { color: #747bff } }',
        '@keyframes spin { from { opacity: 0 } to { opacity: 1 } }',
        '@font-face { font-family: anticon; src: url(a.woff) }',
        '.anticon::before { content: "x" }',
      ].join('\n'),
      targets,
    );
    const rules = rulesOf(out);
    expect(out.startsWith('@import url("x.css");')).toBe(true);
    expect(rules).toContain(`#root${G} { max-width: 1280px; }`);
    expect(rules).toContain(
      `@media (prefers-color-scheme: light) a:hover${G} { color: rgb(116, 123, 255); }`,
    );
    expect(rules.some((rule) => rule.startsWith('@keyframes spin'))).toBe(true);
    expect(rules.some((rule) => rule.startsWith('@font-face'))).toBe(true);
    expect(rules).toContain(`.anticon${G}::before { content: "x"; }`);
  });

  it('splits a list that holds body and other selectors', () => {
    expect(rulesOf(guardStylesheet('h1, body { color: red }', targets))).toEqual([
      `${W} { color: red; }`,
      `${popupsOf(targets)} { color: red; }`,
      `h1${G} { color: red; }`,
    ]);
  });

  it('gives the same sheet back when it is guarded already', () => {
    const once = guardStylesheet('body { font-size: 12px } .a, ul li { margin: 0 }', targets);
    expect(guardStylesheet(once, targets)).toBe(once);
  });
});

describe('guardStylesheet scoped to the wrapper', () => {
  it('puts body on the wrapper only, nothing on the pop-ups', () => {
    const scoped = guardTargets('portal-root', '#subapp-container', false);
    expect(rulesOf(guardStylesheet('body { font-size: 12px } a { color: red }', scoped))).toEqual([
      `${W} { font-size: 12px; }`,
      `a${guardOf(scoped)} { color: red; }`,
    ]);
  });
});
