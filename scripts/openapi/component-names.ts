/**
 * Final component names: a type's own name (ProdSetInfo) when no other component has it, else
 * its module-qualified name (auth.SmsSent beside register.SmsSent), then every `$ref` rewritten.
 */
import { REF_PREFIX, type Component } from './type-to-schema';

export function finalNames(components: readonly Component[]): Map<string, string> {
  const uses = new Map<string, number>();
  for (const { shortName } of components) uses.set(shortName, (uses.get(shortName) ?? 0) + 1);
  return new Map(
    components.map(({ key, shortName }) => [key, uses.get(shortName) === 1 ? shortName : key]),
  );
}

/** A copy of the value with each `$ref` to a component key pointing at its final name. */
export function renameRefs(value: unknown, names: ReadonlyMap<string, string>): unknown {
  if (Array.isArray(value)) return value.map((item) => renameRefs(item, names));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => {
      if (key === '$ref' && typeof item === 'string' && item.startsWith(REF_PREFIX)) {
        const name = names.get(item.slice(REF_PREFIX.length));
        return [key, name ? REF_PREFIX + name : item];
      }
      return [key, renameRefs(item, names)];
    }),
  );
}
