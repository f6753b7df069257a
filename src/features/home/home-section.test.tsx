import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hasNoRows } from '@/components/has-no-rows';
import { SectionBody } from './home-section';

const ready = <T,>(data: T) => ({ state: { status: 'ready' as const, data }, retry: () => {} });

function renderBody<T>(data: T, props: { emptyText?: string; isEmpty?: (data: T) => boolean }) {
  render(
    <SectionBody load={ready(data)} failedTitle="公告加载失败" {...props}>
      {() => <p data-testid="content">内容</p>}
    </SectionBody>,
  );
}

describe('hasNoRows', () => {
  it.each([
    [[], true],
    [[{ id: 1 }], false],
    [{ list: [], total: 0 }, true],
    [{ list: [{ id: 1 }], total: 1 }, false],
    [{ total: 0 }, false],
    [{ list: 'x' }, false],
    [null, false],
    [0, false],
  ])('%j: %s', (data, expected) => {
    expect(hasNoRows(data)).toBe(expected);
  });
});

describe('SectionBody', () => {
  it('with an empty text and no rule: no rows (or an empty page) shows the empty text', () => {
    renderBody({ list: [], total: 0 }, { emptyText: '暂无公告' });
    expect(screen.getByTestId('section-empty')).toHaveTextContent('暂无公告');
    expect(screen.queryByTestId('content')).toBeNull();
  });

  it('with an empty text and rows: the content', () => {
    renderBody([{ id: 1 }], { emptyText: '暂无公告' });
    expect(screen.getByTestId('content')).toBeInTheDocument();
  });

  it('without an empty text or rule, a page without rows is content (the task centre has tabs)', () => {
    renderBody({ list: [], total: 0, types: [] }, {});
    expect(screen.getByTestId('content')).toBeInTheDocument();
    expect(screen.queryByTestId('section-empty')).toBeNull();
  });

  it('a rule of its own decides, with 暂无数据 when no text is named', () => {
    renderBody({ total: 0 }, { isEmpty: (count) => count.total === 0 });
    expect(screen.getByTestId('section-empty')).toHaveTextContent('暂无数据');
  });
});
