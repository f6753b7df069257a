/**
 * The registration wizard's steps with spec 9's step title width: 140 px, 100 px small (the
 * small Steps of a narrow screen), on the real /create page over the mock API.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../support/render-app';

const jsdomMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = jsdomMatchMedia;
});

/** A screen `width` px wide, as antd's breakpoints read it (min-width queries). */
function screenWidth(width: number) {
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return { ...jsdomMatchMedia(query), matches, media: query };
  };
}

async function stepTitles() {
  await screen.findByTestId('register-step-inst', {}, { timeout: 8000 });
  // The frame's system title has come (no call left open when the test ends).
  await waitFor(() => expect(document.title).not.toBe('机构注册 - '));
  const steps = screen.getByTestId('register-steps');
  const titles = steps.querySelectorAll<HTMLElement>('.ant-steps-item-title');
  expect(titles).toHaveLength(7);
  expect(within(steps).getByText('机构信息')).toBeInTheDocument();
  return { steps, titles: [...titles] };
}

describe(
  'registration steps (spec 9: step title width 140 px, 100 small)',
  { timeout: 30_000 },
  () => {
    it('each title is 140 px wide in the medium steps of a wide screen', async () => {
      screenWidth(1280);
      renderApp('/create');
      const { steps, titles } = await stepTitles();
      expect(steps).not.toHaveClass('ant-steps-small');
      for (const title of titles) expect(title.style.width).toBe('140px');
    });

    it('each title is 100 px wide in the small steps of a narrow screen', async () => {
      screenWidth(390);
      renderApp('/create');
      const { steps, titles } = await stepTitles();
      expect(steps).toHaveClass('ant-steps-small');
      for (const title of titles) expect(title.style.width).toBe('100px');
    });
  },
);
