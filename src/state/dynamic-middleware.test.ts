import { configureStore, type Middleware } from '@reduxjs/toolkit';

/** A fresh module each test: the list of added middleware is the module's own. */
async function setup() {
  vi.resetModules();
  const { dynamicMiddleware } = await import('./dynamic-middleware');
  const makeStore = () =>
    configureStore({
      reducer: (state: number = 0, action: { type: string }) =>
        action.type === 'inc' ? state + 1 : state,
      middleware: (getDefault) => getDefault().concat(dynamicMiddleware.middleware),
    });
  return { dynamicMiddleware, makeStore };
}

/** Middleware that counts how often a store made it and which actions it saw. */
function counting(label: string, log: string[]) {
  const made: unknown[] = [];
  const middleware: Middleware = (api) => {
    made.push(api);
    return (next) => (action) => {
      log.push(`${label}:${(action as { type: string }).type}`);
      return next(action);
    };
  };
  return { middleware, made };
}

describe('dynamicMiddleware', () => {
  it('applies middleware added after the store was made, and to stores made later', async () => {
    const { dynamicMiddleware, makeStore } = await setup();
    const before = makeStore();
    const log: string[] = [];
    dynamicMiddleware.addMiddleware(counting('a', log).middleware);
    const after = makeStore();
    before.dispatch({ type: 'inc' });
    after.dispatch({ type: 'inc' });
    expect(log).toEqual(['a:inc', 'a:inc']);
    expect(before.getState()).toBe(1);
    expect(after.getState()).toBe(1);
  });

  it('makes each middleware once per store, so its own state lasts', async () => {
    const { dynamicMiddleware, makeStore } = await setup();
    const first = makeStore();
    const second = makeStore();
    const { middleware, made } = counting('a', []);
    dynamicMiddleware.addMiddleware(middleware);
    for (let i = 0; i < 3; i += 1) {
      first.dispatch({ type: 'inc' });
      second.dispatch({ type: 'inc' });
    }
    expect(made).toHaveLength(2);
    expect(made[0]).not.toBe(made[1]);
  });

  it('runs added middleware in the order added, once each however often added', async () => {
    const { dynamicMiddleware, makeStore } = await setup();
    const store = makeStore();
    const log: string[] = [];
    const a = counting('a', log).middleware;
    const b = counting('b', log).middleware;
    dynamicMiddleware.addMiddleware(a, b);
    dynamicMiddleware.addMiddleware(a);
    store.dispatch({ type: 'x' });
    expect(log).toEqual(['a:x', 'b:x']);
  });
});
