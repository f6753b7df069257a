/**
 * 最新视频 of the guidance zone against the mock API (spec 7.6 user/queryXinVideoRecentDetails):
 * newest first, opened in a new window; hostile addresses are not links; empty; failure + 重试.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { VALUE_URLS } from '@/api/value-urls';
import { RecentVideos } from '@/features/service/recent-videos';
import { db } from '@/mocks/db/db';
import { server } from '@/mocks/node';
import { signInAs } from '../../../test/support/session';
import { renderWithStore } from '../../../test/support/render-with-store';

const API = 'http://localhost:3000/api/';

const answer = (data: unknown) =>
  http.get(`${API}${VALUE_URLS.queryXinVideoRecentDetails}`, () =>
    HttpResponse.json({ code: 0, success: true, message: '', data }),
  );

describe('RecentVideos', () => {
  it('lists the latest videos, newest first, each opening in a new window', async () => {
    signInAs('admin');
    renderWithStore(<RecentVideos />);
    const rows = await screen.findAllByTestId('recent-video');
    const newest = [...db.valueVideos].sort((a, b) => b.publishDate.localeCompare(a.publishDate));
    expect(rows).toHaveLength(Math.min(6, newest.length));
    expect(rows[0]).toHaveTextContent(newest[0]!.title);
    const link = within(rows[0]!).getByRole('link', {
      name: `观看视频：${newest[0]!.title}（新窗口打开）`,
    });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('does not link an address that is not http(s) or of this site', async () => {
    signInAs('admin');
    server.use(
      answer([
        {
          videoId: 'X1',
          title: '恶意链接',
          category: '其他',
          speaker: '某人',
          duration: '01:00',
          publishDate: '2026-11-20',
          viewCount: 1,
          coverUrl: '',
          videoUrl: 'javascript:alert(1)',
        },
      ]),
    );
    renderWithStore(<RecentVideos />);
    const [row] = await screen.findAllByTestId('recent-video');
    expect(row).toHaveTextContent('恶意链接');
    expect(within(row!).queryByRole('link')).toBeNull();
  });

  it('says when there is no video', async () => {
    signInAs('admin');
    server.use(answer([]));
    renderWithStore(<RecentVideos />);
    expect(await screen.findByText('暂无视频')).toBeInTheDocument();
  });

  it('says when the list could not load and retries', async () => {
    signInAs('admin');
    server.use(
      http.get(`${API}${VALUE_URLS.queryXinVideoRecentDetails}`, () => HttpResponse.error(), {
        once: true,
      }),
    );
    const user = userEvent.setup();
    renderWithStore(<RecentVideos />);
    expect(await screen.findByText('最新视频加载失败')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /重试/ }));
    expect((await screen.findAllByTestId('recent-video')).length).toBeGreaterThan(0);
  });
});
