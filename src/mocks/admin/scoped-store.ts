/**
 * One value per data scope, made on first use: the default scope's lives as long as the
 * server; of the others, the 32 used most recently are kept (each holds a copy of the seed).
 */
import { DEFAULT_SCOPE } from './scope-context';

export const KEPT_SCOPES = 32;

export interface ScopedStore<T> {
  get(scope: string): T;
  delete(scope: string): void;
  clear(): void;
}

export function scopedStore<T>(create: () => T): ScopedStore<T> {
  const values = new Map<string, T>();
  return {
    get(scope) {
      let value = values.get(scope);
      if (value === undefined) value = create();
      // Most recently used last.
      values.delete(scope);
      values.set(scope, value);
      const others = [...values.keys()].filter((name) => name !== DEFAULT_SCOPE);
      for (const name of others.slice(0, Math.max(0, others.length - KEPT_SCOPES))) {
        values.delete(name);
      }
      return value;
    },
    delete: (scope) => void values.delete(scope),
    clear: () => values.clear(),
  };
}
