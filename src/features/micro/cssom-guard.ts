/**
 * The rules a sub-application puts into a <style> element's sheet through the CSSOM, as
 * CSS-in-JS does in its fast mode (styled-components and emotion in production: an empty
 * <style>, then `sheet.insertRule(rule, index)`): each is guarded like a sheet's text (spec
 * 2.1; the rewrite is src/lib/subapp-css.ts).
 *
 * These libraries count their rules by index (a rule's place is its group's offset, deleteRule
 * takes it back), so one rule in is one rule at the asked index: the first rule of the
 * rewrite. The rest of a rewrite (the inherited properties of a body or :root rule for the
 * app's pop-ups, the guarded half of `html, .x`) goes to a companion <style> right after the
 * element, which follows it back into the page when qiankun restores the app's styles.
 *
 * Rules already in the sheet when the guard first sees it (the app inserted them in the same
 * task as it appended the element, before the guard's MutationObserver ran, so before any
 * paint) are rewritten in place.
 *
 * And kept: a style element taken out of the page loses its sheet, and one put back gets a new,
 * empty one. qiankun 2 means to give such an element its rules back at the next mount, but
 * records them after the element has left, so a remounted CSS-in-JS app would have none (its
 * library believes they are still there). The element's last sheet keeps its rules: they go
 * into the new sheet when the element comes back empty. This runs for every app, whatever its
 * styleGuard.
 */

/** A stylesheet's text rewritten (src/lib/subapp-css.ts with the app's targets). */
export type GuardText = (css: string) => string;

const patched = new WeakSet<CSSStyleSheet>();
const lastSheets = new WeakMap<HTMLStyleElement, CSSStyleSheet>();
const insert = CSSStyleSheet.prototype.insertRule;
const companions = new WeakMap<HTMLStyleElement, HTMLStyleElement>();

/** The top-level rules of a text, as the browser serialises them. */
function rulesOf(css: string): string[] {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  return Array.from(sheet.cssRules, (rule) => rule.cssText);
}

/** A rule's rewrite as the rule that takes its place and the rules that go beside it. */
function rewrite(rule: string, guard: GuardText): { main: string; rest: string[] } | null {
  try {
    const [main, ...rest] = rulesOf(guard(rule));
    return main === undefined ? null : { main, rest };
  } catch {
    return null;
  }
}

function companionOf(style: HTMLStyleElement): HTMLStyleElement {
  let companion = companions.get(style);
  if (!companion) {
    companion = document.createElement('style');
    companion.dataset.guardedRulesOf = style.dataset.styled ?? 'cssom';
    companions.set(style, companion);
  }
  return companion;
}

/** Adds the rules the companion lacks (a global style inserted again on each render adds none). */
function addBeside(style: HTMLStyleElement, rules: readonly string[]): void {
  const companion = companionOf(style);
  const held = new Set((companion.textContent ?? '').split('\n'));
  const fresh = rules.filter((rule) => !held.has(rule));
  if (fresh.length === 0) return;
  companion.textContent = `${companion.textContent ?? ''}${fresh.join('\n')}\n`;
  if (style.isConnected && companion.previousSibling !== style) style.after(companion);
}

/** A style element back in the page with an empty sheet gets the rules of its last one. */
function restoreRules(style: HTMLStyleElement, sheet: CSSStyleSheet): void {
  const last = lastSheets.get(style);
  lastSheets.set(style, sheet);
  if (!last || last === sheet || style.textContent?.trim() || sheet.cssRules.length > 0) return;
  for (const rule of Array.from(last.cssRules)) {
    insert.call(sheet, rule.cssText, sheet.cssRules.length);
  }
}

/**
 * Keeps a style element's CSSOM rules across its leaving and coming back and, with `guard`,
 * guards its sheet from now on (its insertRule) and the rules it holds without text; puts its
 * companion back beside it when the element came back. A sheet is patched once; a new text
 * gives the element a new sheet, patched when the guard sees it again.
 */
export function guardSheetRules(style: HTMLStyleElement, guard: GuardText | null): void {
  const sheet = style.sheet;
  if (!sheet) return;
  restoreRules(style, sheet);
  const companion = companions.get(style);
  if (companion?.textContent && style.isConnected && companion.previousSibling !== style) {
    style.after(companion);
  }
  if (!guard || patched.has(sheet)) return;
  patched.add(sheet);
  if (!style.textContent?.trim()) {
    for (let index = sheet.cssRules.length - 1; index >= 0; index -= 1) {
      const text = sheet.cssRules[index]!.cssText;
      const guarded = rewrite(text, guard);
      if (!guarded || (guarded.main === text && guarded.rest.length === 0)) continue;
      sheet.deleteRule(index);
      insert.call(sheet, guarded.main, index);
      addBeside(style, guarded.rest);
    }
  }
  sheet.insertRule = function insertGuarded(rule: string, index?: number): number {
    const guarded = rewrite(rule, guard);
    if (!guarded) return insert.call(this, rule, index);
    const at = insert.call(this, guarded.main, index);
    addBeside(style, guarded.rest);
    return at;
  };
}
