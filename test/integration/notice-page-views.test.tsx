/**
 * Spec 7.4 sys/increasePageView: each opening of a notice from the home page counts one view,
 * and the detail shows the count after it (浏览 N 次).
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SYSTEM_URLS } from '@/api/system-urls';
import { db } from '@/mocks/db/db';
import { countRequests } from '../support/count-requests';
import { renderApp } from '../support/render-app';
import { signInAs } from '../support/session';

configure({ asyncUtilTimeout: 20_000 });

describe('notice page views', { timeout: 60_000 }, () => {
  it('counts one view per opening and shows the new count', async () => {
    signInAs('admin');
    const views = countRequests(SYSTEM_URLS.increasePageView);
    const user = userEvent.setup();
    renderApp('/');
    // The section once its code and its first answer are in (the card is then the final one).
    const section = await waitFor(() => {
      const card = screen.getByTestId('home-section-notice');
      expect(within(card).queryByTestId('section-loading')).toBeNull();
      return card;
    });
    const [row] = await within(section).findAllByTestId('notice-item');
    const noticeId = row!.getAttribute('data-notice-id');
    const notice = db.sysNotices.find((n) => n.noticeId === noticeId)!;
    const before = notice.pageView;

    for (const opening of [1, 2]) {
      await user.click(within(row!).getByRole('button'));
      const count = await screen.findByTestId('notice-page-view');
      await waitFor(() => expect(count).toHaveTextContent(`浏览 ${before + opening} 次`));
      expect(notice.pageView).toBe(before + opening);
      await user.click(screen.getByRole('button', { name: /^(Close|关闭)$/ }));
      await waitFor(() => expect(screen.queryByTestId('notice-page-view')).toBeNull());
    }
    expect(views.count).toBe(2);
  });
});
