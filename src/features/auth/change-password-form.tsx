/**
 * Change password (spec 4, 5.2, 7.1 user/resetPassword): the current password and a new one
 * that follows the rule shown; success ends the session: 'password changed, log in again'.
 */
import { useCallback, useState } from 'react';
import { resetPassword, type ChangePasswordRequest } from '@/api/auth';
import { authMessage } from '@/api/auth-codes';
import { useClickGuard } from '@/components/use-click-guard';
import { useAppDispatch } from '@/state/hooks';
import { endSession } from '@/state/session-thunks';
import { AuthStepForm, CurrentPasswordField, NewPasswordFields } from './auth-step-form';
import { useFeedback } from '@/lib/feedback';

export const PASSWORD_CHANGED = '密码修改成功，请重新登录';

/** Why the session ended under the form: the password changed, or the server ended it (-403). */
export type SessionEnd = 'changed' | 'expired';

/**
 * `onSessionEnd` tells a page that has no guard behind it (the public /changePass) that the
 * session is over; on the settings page the route guard and the session bridge handle it.
 */
export function ChangePasswordForm({ onSessionEnd }: { onSessionEnd?: (end: SessionEnd) => void }) {
  const dispatch = useAppDispatch();
  const { message } = useFeedback();
  const [error, setError] = useState<string | null>(null);

  const submit = useCallback(
    async (values: ChangePasswordRequest) => {
      setError(null);
      const response = await resetPassword(values);
      if (response && response.code === 0) {
        // The guard takes the signed-out user to /login.
        dispatch(endSession());
        void message.success(PASSWORD_CHANGED);
        onSessionEnd?.('changed');
        return true;
      }
      if (response && response.code === -403) {
        // The session has ended: the session bridge has ended it here too.
        onSessionEnd?.('expired');
        return undefined;
      }
      setError(authMessage(response, '修改失败，请稍后重试'));
      // A refusal or a network failure frees the button for the next try at once.
      return false;
    },
    [dispatch, message, onSessionEnd],
  );
  const guard = useClickGuard(submit);

  return (
    <AuthStepForm
      action={guard}
      error={error}
      errorTestId="change-password-error"
      submitTestId="password-submit"
      submitLabel="确认修改"
      style={{ maxWidth: 420 }}
    >
      <CurrentPasswordField
        label="原密码"
        name="oldPassword"
        message="请输入原密码"
        testId="old-password"
      />
      <NewPasswordFields />
    </AuthStepForm>
  );
}
