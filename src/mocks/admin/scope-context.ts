/**
 * Which data scope the current call of the mock API works on (QA contract: the header
 * X-Mock-Scope or the cookie MOCK-SCOPE; none is the shared default). The db and the admin
 * module read it from here. The HTTP server installs a context that follows each request
 * across its awaits (AsyncLocalStorage, ./node-scope-context.ts); the browser's worker and
 * Vitest serve one caller at a time and keep the plain one.
 */

export const DEFAULT_SCOPE = 'default';
export const SCOPE_HEADER = 'X-Mock-Scope';
export const SCOPE_COOKIE = 'MOCK-SCOPE';

export interface ScopeContext {
  run<T>(scope: string, fn: () => T): T;
  current(): string;
}

function plainContext(): ScopeContext {
  let scope = DEFAULT_SCOPE;
  return {
    run(next, fn) {
      const before = scope;
      scope = next;
      try {
        const result = fn();
        if (result instanceof Promise) {
          return result.finally(() => {
            scope = before;
          }) as typeof result;
        }
        scope = before;
        return result;
      } catch (error) {
        scope = before;
        throw error;
      }
    },
    current: () => scope,
  };
}

let context: ScopeContext = plainContext();

export function setScopeContext(next: ScopeContext): void {
  context = next;
}

export const runInScope = <T>(scope: string, fn: () => T): T => context.run(scope, fn);
export const currentScope = (): string => context.current();

const NAME = /^[A-Za-z0-9_-]{1,64}$/;

/** The scope a request names (header first, then cookie), if the name is well formed. */
export function scopeOfRequest(request: Request): string {
  const header = request.headers.get(SCOPE_HEADER)?.trim();
  if (header && NAME.test(header)) return header;
  const cookie = request.headers.get('cookie') ?? '';
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === SCOPE_COOKIE) {
      const value = decodeURIComponent(rest.join('='));
      if (NAME.test(value)) return value;
    }
  }
  return DEFAULT_SCOPE;
}
