/**
 * A control of a special function (spec 3, 6): offered as it is to a user who holds the
 * function; otherwise rendered disabled, with a tooltip saying why (无此功能权限, or that the
 * authority list is still loading or failed).
 */
import { Tooltip } from 'antd';
import type { ReactElement } from 'react';
import { useSpecialFunction } from './use-special-function';

export function FunctionGate({
  authKey,
  children,
}: {
  /** authKey of the function (SPECIAL_FUNCTIONS) */
  authKey: string;
  /** The control, disabled when `held` is false */
  children: (held: boolean) => ReactElement;
}) {
  const { grant, reason } = useSpecialFunction(authKey);
  if (grant === 'granted') return children(true);
  return (
    <Tooltip title={reason}>
      <span
        data-testid="function-denied"
        data-auth-key={authKey}
        data-grant={grant}
        style={{ display: 'inline-block' }}
      >
        {children(false)}
      </span>
    </Tooltip>
  );
}
