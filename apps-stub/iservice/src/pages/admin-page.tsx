/** The five system-admin pages (spec 2.3, 6): administrators only; the shell's guard enforces it. */
import { useCls, useGlobalState } from '../../../kit/stub-context';
import { StubPage } from '../../../kit/stub-page';

export function AdminPage() {
  const cls = useCls();
  const user = useGlobalState((s) => s.user);
  const admin = Boolean(user?.roleNames.some((role) => role.includes('管理员')));
  return (
    <StubPage marks={{ 'data-admin-page': 'true' }}>
      <section className={cls('section')}>
        <p data-testid="stub-admin-role" className={cls(admin ? 'ok' : 'error')}>
          {admin ? '系统管理页：当前用户是管理员' : '系统管理页：当前用户不是管理员'}
        </p>
      </section>
    </StubPage>
  );
}
