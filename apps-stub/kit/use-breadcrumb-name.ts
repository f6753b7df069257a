/** A detail page names its breadcrumb tab in the shell (setBreadcrumbName), again when it changes. */
import { useEffect } from 'react';
import { useStubHost } from './stub-context';

export function useBreadcrumbName(name: string): void {
  const { send } = useStubHost();
  useEffect(() => {
    send({ type: 'setBreadcrumbName', name });
  }, [name, send]);
}
