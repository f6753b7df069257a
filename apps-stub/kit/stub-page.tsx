/**
 * The root of every stub page (QA contract test id `stub-page`): data-app, data-path (the path
 * inside the app), the page name from the menu, and the user and institution names from the
 * global state, re-rendered whenever the shell changes it. Sends setTitle with the page name.
 */
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { MICRO_APPS } from '@contract';
import { findMenuPage } from './menu-lookup';
import { useCls, useGlobalState, useStubHost } from './stub-context';

export interface StubPageProps {
  /** The name when the menu has no entry for the path (detail pages) */
  fallbackName?: string;
  /** Extra data-* attributes of the root element */
  marks?: Record<`data-${string}`, string>;
  children?: ReactNode;
}

export function StubPage({ fallbackName, marks, children }: StubPageProps) {
  const host = useStubHost();
  const cls = useCls();
  const { pathname } = useLocation();
  const menus = useGlobalState((s) => s.menus);
  const user = useGlobalState((s) => s.user);
  const instName = useGlobalState((s) => s.instName);
  const { base, title } = MICRO_APPS[host.app];
  const page = findMenuPage(menus, host.app, pathname);
  const name = page?.name ?? fallbackName ?? `${title} ${pathname}`;
  const parts = page?.item.child.filter((c) => c.visible === 'Y') ?? [];

  useEffect(() => {
    host.send({ type: 'setTitle', title: name });
  }, [host, name]);

  return (
    <div
      data-testid="stub-page"
      data-app={host.app}
      data-path={pathname}
      className={cls('page')}
      {...marks}
    >
      <h2 className={cls('page-name')} data-testid="stub-page-name">
        {name}
      </h2>
      <dl className={cls('facts')}>
        <dt>用户</dt>
        <dd data-testid="stub-user-name">
          {user ? `${user.realName}（${user.userName}）` : '未登录'}
        </dd>
        <dt>机构</dt>
        <dd data-testid="stub-inst-name">{instName || '—'}</dd>
        <dt>地址</dt>
        <dd>
          {host.app} 子应用 · {base}
          {pathname === '/' ? '' : pathname}
        </dd>
      </dl>
      {parts.length > 0 && (
        <ul className={cls('parts')} aria-label="页签与按钮">
          {parts.map((part) => (
            <li key={part.key}>
              {part.type === 'tab' ? '页签' : '按钮'}：{part.name}
            </li>
          ))}
        </ul>
      )}
      {children}
    </div>
  );
}
