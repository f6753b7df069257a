/** The tgypt stub marks the five watermark pages (spec 2.8) and no other page. */
import { screen } from '@testing-library/react';
import { mountStub, type MountedStub } from '../../kit/testing';
import { stubApp, WATERMARK_PAGE_PATHS } from './stub-app';

let mounted: MountedStub | null = null;
afterEach(async () => {
  await mounted?.unmount();
  mounted = null;
});

it('names the five pages of spec 2.8', () => {
  expect(WATERMARK_PAGE_PATHS.map((p) => `/tgypt/${p}`).sort()).toEqual(
    [
      '/tgypt/tsfw/sjsj_gzbcxyxz',
      '/tgypt/tsfw/sjsj_gzpz',
      '/tgypt/tsfw/sjsj_cjqsrbb',
      '/tgypt/tsfw/sjsj_zzsfaqr',
      '/tgypt/tsfw/glrsj_fymxcx',
    ].sort(),
  );
});

it.each(WATERMARK_PAGE_PATHS)('/tgypt/%s is a watermark page', async (path) => {
  mounted = await mountStub(stubApp, 'tgypt', `/tgypt/${path}`);
  const page = screen.getByTestId('stub-page');
  expect(page).toHaveAttribute('data-watermark-page', 'true');
  expect(page).toHaveAttribute('data-path', `/${path}`);
});

it.each(['/tgypt/tgwy/yecx', '/tgypt/zcdj/jyqrcx'])('%s is not', async (path) => {
  mounted = await mountStub(stubApp, 'tgypt', path);
  expect(screen.getByTestId('stub-page')).not.toHaveAttribute('data-watermark-page');
});
