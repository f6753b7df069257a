/**
 * The table runner of the odd-input specs (odd-input-*.spec.ts): very long and odd Unicode input
 * in every form field of the portal's own screens neither breaks the layout nor reaches the
 * server unvalidated.
 *
 * A form is a list of field rows and one way to submit it; a new field is one row.
 * Each field gets ODD_TEXT (5000 code units of CJK, skin-toned ZWJ emoji, Zalgo, U+202E,
 * zero-width spaces and a long unbroken word, test/support/odd-text.ts) and must keep at most
 * its maxLength (the limit the server applies too, src/api/field-limits.ts) while the page does
 * not overflow sideways and the field stays inside its card or dialog. The submit then ends in
 * one of: the form's own Chinese message and no request ('blocked'); the server's Chinese
 * refusal, shown, with the fields still holding what was typed ('refused'); the server taking
 * the (truncated, valid) value ('accepted'); a screen that never calls the server ('local').
 * Nothing is intercepted. Each form's call is also sent the whole ODD_TEXT directly ('probe'):
 * the server answers 1002 with a Chinese length or format message, never a crash.
 *
 * Rows are grouped per page and the pages per test, so each page is opened once.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ODD_TEXT } from '../../support/odd-text';
import { tokenCookie } from './auth';

export const CHINESE = /[\u4e00-\u9fff]/;
/** What a clear refusal is not: a crash, or the client's own failure text. */
export const NOT_A_CRASH = /系统繁忙|网络异常|接口不存在|undefined|null|Error/;

export const CARD = '.ant-card';
export const DIALOG = '[role="dialog"]';
/** The panel of the signed-out screens (AuthCard): a section, or an antd card. */
export const AUTH_BOX = 'section, .ant-card';

export interface FieldRow {
  name: string;
  field: (page: Page) => Locator;
  /** The field's maxLength; null: no hard cut, the form refuses an over-long value itself. */
  max: number | null;
  /** The card or dialog (CSS, the nearest ancestor) the field must stay within. */
  box: string;
  /** false: the form empties it after a refusal on purpose (captcha, unlock password). */
  keeps?: boolean;
  /** The limit is applied by the form's code, not by a maxlength attribute (antd Select). */
  cutByCode?: boolean;
}

export type Outcome =
  | { kind: 'blocked'; api: string; shows: (page: Page) => Locator }
  | { kind: 'refused'; api: string; shows: (page: Page) => Locator }
  | { kind: 'accepted'; api: string; shows: (page: Page) => Locator; within?: string }
  | { kind: 'local'; shows: (page: Page) => Locator; within?: string };

export interface FormCase {
  name: string;
  rows: FieldRow[];
  /** Brings the form on screen (after the previous form of the page). */
  open?: (page: Page) => Promise<void>;
  /** Valid values in the other fields, so that the odd ones reach the server. */
  prepare?: (page: Page) => Promise<void>;
  submit: (page: Page) => Promise<void>;
  outcome: Outcome;
  /** The form's call, sent the whole ODD_TEXT in these parameters. */
  probe?: { method: 'get' | 'post'; path: string; params: Record<string, string> };
}

/** Every /api/ request of the page, for "sends nothing". */
export function recordRequests(page: Page): { since: () => () => string[] } {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/')) urls.push(request.url());
  });
  return {
    since: () => {
      const start = urls.length;
      return () => urls.slice(start);
    },
  };
}

export interface Fit {
  pageScroll: number;
  pageWidth: number;
  el: [number, number];
  holder: [number, number];
  box: [number, number] | null;
  boxScroll: number;
  boxClient: number;
}

/** The document does not scroll sideways; the element and its form item stay inside `box`. */
export async function expectFits(el: Locator, box: string, what: string): Promise<void> {
  const fit = await el.evaluate((node, selector): Fit => {
    const span = (e: Element): [number, number] => {
      const r = e.getBoundingClientRect();
      return [r.left, r.right];
    };
    const doc = node.ownerDocument;
    const holder =
      node.closest('.ant-form-item, .ant-input-search, .ant-input-affix-wrapper, .ant-select') ??
      node;
    const container = node.closest(selector);
    return {
      pageScroll: doc.documentElement.scrollWidth,
      pageWidth: doc.defaultView?.innerWidth ?? 0,
      el: span(node),
      holder: span(holder),
      box: container ? span(container) : null,
      boxScroll: container?.scrollWidth ?? 0,
      boxClient: container?.clientWidth ?? 0,
    };
  }, box);
  expect(fit.pageScroll, `${what}: the page scrolls sideways`).toBeLessThanOrEqual(
    fit.pageWidth + 1,
  );
  expect(fit.box, `${what}: not inside ${box}`).not.toBeNull();
  const [left, right] = fit.box ?? [0, 0];
  for (const [name, [l, r]] of [
    ['element', fit.el],
    ['form item', fit.holder],
  ] as const) {
    expect(l, `${what}: ${name} sticks out left of ${box}`).toBeGreaterThanOrEqual(left - 1);
    expect(r, `${what}: ${name} sticks out right of ${box}`).toBeLessThanOrEqual(right + 1);
  }
  expect(fit.boxScroll, `${what}: ${box} scrolls sideways`).toBeLessThanOrEqual(fit.boxClient + 1);
}

export async function expectPageFits(page: Page, what: string): Promise<void> {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scroll, `${what}: the page scrolls sideways`).toBeLessThanOrEqual(width + 1);
}

/**
 * The odd text of a GET probe: its first 800 characters, over every field's limit. The whole
 * text, percent-encoded, is a 40 KB address, which Node's HTTP servers (the dev proxy, the mock
 * server) refuse before any handler with 431, as real servers do.
 */
export const ODD_QUERY = [...ODD_TEXT].slice(0, 800).join('');

export async function probe(page: Page, { method, path, params }: NonNullable<FormCase['probe']>) {
  const headers = { 'X-Access-Token': (await tokenCookie(page)) ?? '' };
  const query = Object.fromEntries(
    Object.entries(params).map(([key, value]) => [key, value === ODD_TEXT ? ODD_QUERY : value]),
  );
  const response =
    method === 'get'
      ? await page.request.get(`/api/${path}`, { params: query, headers })
      : await page.request.post(`/api/${path}`, { form: params, headers });
  expect(response.status(), path).toBe(200);
  const body = (await response.json()) as { code: number; message: string };
  expect(body.code, `${path}: ${body.message}`).toBe(1002);
  expect(body.message, path).toMatch(/长度不能超过\d+|格式不正确/);
}

/** Types ODD_TEXT into each field of the form, submits it and checks what follows. */
export async function runForm(
  page: Page,
  form: FormCase,
  requests: ReturnType<typeof recordRequests>,
) {
  await test.step(form.name, async () => {
    if (form.open) await form.open(page);
    const kept = new Map<string, string>();
    for (const row of form.rows) {
      const what = `${form.name} / ${row.name}`;
      const field = row.field(page);
      await field.fill(ODD_TEXT);
      const value = await field.inputValue();
      expect(value.length, `${what}: nothing kept`).toBeGreaterThan(0);
      if (row.max === null) {
        expect(value, `${what}: the form keeps everything typed`).toBe(ODD_TEXT);
      } else {
        if (!row.cutByCode) {
          expect(await field.evaluate((el) => (el as HTMLInputElement).maxLength), what).toBe(
            row.max,
          );
        }
        expect(value.length, `${what}: longer than its limit`).toBeLessThanOrEqual(row.max);
        // What is kept is the start of what was typed (some fields trim or upper-case it).
        expect(ODD_TEXT.toUpperCase().startsWith(value.trim().toUpperCase()), what).toBe(true);
      }
      kept.set(row.name, value);
      await expectFits(field, row.box, what);
    }
    if (form.prepare) await form.prepare(page);

    const { outcome } = form;
    const sent = requests.since();
    const answer =
      outcome.kind === 'refused' || outcome.kind === 'accepted'
        ? page.waitForResponse((r) => r.url().includes(`/api/${outcome.api}`))
        : null;
    await form.submit(page);
    const shown = outcome.shows(page).first();
    await expect(shown, `${form.name}: what the submit shows`).toBeVisible();
    await expect(shown).toHaveText(CHINESE);
    await expect(shown).not.toHaveText(NOT_A_CRASH);
    if (outcome.kind === 'blocked') {
      // Let a request that would still go out be seen.
      // eslint-disable-next-line playwright/no-wait-for-timeout -- nothing must go out: a window for it to show
      await page.waitForTimeout(300);
      expect(
        sent().filter((url) => url.includes(`/api/${outcome.api}`)),
        `${form.name}: sent despite the form's message`,
      ).toEqual([]);
    }
    if (answer) {
      const response = await answer;
      expect(response.status(), form.name).toBe(200);
      const body = (await response.json()) as { code: number; message?: string };
      if (outcome.kind === 'refused') {
        expect(body.code, `${form.name}: ${body.message}`).not.toBe(0);
        expect(body.code, form.name).not.toBe(500);
        expect(body.message ?? '', form.name).toMatch(CHINESE);
      } else {
        expect(body.code, `${form.name}: ${body.message}`).toBe(0);
      }
    }
    if ((outcome.kind === 'accepted' || outcome.kind === 'local') && outcome.within) {
      await expectFits(shown, outcome.within, `${form.name}: the result`);
    }
    await expectPageFits(page, `${form.name} after the submit`);
    if (outcome.kind === 'blocked' || outcome.kind === 'refused') {
      for (const row of form.rows) {
        if (row.keeps === false) continue;
        await expect(
          row.field(page),
          `${form.name} / ${row.name}: lost after the refusal`,
        ).toHaveValue(kept.get(row.name) ?? '');
      }
    }
    if (form.probe) await probe(page, form.probe);
  });
}

export async function runForms(page: Page, forms: FormCase[]): Promise<void> {
  const requests = recordRequests(page);
  for (const form of forms) await runForm(page, form, requests);
}

export const byTestId = (id: string) => (page: Page) => page.getByTestId(id);
