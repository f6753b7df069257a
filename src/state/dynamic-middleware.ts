/**
 * Middleware that a lazily loaded chunk adds to the store after it was made: RTK Query's, which
 * the login page never downloads. One list serves every store; each store makes each added
 * middleware once, with its own store API, so the middleware's own state (RTK Query's
 * subscriptions and timers) lasts as long as the store. Hand-made rather than RTK's
 * createDynamicMiddleware: that one (its actions, matchers and hooks) would load on every page.
 */
import type { Middleware } from '@reduxjs/toolkit';

type Handler = (action: unknown) => unknown;
type Made = (next: Handler) => Handler;

const added: Middleware[] = [];

export const dynamicMiddleware = {
  /** Applies each added middleware, in the order added, to every store. */
  middleware: ((api) => {
    const made: Made[] = [];
    return (next) => (action) => {
      while (made.length < added.length) made.push(added[made.length]!(api) as Made);
      return made.reduceRight<Handler>((inner, outer) => outer(inner), next)(action);
    };
  }) satisfies Middleware,
  /** Adds middleware to every store, made or to come; one added before is not added again. */
  addMiddleware(...middleware: Middleware[]) {
    for (const one of middleware) if (!added.includes(one)) added.push(one);
  },
};
