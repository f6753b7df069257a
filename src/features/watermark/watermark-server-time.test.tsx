/**
 * The watermark's time is the server's (spec 2.8, 7.4 sys/queryServerTime): with a server clock
 * years away from the PC's, the layer shows the server's time; the difference is asked once for
 * the user, and asked again after a failure.
 */
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { SYSTEM_URLS } from '@/api/system-urls';
import { server } from '@/mocks/node';
import { countRequests } from '../../../test/support/count-requests';
import { installFakeCanvas } from '../../../test/support/fake-canvas';
import { failOnce } from '../../../test/support/home-page';
import { renderWatermark } from '../../../test/support/render-watermark';
import { sampleUser } from '../../../test/support/sample-user';
import { signInAs } from '../../../test/support/session';
import { API } from '../../../test/support/shell-pages';

const PAGE = '/tgypt/tsfw/sjsj_gzpz';
const OTHER_PAGE = '/tgypt/tsfw/glrsj_fymxcx';
/** Far from any PC's clock: 2031-03-04 05:06:07, local time. */
const SERVER_NOW = new Date(2031, 2, 4, 5, 6, 7).getTime();

const user = (userId: string) => sampleUser({ userId, realName: '王管理' });

const renderAt = (path: string, userId: string) => renderWatermark(path, user(userId));

const layerStyle = () =>
  document.querySelector('[data-testid="watermark"]')?.getAttribute('style') ?? '';
const shown = (text: string) => layerStyle().includes(encodeURIComponent(text));

beforeEach(() => {
  installFakeCanvas();
  signInAs('admin');
});

describe('the watermark on the server clock', () => {
  it("shows the server's time, asking once for the user", async () => {
    server.use(
      http.post(`${API}${SYSTEM_URLS.queryServerTime}`, () =>
        HttpResponse.json({
          code: 0,
          success: true,
          message: '',
          data: {
            serverTime: '2031-03-04 05:06:07',
            timestamp: SERVER_NOW,
            timeZone: 'Asia/Shanghai',
          },
        }),
      ),
    );
    const calls = countRequests(SYSTEM_URLS.queryServerTime);
    const { router, unmount } = renderAt(PAGE, 'U-clock-1');
    // Redrawn every second: the server's minute within two seconds.
    await waitFor(() => expect(shown('admin|2031-03-04 05:06:')).toBe(true), { timeout: 3000 });
    await router.navigate(OTHER_PAGE);
    unmount();
    renderAt(PAGE, 'U-clock-1');
    await waitFor(() => expect(shown('admin|2031-03-04 05:06:')).toBe(true), { timeout: 3000 });
    expect(calls.count).toBe(1);
  });

  it("keeps the PC's clock when the call fails, and asks again on the next page", async () => {
    failOnce('post', SYSTEM_URLS.queryServerTime);
    const calls = countRequests(SYSTEM_URLS.queryServerTime);
    const first = renderAt(PAGE, 'U-clock-2');
    await waitFor(() => expect(calls.count).toBe(1));
    expect(shown(`admin|${new Date().getFullYear()}-`)).toBe(true);
    first.unmount();
    renderAt(PAGE, 'U-clock-2');
    await waitFor(() => expect(calls.count).toBe(2));
  });
});
