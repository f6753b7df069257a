/** Axe-core's verdict on a page (WCAG 2.1 A and AA): its serious and critical findings. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const BLOCKING = new Set(['serious', 'critical']);

/**
 * Waits until the page is still: no request under way (the chat robot's frame has said it is
 * ready and its shortcuts are enabled) and no CSS transition running (a colour caught half-way
 * through a fade is no colour a person reads).
 */
export async function settle(page: Page): Promise<void> {
  // eslint-disable-next-line playwright/no-networkidle -- axe reads the page once nothing is still loading
  await page.waitForLoadState('networkidle');
  await expect
    .poll(() =>
      page.evaluate(
        'document.getAnimations().filter((a) => a instanceof CSSTransition && a.playState === "running").length',
      ),
    )
    .toBe(0);
}

/** The serious and critical violations of the page once settled, one readable line each. */
export async function blockingViolations(page: Page): Promise<string[]> {
  await settle(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} — ` +
        violation.nodes
          .slice(0, 5)
          .map((node) => node.target.join(' '))
          .join(' | '),
    );
}

/**
 * What an outside auditor's Lighthouse also weighs on a page (its accessibility audits beyond
 * WCAG 2.1 AA): the heading outline and the size of touch targets, every finding of any impact.
 */
export async function auditorViolations(
  page: Page,
  rules: string[] = ['heading-order', 'target-size'],
): Promise<string[]> {
  await settle(page);
  const results = await new AxeBuilder({ page }).withRules(rules).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.impact} ${violation.id}: ${violation.help} — ` +
      violation.nodes.map((node) => node.target.join(' ')).join(' | '),
  );
}
