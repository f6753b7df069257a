/**
 * The routes of spec 2.1. Every page is lazy-loaded, so the signed-out pages download neither
 * the layout nor the home page. The route effects, the session bridge and the guard wrap them
 * all; each route's `handle.title` is its part of the page title.
 */
import { Spin } from 'antd';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { RouteEffects } from '@/features/guard/route-effects';
import type { RouteHandle } from '@/lib/route-handle';
import { CanonicalGate } from '@/features/guard/canonical-gate';
import { RouteGuard } from '@/features/guard/route-guard';
import { withChunkTimeout } from '@/lib/chunk-reload';
import { RouteError } from './route-error';
import { SessionBridge } from './session-bridge';

type PageModule = { default: React.ComponentType };

/** A lazy page with its title; a chunk that does not come within 120 s is an error (spec 9). */
function page(
  path: string | undefined,
  title: string,
  load: () => Promise<PageModule>,
): RouteObject {
  const handle: RouteHandle = { title };
  const timed = withChunkTimeout(load);
  const lazy = async () => ({ Component: (await timed()).default });
  return path === undefined ? { index: true, handle, lazy } : { path, handle, lazy };
}

/** A sub-application mount: the layout's one container shows it, the route renders nothing. */
function mount(base: string, title: string): RouteObject[] {
  const handle: RouteHandle = { title };
  return [
    { path: base, handle, element: null },
    { path: `${base}/*`, handle, element: null },
  ];
}

export const routes: RouteObject[] = [
  {
    // While the first page's lazy modules load.
    hydrateFallbackElement: <Spin fullscreen description="系统登录中..." />,
    // A page or chunk that fails: one reload for a chunk, else an error page; never white.
    errorElement: <RouteError />,
    element: (
      <>
        <RouteEffects />
        <SessionBridge />
      </>
    ),
    children: [
      {
        // One spelling of every address before any decision (src/policy/canonical-path.ts).
        element: (
          <CanonicalGate>
            <RouteGuard />
          </CanonicalGate>
        ),
        children: [
          page(PATHS.login, '登录', () => import('@/features/auth/login-page')),
          page(PATHS.forget, '找回密码', () => import('@/features/auth/forget-page')),
          page(PATHS.changePass, '修改密码', () => import('@/features/auth/change-pass-page')),
          page(PATHS.create, '机构注册', () => import('@/features/register/register-page')),
          page(PATHS.locking, '锁屏', () => import('@/features/auth/locking-page')),
          page(PATHS.maintenance, '系统升级', () => import('@/features/guard/maintenance-page')),
          {
            path: PATHS.home,
            lazy: async () => ({
              Component: (await withChunkTimeout(() => import('./shell-layout'))()).default,
            }),
            children: [
              {
                // A page of the frame that fails shows its error inside the frame.
                errorElement: <RouteError />,
                children: [
                  page(undefined, '首页', () => import('@/features/home/home-page')),
                  page(PATHS.main, '首页', () => import('@/features/home/home-page')),
                  page(
                    PATHS.personalCenter,
                    '个人中心',
                    () => import('@/features/layout/personal-center-page'),
                  ),
                  page(
                    PATHS.settingsChangePass,
                    '修改密码',
                    () => import('@/features/auth/settings-change-pass-page'),
                  ),
                  page(
                    PATHS.menuSet,
                    '常用菜单设置',
                    () => import('@/features/home/menu-set-page'),
                  ),
                  page(
                    PATHS.yzzyfwzq,
                    '运营指导服务专区',
                    () => import('@/features/service/guidance-page'),
                  ),
                  page(PATHS.zxbm, '在线报名', () => import('@/features/service/sign-up-page')),
                  page(
                    PATHS.raiseAccCheck,
                    '募集账户核查',
                    () => import('@/features/raise-acc/raise-acc-check-page'),
                  ),
                  ...mount('/ds', '直销系统'),
                  ...mount('/iservice', '在线服务平台'),
                  ...mount('/tgypt', '托管云平台'),
                  page(PATHS.error403, '403', () => import('@/features/guard/forbidden-page')),
                  page(PATHS.error404, '404', () => import('@/features/guard/not-found-page')),
                  page(PATHS.error405, '405', () => import('@/features/guard/not-allowed-page')),
                  // Any other path: 'page lost'. No title, so the title says 404 (spec 2.2).
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
    ],
  },
];

export function makeRouter() {
  return createBrowserRouter(routes);
}
