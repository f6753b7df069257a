/**
 * The routes of spec 2.1. Every page is lazy-loaded, so the signed-out pages download neither
 * the layout nor the home page. The session bridge and the guard wrap them all.
 */
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { RouteGuard } from '@/features/guard/route-guard';
import { SessionBridge } from './session-bridge';

export const routes: RouteObject[] = [
  {
    element: <SessionBridge />,
    children: [
      {
        element: <RouteGuard />,
        children: [
          {
            path: PATHS.login,
            lazy: async () => ({
              Component: (await import('@/features/auth/login-page')).default,
            }),
          },
          {
            path: PATHS.forget,
            lazy: async () => ({
              Component: (await import('@/features/auth/forget-page')).default,
            }),
          },
          {
            path: PATHS.changePass,
            lazy: async () => ({
              Component: (await import('@/features/auth/change-pass-page')).default,
            }),
          },
          {
            path: PATHS.locking,
            lazy: async () => ({
              Component: (await import('@/features/auth/locking-page')).default,
            }),
          },
          {
            path: PATHS.home,
            lazy: async () => ({
              Component: (await import('@/features/layout/root-layout')).default,
            }),
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (await import('@/features/home/home-page')).default,
                }),
              },
              {
                path: PATHS.personalCenter,
                lazy: async () => ({
                  Component: (await import('@/features/layout/personal-center-page')).default,
                }),
              },
              {
                path: PATHS.settingsChangePass,
                lazy: async () => ({
                  Component: (await import('@/features/auth/settings-change-pass-page')).default,
                }),
              },
              {
                path: '*',
                lazy: async () => ({
                  Component: (await import('@/features/guard/not-found-page')).default,
                }),
              },
            ],
          },
        ],
      },
    ],
  },
];

export function makeRouter() {
  return createBrowserRouter(routes);
}
