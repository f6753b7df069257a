import { act } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { WATERMARK_PATHS } from '@/policy/watermark';
import { installFakeCanvas } from '../../../test/support/fake-canvas';
import { loggedOut } from '@/state/session-actions';
import { renderWatermark } from '../../../test/support/render-watermark';
import { sampleUser } from '../../../test/support/sample-user';

const USER = sampleUser({ realName: '王管理' });

const renderAt = (path: string, signedIn = true) =>
  renderWatermark(path, signedIn ? USER : undefined);

const layer = () => document.querySelector('[data-testid="watermark"]');

beforeEach(() => {
  installFakeCanvas();
});

describe('Watermark', () => {
  it.each(WATERMARK_PATHS.map((path) => [path]))('covers %s with the user name', (path) => {
    renderAt(`${path}?t=1`);
    expect(layer()).not.toBeNull();
    expect(layer()?.getAttribute('style')).toContain(encodeURIComponent('admin|'));
  });

  it.each([['/'], ['/tgypt/zcdj/jyqrcx'], ['/iservice/cpgl/cpfx']])('is not on %s', (path) => {
    renderAt(path);
    expect(layer()).toBeNull();
  });

  it('leaves when the user goes to another page, and returns with them', async () => {
    const { router } = renderAt('/tgypt/tsfw/sjsj_gzpz');
    expect(layer()).not.toBeNull();
    await act(() => router.navigate('/tgypt/zcdj/jyqrcx'));
    expect(layer()).toBeNull();
    await act(() => router.navigate('/tgypt/tsfw/glrsj_fymxcx'));
    expect(document.querySelectorAll('[data-testid="watermark"]')).toHaveLength(1);
  });

  it('is not there without a user, and leaves on logout', () => {
    renderAt('/tgypt/tsfw/sjsj_gzpz', false).unmount();
    expect(layer()).toBeNull();
    const { store } = renderAt('/tgypt/tsfw/sjsj_gzpz');
    expect(layer()).not.toBeNull();
    act(() => {
      store.dispatch(loggedOut());
    });
    expect(layer()).toBeNull();
  });

  it('leaves with the layout', () => {
    const { unmount } = renderAt('/tgypt/tsfw/sjsj_gzpz');
    unmount();
    expect(layer()).toBeNull();
  });
});
