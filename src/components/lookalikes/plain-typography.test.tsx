import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlainText, PlainTitle } from './plain-typography';

function widths(element: HTMLElement, scroll: number, client: number): void {
  Object.defineProperty(element, 'scrollWidth', { configurable: true, value: scroll });
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: client });
}

describe('PlainText', () => {
  it("renders antd's Text markup: secondary, strong", () => {
    render(
      <>
        <PlainText type="secondary" data-testid="a" style={{ fontSize: 12 }}>
          当前机构
        </PlainText>
        <PlainText strong data-testid="b">
          智能客服
        </PlainText>
      </>,
    );
    const a = screen.getByTestId('a');
    expect(a.tagName).toBe('SPAN');
    expect(a).toHaveClass('ant-typography', 'ant-typography-secondary', 'css-var-portal');
    expect(a).toHaveStyle({ fontSize: '12px' });
    expect(screen.getByTestId('b').firstElementChild?.tagName).toBe('STRONG');
    expect(screen.getByTestId('b')).toHaveTextContent('智能客服');
  });
});

describe('PlainTitle', () => {
  it('renders the heading of its level', () => {
    render(<PlainTitle level={4}>欢迎</PlainTitle>);
    expect(screen.getByRole('heading', { level: 4, name: '欢迎' })).toHaveClass('ant-typography');
  });

  it('with ellipsis, shows the full text on hover only while it is cut', () => {
    render(
      <PlainTitle level={5} ellipsis data-testid="t">
        运营指导服务专区
      </PlainTitle>,
    );
    const title = screen.getByTestId('t');
    expect(title).toHaveClass('ant-typography-ellipsis', 'ant-typography-ellipsis-single-line');
    widths(title, 300, 120);
    fireEvent.mouseEnter(title);
    expect(title).toHaveAttribute('title', '运营指导服务专区');
    widths(title, 120, 120);
    fireEvent.mouseEnter(title);
    expect(title).not.toHaveAttribute('title');
  });

  it('without ellipsis, never sets a tooltip', () => {
    render(
      <PlainTitle level={5} data-testid="t">
        产品发行
      </PlainTitle>,
    );
    const title = screen.getByTestId('t');
    widths(title, 300, 120);
    fireEvent.mouseEnter(title);
    expect(title).not.toHaveAttribute('title');
  });
});
