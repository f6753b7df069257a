/**
 * The customer-service chat panel with its robot protocol, and the
 * watermark of the five custody data pages, in a real browser against the mock API.
 */
import type { Page } from '@playwright/test';
import { loginAs, openPortal, tokenCookie } from './support/auth';
import { expect, test } from './support/fixtures';
import { MOCK_URL } from './support/urls';

const WATERMARK_PAGE = '/tgypt/tsfw/sjsj_gzpz';
const PLAIN_PAGE = '/tgypt/zcdj/jyqrcx';

test.use({ account: 'admin' });

/** The auto pop-up off (the stored preference), so the panel opens only when asked. */
async function withoutAutoPopUp(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('isAutoShowChat', 'false'));
}

/** Help Center → 'consult me', as a user does; waits for the robot page in the frame. */
async function openChat(page: Page): Promise<void> {
  await page.getByTestId('help-center').click();
  await page.getByTestId('consult-me').click();
  await expect(page.getByTestId('chat-panel')).toBeVisible();
  await expect(robot(page).getByTestId('robot-messages')).toContainText('托管服务助手');
}

function robot(page: Page) {
  return page.frameLocator('[data-testid="chat-frame"]');
}

async function frameHeight(page: Page): Promise<number> {
  const box = await page.getByTestId('chat-frame').boundingBox();
  return Math.round(box?.height ?? -1);
}

test.describe('watermark (spec 2.8)', () => {
  test('covers a custody data page and not another page', async ({ page }) => {
    await withoutAutoPopUp(page);
    await openPortal(page, WATERMARK_PAGE);
    const watermark = page.getByTestId('watermark');
    await expect(watermark).toBeVisible();
    await expect(watermark).toHaveCSS('position', 'fixed');
    await expect(watermark).toHaveCSS('pointer-events', 'none');
    await expect(watermark).toHaveCSS('background-image', /^url\("data:image\/png;base64,/);
    // Full screen (less a classic scrollbar, if any).
    const box = (await watermark.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box).toMatchObject({ x: 0, y: 0 });
    expect(box.width).toBeGreaterThan(viewport.width - 20);
    expect(box.height).toBeGreaterThan(viewport.height - 20);
    // Not clickable: what is under it still gets the click.
    await page.getByTestId('user-menu').click();
    await expect(page.getByTestId('logout')).toBeVisible();
    await page.keyboard.press('Escape');

    await page.goto(PLAIN_PAGE);
    await expect(page.getByTestId('user-menu')).toBeVisible();
    await expect(page.getByTestId('watermark')).toHaveCount(0);
  });

  test('comes back after being removed or hidden', async ({ page }) => {
    await withoutAutoPopUp(page);
    await openPortal(page, WATERMARK_PAGE);
    const watermark = page.getByTestId('watermark');
    await expect(watermark).toBeVisible();

    await page.evaluate(() => document.querySelector('[data-testid="watermark"]')?.remove());
    await expect(watermark).toHaveCount(1);
    await expect(watermark).toBeVisible();

    await page.evaluate(() => {
      const layer = document.querySelector<HTMLElement>('[data-testid="watermark"]');
      if (layer) layer.style.display = 'none';
    });
    await expect(watermark).toBeVisible();

    await page.evaluate(() => {
      const style = document.createElement('style');
      style.textContent = '[data-testid="watermark"] { display: none !important; }';
      document.head.appendChild(style);
    });
    await expect(watermark).toBeVisible();
  });
});

test.describe('chat panel (spec 2.6)', () => {
  test('opens from Help Center with the frame at window height − 303 and a resizable width', async ({
    page,
  }) => {
    await withoutAutoPopUp(page);
    await openPortal(page);
    await expect(page.getByTestId('chat-panel')).toBeHidden();
    await openChat(page);

    const viewport = page.viewportSize()!;
    expect(await frameHeight(page)).toBe(viewport.height - 303);
    await page.setViewportSize({ width: viewport.width, height: viewport.height + 100 });
    await expect.poll(() => frameHeight(page)).toBe(viewport.height + 100 - 303);

    await expect(page.getByTestId('chat-mailbox')).toHaveText('tgfw@xinghe-sec.com.cn');
    for (const title of ['产品发行', '参数变更', '临时开放'])
      await expect(
        page.getByTestId('chat-panel').getByRole('button', { name: title }),
      ).toBeVisible();

    // A shortcut asks the robot.
    await page.getByTestId('chat-shortcut-cscg').click();
    await expect(robot(page).getByTestId('robot-messages')).toContainText('参数变更：');

    // Drag the left edge 100 px to the left: 100 px wider.
    const panel = page.getByTestId('chat-panel');
    const before = (await panel.boundingBox())!.width;
    const handle = (await page.getByTestId('chat-resize').boundingBox())!;
    await page.mouse.move(handle.x + handle.width / 2, handle.y + 40);
    await page.mouse.down();
    await page.mouse.move(handle.x + handle.width / 2 - 50, handle.y + 40, { steps: 5 });
    await page.mouse.move(handle.x + handle.width / 2 - 100, handle.y + 40, { steps: 5 });
    await page.mouse.up();
    await expect
      .poll(async () => Math.round((await panel.boundingBox())!.width))
      .toBe(Math.round(before + 100));
    // And narrower with the keyboard.
    await page.getByTestId('chat-resize').focus();
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(async () => Math.round((await panel.boundingBox())!.width))
      .toBe(Math.round(before + 80));

    await page.getByTestId('chat-close').click();
    await expect(page.getByTestId('chat-panel')).toBeHidden();
  });

  test.describe('signing in through the form', () => {
    test.use({ account: null });

    test('pops up by itself after login until the user switches it off', async ({ page }) => {
      test.slow(); // two logins
      await loginAs(page, 'admin');
      await expect(page.getByTestId('chat-panel')).toBeVisible();
      const checkbox = page
        .getByTestId('chat-panel')
        .getByRole('checkbox', { name: '登录后自动弹出' });
      await expect(checkbox).toBeChecked();
      await checkbox.uncheck();
      expect(await page.evaluate(() => localStorage.getItem('isAutoShowChat'))).toBe('false');

      // The preference outlives the logout.
      await page.getByTestId('user-menu').click();
      await page.getByTestId('logout').click();
      await expect(page).toHaveURL(/\/login$/);
      await loginAs(page, 'admin');
      await expect(page.getByTestId('home-page')).toBeVisible();
      await expect(page.getByTestId('chat-panel')).toBeHidden();
    });
  });

  test("the robot's 'login' message logs out and goes to /login", async ({ page }) => {
    await withoutAutoPopUp(page);
    await openPortal(page);
    await openChat(page);
    await robot(page).getByTestId('robot-login').click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('login-username')).toBeVisible();
    expect(await tokenCookie(page)).toBeUndefined();
  });

  test("the robot's link opens the portal page; human service opens the human-service link", async ({
    page,
    context,
  }) => {
    await context.route('https://im.xinghe-sec.com.cn/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<p>人工客服</p>' }),
    );
    await withoutAutoPopUp(page);
    await openPortal(page);
    await openChat(page);

    await robot(page).getByTestId('robot-link').click();
    await expect(page).toHaveURL(/\/iservice\/cpgl\/cpfx$/);

    const popup = context.waitForEvent('page');
    await robot(page).getByTestId('robot-human').click();
    const human = await popup;
    await expect(human).toHaveURL(/^https:\/\/im\.xinghe-sec\.com\.cn\/human-service\?/);
    expect(await human.evaluate(() => window.opener)).toBeNull();
    await human.close();
  });

  test('a message posted from another origin, or another window, does nothing', async ({
    page,
  }) => {
    await withoutAutoPopUp(page);
    await openPortal(page);
    await openChat(page);
    const url = page.url();

    // A frame of another origin (the mock API server) posts a well-formed 'login'.
    const ignoredOrigin = page.waitForEvent('console', (message) =>
      message.text().includes(`（origin）来自 ${MOCK_URL}`),
    );
    await page.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.src = src;
      frame.id = 'foreign';
      document.body.appendChild(frame);
      return new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
    }, `${MOCK_URL}/__mock__/health`);
    const foreign = page.frames().find((frame) => frame.url().startsWith(MOCK_URL));
    expect(foreign).toBeDefined();
    await foreign!.evaluate(() => window.parent.postMessage({ type: 'login' }, '*'));
    await ignoredOrigin;

    // The portal's own window (same origin, not the robot frame) posts one too.
    const ignoredSource = page.waitForEvent('console', (message) =>
      message.text().includes('（source）'),
    );
    await page.evaluate(() =>
      window.postMessage({ type: 'link', path: '/Settings/PersonalCenter' }, location.origin),
    );
    await ignoredSource;

    await expect(page).toHaveURL(url);
    await expect(page.getByTestId('user-menu')).toBeVisible();
    expect(await tokenCookie(page)).toBeDefined();
  });
});
