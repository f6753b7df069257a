/** Seed of the value domain (filled by its issue work). */
export function seedValue() {
  return {};
}
