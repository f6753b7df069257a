/**
 * Wired in the real frame: the sub-application host failing to render shows
 * its panel inside the sub-application container, and the side menu and the page header stay.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { appTracker } from '@/lib/app-tracker';
import { renderApp } from '../support/render-app';
import { signInAs } from '../support/session';

vi.mock('@/features/micro/micro-host', () => ({
  default: function BrokenHost(): never {
    throw new Error('host render failed');
  },
}));

describe('the sub-application area', () => {
  it('fails inside its own container while the frame works', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(appTracker, 'track').mockImplementation(() => undefined);
    signInAs('admin');
    renderApp('/iservice/cpgl/cpfx');
    const container = await screen.findByTestId('subapp-container', {}, { timeout: 30_000 });
    const panel = await within(container).findByTestId('area-error', {}, { timeout: 30_000 });
    expect(panel).toHaveAttribute('data-area', 'micro');
    expect(screen.getByTestId('side-menu')).toBeInTheDocument();
    expect(screen.getByTestId('user-menu')).toBeInTheDocument();
  }, 60_000);
});
