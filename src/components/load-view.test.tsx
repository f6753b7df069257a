import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadView } from './load-view';

const ready = <T,>(data: T) => ({ state: { status: 'ready' as const, data }, retry: () => {} });

function renderView(data: unknown[], empty?: string) {
  render(
    <LoadView load={ready(data)} failedTitle="最新视频加载失败" empty={empty}>
      {(rows) => <p data-testid="content">{rows.length} 条</p>}
    </LoadView>,
  );
}

describe('LoadView', () => {
  it('an area that gives its empty state and no rule shows it when there are no rows', () => {
    renderView([], '暂无视频');
    expect(screen.getByText('暂无视频')).toBeInTheDocument();
    expect(screen.queryByTestId('content')).toBeNull();
  });

  it('rows are content', () => {
    renderView([{ id: 1 }], '暂无视频');
    expect(screen.getByTestId('content')).toHaveTextContent('1 条');
  });

  it('an area without an empty state shows its content, rows or none', () => {
    renderView([]);
    expect(screen.getByTestId('content')).toHaveTextContent('0 条');
  });
});
