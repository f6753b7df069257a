import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appTracker } from '@/lib/app-tracker';
import { AreaBoundary } from './area-boundary';
import { PAGE_ERROR_EVENT } from './route-error';

let broken = true;

function Flaky() {
  if (broken) throw new Error('render failed');
  return <p>子应用已加载</p>;
}

afterEach(() => {
  broken = true;
});

describe('AreaBoundary', () => {
  it('shows a panel in its area, reports the error, leaves the rest working, and retries', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const track = vi.spyOn(appTracker, 'track').mockImplementation(() => undefined);
    const user = userEvent.setup();
    render(
      <>
        <nav>
          <button type="button">菜单</button>
        </nav>
        <AreaBoundary area="micro" title="子应用区域出错了">
          <Flaky />
        </AreaBoundary>
      </>,
    );
    const panel = screen.getByTestId('area-error');
    expect(panel).toHaveAttribute('data-area', 'micro');
    expect(panel).toHaveTextContent('子应用区域出错了');
    expect(screen.getByRole('button', { name: '菜单' })).toBeEnabled();
    expect(consoleError).toHaveBeenCalledWith('[area] micro error', expect.any(Error));
    expect(track).toHaveBeenCalledWith(PAGE_ERROR_EVENT, {
      path: '/',
      reason: 'area',
      area: 'micro',
      message: 'render failed',
    });

    broken = false;
    await user.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(screen.getByText('子应用已加载')).toBeInTheDocument();
    expect(screen.queryByTestId('area-error')).toBeNull();
  });

  it('puts its panel where `place` says, or nowhere', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(appTracker, 'track').mockImplementation(() => undefined);
    const { container } = render(
      <AreaBoundary area="watermark" title="水印加载出错了" place={() => null}>
        <Flaky />
      </AreaBoundary>,
    );
    expect(container).toBeEmptyDOMElement();
    expect(appTracker.track).toHaveBeenCalledTimes(1);
  });
});
