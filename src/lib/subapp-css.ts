/**
 * Rewriting one stylesheet of a sub-application before it reaches the page, with the browser's
 * own CSS parser (a constructed CSSStyleSheet): every style rule's selectors go through
 * guardSelectorList (./subapp-selector.ts), inside @media, @supports, @layer, @container and
 * nested rules too; @keyframes, @font-face, @import and the other at-rules stay as they are.
 *
 * A rule of the app's html, body or :root lands on its wrapper. Its inherited properties (font,
 * colour, line height, custom properties...) also go to the other children of body, where the
 * app's pop-ups live (antd, element-ui append them to document.body): they would have inherited
 * them from body; the portal's root is not one of those children.
 *
 * Limits: what the browser's parser drops (rules and properties it does not understand, which
 * it would not apply either) is not in the output; @import is kept, but the sheet it imports
 * reaches the page unguarded; rules added later with insertRule (CSS-in-JS in its fast mode)
 * are not in a sheet's text: src/features/micro/cssom-guard.ts passes each through here.
 */
import { GUARD_MARK, guardSelectorList, type GuardTargets } from './subapp-selector';

/** Properties that inherit by default (CSS 2 and the common later ones); and `--*`. */
const INHERITED =
  /^(?:--.*|color|color-scheme|cursor|direction|font(?:-.*)?|letter-spacing|line-height|list-style(?:-.*)?|quotes|tab-size|text-align(?:-last)?|text-indent|text-rendering|text-shadow|text-transform|text-underline-position|visibility|white-space(?:-collapse)?|word-(?:break|spacing|wrap)|overflow-wrap|hyphens|caret-color|accent-color|border-collapse|border-spacing|caption-side|empty-cells|-webkit-font-smoothing|-moz-osx-font-smoothing|-webkit-text-size-adjust|text-size-adjust)$/;

/** The children of body other than the portal's root: where the app's pop-ups live. */
export function popupsOf({ portalRoot }: GuardTargets): string {
  return `:where(body > :not(${portalRoot}, script, style, [id^="${GUARD_MARK}"]))`;
}

function declarationsOf(style: CSSStyleDeclaration, keep: (name: string) => boolean): string {
  const declarations: string[] = [];
  for (let i = 0; i < style.length; i += 1) {
    const name = style.item(i);
    if (!keep(name)) continue;
    const priority = style.getPropertyPriority(name) ? ' !important' : '';
    declarations.push(`${name}: ${style.getPropertyValue(name)}${priority};`);
  }
  return declarations.join(' ');
}

/** The body of a rule (its declarations and nested rules), as the parser serialised it. */
function bodyOf(rule: CSSStyleRule): string {
  const text = rule.cssText;
  const open = text.indexOf('{', rule.selectorText.length);
  return text.slice(open);
}

/** A style rule's nested rules (CSS nesting), where the browser has them. */
function nestedRulesOf(rule: CSSStyleRule): CSSRuleList | null {
  return 'cssRules' in rule ? rule.cssRules : null;
}

function guardStyleRule(rule: CSSStyleRule, targets: GuardTargets, nested: boolean): string {
  const { root, guarded } = guardSelectorList(rule.selectorText, targets);
  const inner = nestedRulesOf(rule);
  if (inner) guardRules(inner, targets, true);
  // A nested rule is relative to its parent, already guarded or on the wrapper: html and body
  // cannot be inside it.
  if (nested) {
    if (guarded) rule.selectorText = guarded;
    return rule.cssText;
  }
  const body = bodyOf(rule);
  const out: string[] = [];
  if (root) {
    out.push(`${root} ${body}`);
    const inherited = declarationsOf(rule.style, (name) => INHERITED.test(name));
    if (inherited && targets.popups) out.push(`${popupsOf(targets)} { ${inherited} }`);
  }
  if (guarded) out.push(`${guarded} ${body}`);
  return out.join('\n');
}

/** @media, @supports, @layer, @container, @scope, @starting-style...: rules holding rules. */
function isGrouping(rule: CSSRule): rule is CSSGroupingRule {
  return 'cssRules' in rule && !(rule instanceof CSSKeyframesRule);
}

/** The rules' text, guarded; a grouping rule's own rules are replaced in place. */
function guardRules(rules: CSSRuleList, targets: GuardTargets, nested: boolean): string[] {
  const texts: string[] = [];
  for (const rule of Array.from(rules)) {
    if (rule instanceof CSSStyleRule) {
      texts.push(guardStyleRule(rule, targets, nested));
    } else if (isGrouping(rule)) {
      const inner = guardRules(rule.cssRules, targets, nested).filter(Boolean);
      const text = rule.cssText;
      texts.push(`${text.slice(0, text.indexOf('{'))}{\n${inner.join('\n')}\n}`);
    } else {
      texts.push(rule.cssText);
    }
  }
  return texts;
}

/**
 * One stylesheet's text with every selector guarded (see the file's comment). The leading
 * @import rules, which a constructed sheet refuses, are kept verbatim in front.
 */
export function guardStylesheet(css: string, targets: GuardTargets): string {
  const { imports, rest } = splitImports(css);
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(rest);
  const rules = guardRules(sheet.cssRules, targets, false).filter(Boolean);
  return [...imports, ...rules].join('\n');
}

/** `@charset`, `@import` and `@layer a, b;` statements at the start of a sheet. */
const LEADING_STATEMENT =
  /^(?:\s+|\/\*[\s\S]*?\*\/|@(?:charset|import|layer)\b(?:[^;'"{]|"[^"]*"|'[^']*')*;)/i;

function splitImports(css: string): { imports: string[]; rest: string } {
  const imports: string[] = [];
  let rest = css;
  for (let match = LEADING_STATEMENT.exec(rest); match; match = LEADING_STATEMENT.exec(rest)) {
    const statement = match[0].trim();
    if (/^@(?:import|layer)/i.test(statement)) imports.push(statement);
    rest = rest.slice(match[0].length);
  }
  return { imports, rest };
}
