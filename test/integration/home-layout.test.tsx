/**
 * The home page lays out the sections of the institution's view
 * (sys/queryHomeViewConfig) for the private view (admin), the public-fund outsourcing view
 * (gmwb), the switchable view (smgm, whose switch changes the sections) and the new public view
 * (xbgm); a failing view call shows a retry.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SYSTEM_URLS } from '@/api/system-urls';
import { failOnce, openAs } from '../support/home-page';

configure({ asyncUtilTimeout: 20_000 });

const SLOW = { timeout: 60_000 };

/** The ids of the sections shown, in order. */
async function sectionIds(): Promise<string[]> {
  const grid = await screen.findByTestId('home-sections');
  return [...grid.querySelectorAll('[data-testid^="home-section-"]')].map((el) =>
    (el.getAttribute('data-testid') ?? '').replace('home-section-', ''),
  );
}

describe('home layout per institution type', SLOW, () => {
  it('admin (private view): its sections in the configured order, with product groups', async () => {
    openAs('admin');
    const page = await screen.findByTestId('home-page');
    await waitFor(() => expect(page.getAttribute('data-view')).toBe('default'));
    expect(await sectionIds()).toEqual([
      'advertisement',
      'taskCenter',
      'tradeCalendar',
      'commonMenu',
      'notice',
      'productGroup',
      'feeSummary',
      'raiseAccCheck',
      'operationGuide',
    ]);
    expect(screen.queryByTestId('home-side-switch')).toBeNull();
  });

  it('gmwb (11160, gmwb and gmwbsy): the outsourcing view, public products first, no groups', async () => {
    openAs('gmwb');
    const page = await screen.findByTestId('home-page');
    await waitFor(() => expect(page.getAttribute('data-view')).toBe('gmwbsy'));
    expect(await sectionIds()).toEqual([
      'publicFundOverview',
      'notice',
      'instructionCount',
      'instructionMonitor',
      'dataDeadline',
      'tradeCalendar',
      'commonMenu',
      'custodyTodo',
    ]);
    const overview = await screen.findByTestId('product-overview');
    expect(overview.getAttribute('data-side')).toBe('public');
    expect(within(overview).getByText('汇通纯债债券型证券投资基金')).toBeInTheDocument();
    expect(screen.queryByTestId('home-side-switch')).toBeNull();
  });

  it('smgm (14379): the 私募/公募 switch changes the sections and what they show', async () => {
    const { user } = openAs('smgm');
    const page = await screen.findByTestId('home-page');
    const sw = await screen.findByTestId('home-side-switch');
    expect(page.getAttribute('data-side')).toBe('private');
    const privateIds = await sectionIds();
    expect(privateIds).toContain('productGroup');
    expect(privateIds).not.toContain('publicFundOverview');

    await user.click(within(sw).getByText('公募'));
    await waitFor(() => expect(page.getAttribute('data-side')).toBe('public'));
    const publicIds = await sectionIds();
    expect(publicIds[0]).toBe('publicFundOverview');
    expect(publicIds).not.toContain('productGroup');
    const overview = await screen.findByTestId('product-overview');
    expect(within(overview).getByText('鼎盛红利优选混合型证券投资基金')).toBeInTheDocument();
    // The private funds of the same institution are not on the public side.
    expect(within(overview).queryByText('鼎盛价值1号私募证券投资基金')).toBeNull();

    await user.click(within(sw).getByText('私募'));
    await waitFor(() => expect(page.getAttribute('data-side')).toBe('private'));
    expect(await sectionIds()).toEqual(privateIds);
  });

  it('xbgm (1012): the new public view', async () => {
    openAs('xbgm');
    const page = await screen.findByTestId('home-page');
    await waitFor(() => expect(page.getAttribute('data-view')).toBe('xbgm'));
    expect(await sectionIds()).toEqual([
      'publicFundOverview',
      'taskCenter',
      'notice',
      'instructionCount',
      'custodyTodo',
      'tradeCalendar',
      'commonMenu',
    ]);
    expect(screen.queryByTestId('home-side-switch')).toBeNull();
  });

  it('a failing view call shows a retry that brings the sections', async () => {
    failOnce('post', SYSTEM_URLS.queryHomeViewConfig);
    const { user } = openAs('admin');
    const failed = await screen.findByTestId('home-view-failed');
    expect(failed).toHaveTextContent('首页配置加载失败');
    expect(failed).toHaveTextContent('网络异常');
    await user.click(within(failed).getByRole('button', { name: /重试/ }));
    expect((await sectionIds()).length).toBeGreaterThan(0);
    expect(screen.queryByTestId('home-view-failed')).toBeNull();
  });
});
