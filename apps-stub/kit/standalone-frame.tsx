/**
 * The frame of standalone mode, standing in for the portal: the sign-in form until there is a
 * session, then a header (user, institution, Back, log out), the app's menu pages and the page.
 */
import { useEffect } from 'react';
import { NavLink, Outlet } from 'react-router-dom';
import { MICRO_APPS } from '@contract';
import { LoginForm } from './login-form';
import { menuPagesOf } from './menu-lookup';
import { useCls, useGlobalState, useStandaloneHost, useStoreValue } from './stub-context';

export function StandaloneFrame() {
  const host = useStandaloneHost();
  const cls = useCls();
  const status = useStoreValue(host.session);
  const stepMode = useStoreValue(host.stepMode);
  const user = useGlobalState((s) => s.user);
  const instName = useGlobalState((s) => s.instName);
  const menus = useGlobalState((s) => s.menus);

  useEffect(() => {
    void host.restore();
  }, [host]);

  if (status === 'checking') return <p className={cls('note')}>正在检查登录状态…</p>;
  if (status === 'signedOut') return <LoginForm />;

  return (
    <div className={cls('frame')}>
      <header className={cls('header')}>
        <strong>
          {MICRO_APPS[host.app].title}（{host.app}，独立运行）
        </strong>
        <span>
          {user?.realName} · {instName}
        </span>
        <button type="button" data-testid="stub-back" onClick={() => host.back()}>
          {stepMode ? '返回上一步' : '返回'}
        </button>
        <button type="button" data-testid="stub-logout" onClick={() => void host.logout()}>
          退出
        </button>
      </header>
      <div className={cls('body')}>
        <nav className={cls('nav')} aria-label="菜单">
          <ul>
            {menuPagesOf(menus, host.app).map((page) => (
              <li key={page.path}>
                <NavLink to={page.path}>{page.name}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main className={cls('main')}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
