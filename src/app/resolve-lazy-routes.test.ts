import { createMemoryRouter, type RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { resolveLazyRoutes } from './resolve-lazy-routes';

function Page() {
  return null;
}

function table() {
  const loadLogin = vi.fn(async () => ({ Component: Page }));
  const loadHome = vi.fn(async () => ({ Component: Page }));
  const routes: RouteObject[] = [
    {
      element: null,
      children: [
        { path: '/login', lazy: loadLogin },
        { path: '/', lazy: loadHome },
      ],
    },
  ];
  return { routes, loadLogin, loadHome };
}

describe('resolveLazyRoutes', () => {
  it('without it, a router of lazy routes starts with its fallback (not initialised)', () => {
    const { routes } = table();
    const router = createMemoryRouter(routes, { initialEntries: ['/login'] });
    expect(router.state.initialized).toBe(false);
  });

  it('loads the matching routes only, and a router made from them starts initialised', async () => {
    const { routes, loadLogin, loadHome } = table();
    await resolveLazyRoutes(routes, '/login');
    expect(loadLogin).toHaveBeenCalledTimes(1);
    expect(loadHome).not.toHaveBeenCalled();
    const [login, home] = routes[0]?.children ?? [];
    expect(login).toMatchObject({ Component: Page, lazy: undefined });
    expect(home?.lazy).toBe(loadHome);
    const router = createMemoryRouter(routes, { initialEntries: ['/login'] });
    expect(router.state.initialized).toBe(true);
  });

  it('leaves the routes as they are when nothing matches', async () => {
    const { routes, loadLogin, loadHome } = table();
    await resolveLazyRoutes(routes, '/nowhere/else');
    expect(loadLogin).not.toHaveBeenCalled();
    expect(loadHome).not.toHaveBeenCalled();
  });
});
