/** Route error element: an error of a stub page stays inside the stub's area. */
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { useCls } from './stub-context';

export function StubError() {
  const error = useRouteError();
  const cls = useCls();
  const text = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <div role="alert" data-testid="stub-error" className={cls('error')}>
      页面出错：{text}
    </div>
  );
}
