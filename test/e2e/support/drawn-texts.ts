/**
 * Every text the page draws on a canvas (the watermark's tile, spec 2.8), recorded in the page
 * from its first script on; page-side code is a string (tsx's helpers do not exist there).
 */
import type { Page } from '@playwright/test';

export async function recordDrawnTexts(page: Page): Promise<void> {
  await page.addInitScript(`(() => {
    const texts = (window.__drawnTexts = []);
    const fillText = CanvasRenderingContext2D.prototype.fillText;
    CanvasRenderingContext2D.prototype.fillText = function (text, ...rest) {
      texts.push(String(text));
      return fillText.call(this, text, ...rest);
    };
  })()`);
}

/** How many drawn texts start with one of `prefixes`. */
export function drawnStartingWith(page: Page, prefixes: readonly string[]): Promise<number> {
  return page.evaluate(
    `window.__drawnTexts.filter((t) => ${JSON.stringify(prefixes)}.some((p) => t.startsWith(p))).length`,
  );
}
