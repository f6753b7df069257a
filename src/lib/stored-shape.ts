/**
 * Shapes of what the shell reads back from browser storage: anyone with the browser (a script of
 * another page of the origin, a sub-application, an older version of the portal) may have
 * written any JSON there, so a value is taken only when it has exactly the expected types, read
 * from its own properties (never `constructor` or `toString` of the prototype). A shape's
 * `parse` answers the value rebuilt from the checked fields only, or undefined.
 */

export type Shape<T> = (value: unknown) => T | undefined;

export const str: Shape<string> = (value) => (typeof value === 'string' ? value : undefined);
export const num: Shape<number> = (value) =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;
export const bool: Shape<boolean> = (value) => (typeof value === 'boolean' ? value : undefined);

export function oneOf<const T extends readonly (string | number | boolean)[]>(
  ...allowed: T
): Shape<T[number]> {
  return (value) => (allowed.includes(value as T[number]) ? (value as T[number]) : undefined);
}

export function nullable<T>(shape: Shape<T>): Shape<T | null> {
  return (value) => (value === null ? null : shape(value));
}

/** Every item of the shape, or undefined when one is not (at most `max` items). */
export function listOf<T>(item: Shape<T>, max = 1000): Shape<T[]> {
  return (value) => {
    if (!Array.isArray(value) || value.length > max) return undefined;
    const out: T[] = [];
    for (const entry of value) {
      const parsed = item(entry);
      if (parsed === undefined) return undefined;
      out.push(parsed);
    }
    return out;
  };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The object's own value of `key`, never one of its prototype. */
export const own = (value: Record<string, unknown>, key: string): unknown =>
  Object.hasOwn(value, key) ? value[key] : undefined;

/** A record of string keys (own, at most `max`) whose values have the shape. */
export function recordOf<T>(item: Shape<T>, max = 1000): Shape<Record<string, T>> {
  return (value) => {
    if (!isPlainObject(value)) return undefined;
    const keys = Object.keys(value);
    if (keys.length > max) return undefined;
    const out: Record<string, T> = {};
    for (const key of keys) {
      const parsed = item(value[key]);
      if (parsed === undefined) return undefined;
      Object.defineProperty(out, key, { value: parsed, enumerable: true, writable: true });
    }
    return out;
  };
}

/** An object with exactly these fields checked (other fields dropped). */
export function objectOf<T extends object>(fields: { [K in keyof T]-?: Shape<T[K]> }): Shape<T> {
  return (value) => {
    if (!isPlainObject(value)) return undefined;
    const out: Record<string, unknown> = {};
    for (const [key, shape] of Object.entries(fields) as [string, Shape<unknown>][]) {
      const parsed = shape(own(value, key));
      if (parsed === undefined) return undefined;
      out[key] = parsed;
    }
    return out as T;
  };
}

/** JSON text read with a shape: the value, or undefined when absent, not JSON or of another shape. */
export function parseStored<T>(raw: string | null, shape: Shape<T>, what: string): T | undefined {
  if (raw === null || raw === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    console.info(`[storage] ${what}：内容不是 JSON，已忽略`);
    return undefined;
  }
  const parsed = shape(value);
  noteDropped(what, raw, parsed !== undefined);
  return parsed;
}

/** A console note that a stored value was dropped (`kept` false) for being of another shape. */
export function noteDropped(what: string, raw: string | null, kept: boolean): void {
  if (raw !== null && raw !== '' && !kept) console.info(`[storage] ${what}：格式不符，已忽略`);
}
