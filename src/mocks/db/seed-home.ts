/** Seed of the home domain (filled by its issue work). */
export function seedHome() {
  return {};
}
