/** Seed of the menu domain (filled by its issue work). */
export function seedMenu() {
  return {};
}
