/**
 * The home sections load when they come near the window: a section the manager has not
 * scrolled to asks for nothing, shows its title and a skeleton and can take the keyboard's
 * focus; once near, its code and data load.
 */
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MENU_URLS } from '@/api/menu-urls';
import { SYSTEM_URLS } from '@/api/system-urls';
import { countRequests } from '../support/count-requests';
import { fakeIntersectionObserver } from '../support/fake-intersection-observer';
import { loaded, openAs } from '../support/home-page';

configure({ asyncUtilTimeout: 20_000 });

const SLOW = { timeout: 60_000 };

describe('home sections near the window', SLOW, () => {
  it('a section asks for its data only once it is near, and keeps it', async () => {
    const viewport = fakeIntersectionObserver();
    const menus = countRequests(MENU_URLS.queryCommonMenu);
    const notices = countRequests(SYSTEM_URLS.queryNoticeList);
    openAs('admin');
    const card = await screen.findByTestId('home-section-commonMenu');
    const holder = card.parentElement!;
    await waitFor(() => expect(viewport.watched()).toContain(holder));
    expect(viewport.marginOf(holder)).toBe('100px 0px');
    // Waiting: its title, a skeleton, focusable by the keyboard, and nothing asked.
    expect(card).toHaveTextContent('常用菜单');
    expect(within(card).getByTestId('section-loading')).toBeInTheDocument();
    expect(holder).toHaveAttribute('tabindex', '0');
    expect(holder).toHaveAccessibleName('常用菜单（加载中）');
    expect(menus.count).toBe(0);

    act(() => viewport.reveal(holder));
    const section = await loaded('commonMenu');
    expect((await within(section).findAllByTestId('common-menu-item')).length).toBeGreaterThan(0);
    expect(menus.count).toBe(1);
    expect(holder).not.toHaveAttribute('tabindex');
    expect(viewport.watched()).not.toContain(holder);
    // The others are still waiting.
    const notice = screen.getByTestId('home-section-notice');
    expect(within(notice).getByTestId('section-loading')).toBeInTheDocument();
    expect(notices.count).toBe(0);
  });
});
