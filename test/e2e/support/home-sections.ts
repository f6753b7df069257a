/**
 * The home page's sections load their code and data only when they come near the window, as a
 * person scrolls: a test reading a section scrolls to it first, as that person would.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Scrolls an element into the middle of the window, in one step in the page (a waiting card is
 * replaced by its section as soon as it is near, which would detach it from a longer action).
 */
export async function scrollTo(element: Locator): Promise<void> {
  await element.evaluate((node) => node.scrollIntoView({ block: 'center' }));
}

/**
 * Scrolls a section's card into the window and waits until it has come near (its holder no
 * longer waits for the keyboard's focus): from then on it loads, and stays loaded.
 */
async function bringNear(card: Locator): Promise<void> {
  await scrollTo(card);
  await expect(card.locator('xpath=..')).not.toHaveAttribute('tabindex', '0');
}

/** The card of a home section, scrolled into view so that it loads. */
export async function showSection(page: Page, id: string): Promise<Locator> {
  const card = page.getByTestId(`home-section-${id}`);
  await bringNear(card);
  return card;
}

/** Scrolls past every section of the page, top to bottom, so that each of them loads. */
export async function showAllSections(page: Page): Promise<void> {
  const cards = page.getByTestId('home-sections').locator('[data-testid^="home-section-"]');
  await cards.first().waitFor();
  for (const card of await cards.all()) await bringNear(card);
}
