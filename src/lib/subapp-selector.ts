/**
 * Rewriting one selector list of a sub-application's stylesheet so that it cannot match the
 * portal's frame (spec 2.1: the portal hosts apps other teams write, with their global CSS).
 *
 *   html, body, :root as the whole selector   -> the app's qiankun wrapper (its "body")
 *   html, body, :root leading a longer one     -> the wrapper or the original, then the guard
 *   every other selector                       -> the same, its subject guarded
 *
 * The guard is a zero-specificity `:where()` that lets the subject match inside a qiankun
 * wrapper (the app's own elements) and outside the portal's root (the app's pop-ups on
 * document.body), and nowhere else: never the portal's header, menus, tabs or panels, never
 * html, head or body themselves. It goes before a pseudo-element (`::before`, `::placeholder`),
 * which must stay last in its compound.
 */

/** Selectors of the page that the guard needs, and how far the app's rules may reach. */
export interface GuardTargets {
  /** The portal's root element, e.g. `#portal-root` */
  portalRoot: string;
  /** A sub-application's wrapper element */
  wrapper: string;
  /**
   * true: the app's rules also match outside the portal's root (its pop-ups on body);
   * false: inside its wrapper only (scoped, like qiankun's experimentalStyleIsolation)
   */
  popups: boolean;
}

/** A mark every guarded selector carries: a selector that has it is left as it is. */
export const GUARD_MARK = '__qiankun_microapp_wrapper_for_';

/**
 * qiankun 2 renders each app into `<div id="__qiankun_microapp_wrapper_for_<name>__">` inside
 * the container (qiankun/es/utils.js getWrapperId). A prefix match stays right when the instance
 * name gets a suffix (a retry's fresh name, qiankun's `_1` for a name loaded twice); the portal
 * mounts one app at a time, so any wrapper in its container is the app's.
 */
export function guardTargets(portalRootId: string, container: string, popups = true): GuardTargets {
  return {
    portalRoot: `#${portalRootId}`,
    wrapper: `${container} [id^="${GUARD_MARK}"]`,
    popups,
  };
}

/**
 * The `:where()` appended to a subject: inside a wrapper, or (with `popups`) outside the
 * portal's root.
 */
export function guardOf({ portalRoot, wrapper, popups }: GuardTargets): string {
  if (!popups) return `:where(${wrapper} *)`;
  return `:where(${wrapper} *, :not(html, head, head *, body, ${portalRoot}, ${portalRoot} *))`;
}

/** Where a selector list lands: on the wrapper (as the app's body), and guarded elsewhere. */
export interface GuardedSelectors {
  /** Selectors of the app's html/body/:root, mapped to its wrapper ('' when none) */
  root: string;
  /** Every other selector of the list, guarded ('' when none) */
  guarded: string;
}

/** Where a scan of a selector stands: inside a string (its quote), and how deep in ( and [. */
interface Scan {
  quote: string;
  depth: number;
}

/** The scan past `char` (a backslash escape is skipped by the caller). */
function advance(scan: Scan, char: string): void {
  if (scan.quote) {
    if (char === scan.quote) scan.quote = '';
  } else if (char === '"' || char === "'") {
    scan.quote = char;
  } else if (char === '(' || char === '[') {
    scan.depth += 1;
  } else if (char === ')' || char === ']') {
    scan.depth -= 1;
  }
}

const atTopLevel = (scan: Scan) => scan.depth === 0 && !scan.quote;

/** Splits at `at` characters outside brackets, parentheses and strings. */
function splitTopLevel(text: string, at: (char: string) => boolean): string[] {
  const parts: string[] = [];
  const scan: Scan = { quote: '', depth: 0 };
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charAt(i);
    if (char === '\\') {
      i += 1;
    } else if (atTopLevel(scan) && at(char)) {
      parts.push(text.slice(start, i));
      start = i + 1;
    } else {
      advance(scan, char);
    }
  }
  parts.push(text.slice(start));
  return parts;
}

const isCombinatorChar = (char: string) => /[\s>+~]/.test(char);

/**
 * A complex selector as compounds and the combinators before each but the first (' ', '>',
 * '+', '~'); a relative selector (`> .a`, nested rules) has one combinator more, first.
 */
function compoundsOf(selector: string): { compounds: string[]; combinators: string[] } {
  const compounds: string[] = [];
  const combinators: string[] = [];
  let current = '';
  let combinator = '';
  const scan: Scan = { quote: '', depth: 0 };
  for (let i = 0; i < selector.length; i += 1) {
    const char = selector.charAt(i);
    if (atTopLevel(scan) && isCombinatorChar(char)) {
      if (current) compounds.push(current);
      current = '';
      combinator += char;
      continue;
    }
    if (combinator) {
      if (compounds.length > 0 || combinator.trim()) combinators.push(combinator.trim() || ' ');
      combinator = '';
    }
    if (char === '\\') {
      current += selector.slice(i, i + 2);
      i += 1;
      continue;
    }
    advance(scan, char);
    current += char;
  }
  if (current) compounds.push(current);
  return { compounds, combinators };
}

/** `html`, `body` or `:root` leading a compound, and what follows it there. */
const ROOT_COMPOUND = /^(?:html|body|:root)(?![\w-]|\()/i;

/** Index of a compound's pseudo-element (`::x` or the legacy one-colon four), or its length. */
export function pseudoElementAt(compound: string): number {
  const parts = splitTopLevel(compound, (char) => char === ':');
  let index = 0;
  for (let i = 0; i < parts.length - 1; i += 1) {
    index += (parts[i] ?? '').length;
    const next = parts[i + 1] ?? '';
    if (next === '' && i + 2 < parts.length) return index;
    if (/^(?:before|after|first-line|first-letter)$/i.test(next)) return index;
    index += 1;
  }
  return compound.length;
}

/** Compounds and combinators back to text (a relative selector's first combinator first). */
function join(compounds: string[], combinators: string[]): string {
  const relative = combinators.length === compounds.length;
  const between = relative ? combinators.slice(1) : combinators;
  const text = compounds.reduce((joined, compound, i) => {
    if (i === 0) return compound;
    const combinator = between[i - 1];
    return combinator === ' ' ? `${joined} ${compound}` : `${joined} ${combinator} ${compound}`;
  }, '');
  return relative ? `${combinators[0]} ${text}` : text;
}

/** One complex selector: mapped to the wrapper (root) or guarded. */
function guardComplex(
  selector: string,
  targets: GuardTargets,
): { root?: string; guarded?: string } {
  const { compounds, combinators } = compoundsOf(selector);
  const relative = combinators.length === compounds.length;
  let lead = 0;
  if (!relative) {
    while (
      lead < compounds.length &&
      ROOT_COMPOUND.test(compounds[lead] ?? '') &&
      (lead === 0 || combinators[lead - 1] === ' ' || combinators[lead - 1] === '>')
    ) {
      lead += 1;
    }
  }
  const wrapper = `:where(${targets.wrapper})`;
  if (lead > 0 && lead === compounds.length) {
    const extras = compounds.map((compound) => compound.replace(ROOT_COMPOUND, '')).join('');
    return { root: `${wrapper}${extras}` };
  }
  const subject = compounds.at(-1) ?? '';
  const at = pseudoElementAt(subject);
  const guardedSubject = `${subject.slice(0, at)}${guardOf(targets)}${subject.slice(at)}`;
  const tail = [...compounds.slice(lead, -1), guardedSubject];
  if (lead === 0) return { guarded: join(tail, combinators) };
  const leading = join(compounds.slice(0, lead), combinators.slice(0, lead - 1));
  const leadingExtras = (compounds[lead - 1] ?? '').replace(ROOT_COMPOUND, '');
  const mapped = `:where(${targets.wrapper}${leadingExtras}, ${leading})`;
  return { guarded: join([mapped, ...tail], combinators.slice(lead - 1)) };
}

/**
 * A selector list of a sub-application's style rule, split into what lands on its wrapper and
 * what is guarded. Already guarded selectors come back unchanged (the rewrite is idempotent).
 */
export function guardSelectorList(selectorText: string, targets: GuardTargets): GuardedSelectors {
  const roots: string[] = [];
  const guarded: string[] = [];
  for (const selector of splitTopLevel(selectorText, (char) => char === ',')) {
    const trimmed = selector.trim();
    if (!trimmed) continue;
    if (trimmed.includes(GUARD_MARK)) {
      guarded.push(trimmed);
      continue;
    }
    const result = guardComplex(trimmed, targets);
    if (result.root) roots.push(result.root);
    if (result.guarded) guarded.push(result.guarded);
  }
  return { root: roots.join(', '), guarded: guarded.join(', ') };
}
