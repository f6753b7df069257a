/**
 * Cross-site writes: the ACCESS-TOKEN cookie goes with any request the browser makes (a link,
 * a form, an image another site puts on its page), so no call that needs a session accepts it
 * alone. Every state-changing GET of spec 7 answers -428 to the cookie without the
 * X-Access-Token header and changes nothing; with the header it is served.
 */
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { HOME_URLS } from '@/api/home-urls';
import { MENU_URLS } from '@/api/menu-urls';
import { PRODUCT_URLS } from '@/api/product-urls';
import { SYSTEM_URLS } from '@/api/system-urls';
import { VALUE_URLS } from '@/api/value-urls';
import { signInAs } from '../../../test/support/session';
import { db } from '../db/db';
import { handlers } from '../handlers';

interface Answer {
  code: number;
  message: string;
}

async function call(
  path: string,
  credentials: { cookie?: string; header?: string },
  method = 'GET',
): Promise<Answer> {
  const headers = new Headers();
  if (credentials.cookie) headers.set('cookie', `LANG=zh_CN; ACCESS-TOKEN=${credentials.cookie}`);
  if (credentials.header) headers.set('x-access-token', credentials.header);
  const response = await getResponse(
    handlers,
    new Request(`http://localhost:5173/api/${path}`, { method, headers }),
  );
  if (!response) throw new Error(`no handler for ${path}`);
  return (await response.json()) as Answer;
}

/** The state-changing GETs of spec 7 that need a session. */
const STATE_CHANGING_GETS = [
  `${PRODUCT_URLS.addProdSet}?setName=X&pdCodes=`,
  `${PRODUCT_URLS.removeProdSet}?setId=1`,
  `${PRODUCT_URLS.updateProdSet}?setId=1&setName=Y&pdCodes=`,
  `${SYSTEM_URLS.submitReadFlag}?noticeId=N1`,
  `${SYSTEM_URLS.collectCalendarItem}?itemId=1`,
  `${HOME_URLS.updateHomeTasksCenterCollation}?order=1,2,3,4,5,6`,
  `${HOME_URLS.updateHomeTasksCenterRead}?taskIds=1`,
  `${VALUE_URLS.insertLsTaxXgmnsr}?pdCode=SXC101`,
  MENU_URLS.refreshProdPermission,
  `${SYSTEM_URLS.reportOnlineStatus}?path=%2F`,
  SYSTEM_URLS.getTradeCookie,
];

describe('cross-site writes', () => {
  it.each(STATE_CHANGING_GETS)(
    'GET %s with the cookie alone is refused with -428',
    async (path) => {
      const token = signInAs('admin');
      const refused = await call(path, { cookie: token });
      expect(refused).toMatchObject({
        code: -428,
        message: expect.stringContaining('X-Access-Token'),
      });
      const served = await call(path, { cookie: token, header: token });
      expect([-428, -403]).not.toContain(served.code);
    },
  );

  it('a POST with the cookie alone is refused the same way', async () => {
    const token = signInAs('admin');
    const refused = await call(
      `${SYSTEM_URLS.deleteCustomCalendar}?id=1`,
      { cookie: token },
      'POST',
    );
    expect(refused.code).toBe(-428);
  });

  it('user/addProdSet from a cookie alone creates no group; with the header it does', async () => {
    const token = signInAs('admin');
    const before = db.prodSets.length;
    await call(`${PRODUCT_URLS.addProdSet}?setName=X&pdCodes=`, { cookie: token });
    expect(db.prodSets.length).toBe(before);
    expect(
      await call(`${PRODUCT_URLS.addProdSet}?setName=X&pdCodes=`, { header: token }),
    ).toMatchObject({ code: 0 });
    expect(db.prodSets.length).toBe(before + 1);
  });

  it('no token at all is still the expired session (-403)', async () => {
    expect((await call(PRODUCT_URLS.addProdSet, {})).code).toBe(-403);
  });
});
