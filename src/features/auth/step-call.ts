/**
 * A step of the first-login and password-recovery wizards calls the server: the step's message
 * is cleared first; a refusal or a network failure shows the server's message (or the step's own)
 * and answers false or null, which frees the submit button for the next try at once.
 */
import type { SmsSent } from '@/api/auth';
import { authMessage, SMS_SEND_FAILED } from '@/api/auth-codes';
import type { ApiResult } from '@/lib/http-client';

type SetError = (message: string | null) => void;

/** Whether the step's call succeeded; `onDone` runs first when it did (on to the next step). */
export async function stepCall(
  setError: SetError,
  call: () => ApiResult<unknown>,
  failure: string,
  onDone: () => void,
): Promise<boolean> {
  setError(null);
  const response = await call();
  if (response && response.code === 0) {
    onDone();
    return true;
  }
  setError(authMessage(response, failure));
  return false;
}

/** Sends the step's SMS: the countdown until it may be sent again, or null when it was not sent. */
export async function sendStepSms(
  setError: SetError,
  send: () => ApiResult<SmsSent>,
): Promise<number | null> {
  setError(null);
  const response = await send();
  if (response && response.code === 0 && response.data) return response.data.countdown;
  setError(authMessage(response, SMS_SEND_FAILED));
  return null;
}
