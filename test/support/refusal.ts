/**
 * A server refusal without a message of its own (a business code the screens' tables do not
 * know, message ''), for the rest of the test: what a screen shows then is its own fallback.
 */
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';

/** The code of the refusals: a business code no message table of the portal names. */
export const UNNAMED_CODE = 2999;

/** Every call to `path` under /api/ (GET or POST) is refused with UNNAMED_CODE and no message. */
export function refuseWithoutMessage(method: 'get' | 'post', path: string): void {
  server.use(
    http[method](`*/api/${path}`, () =>
      HttpResponse.json({ code: UNNAMED_CODE, success: false, message: '', data: null }),
    ),
  );
}
