/** /iservice/cpgl/glrzhwh (管理人账户维护): shows the page's grant from the shell's permissions. */
import { useLocation } from 'react-router-dom';
import { MICRO_APPS } from '@contract';
import { useCls, useGlobalState } from '../../../kit/stub-context';
import { StubPage } from '../../../kit/stub-page';

export function ManagerAccountPage() {
  const cls = useCls();
  const { pathname } = useLocation();
  const permissions = useGlobalState((s) => s.permissions);
  const route = `${MICRO_APPS.iservice.base}${pathname}`;
  const grant = permissions.white[route];
  return (
    <StubPage fallbackName="管理人账户维护">
      <section className={cls('section')}>
        <p>
          页面权限：
          <span data-testid="stub-privilege-keys">
            {grant ? grant.privilegeKeys || '（无页签）' : '不在白名单'}
          </span>
        </p>
      </section>
    </StubPage>
  );
}
