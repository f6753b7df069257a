/** Seed of the product domain (filled by its issue work). */
export function seedProduct() {
  return {};
}
