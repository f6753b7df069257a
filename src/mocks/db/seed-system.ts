/** Seed of the system domain (filled by its issue work). */
export function seedSystem() {
  return {};
}
