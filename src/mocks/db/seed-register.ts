/** Seed of the register domain (filled by its issue work). */
export function seedRegister() {
  return {};
}
