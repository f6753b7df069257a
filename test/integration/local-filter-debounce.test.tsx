/**
 * Spec 9's default debounce of 50 ms on the filters the portal applies itself as the user types:
 * the side menu's search and the common-menu candidates (the real app over the mock API).
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../support/render-app';
import { signInAs } from '../support/session';

afterEach(() => vi.useRealTimers());

describe('the side menu search (spec 9: default debounce 50 ms)', () => {
  it('lists the hits 50 ms after the last key, not before', async () => {
    signInAs('admin');
    renderApp('/');
    await screen.findByTestId('home-page');
    const search = await screen.findByTestId('menu-search');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(search, { target: { value: '产' } });
    act(() => vi.advanceTimersByTime(30));
    fireEvent.change(search, { target: { value: '产品' } });
    act(() => vi.advanceTimersByTime(49));
    expect(screen.queryAllByTestId('menu-search-option')).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    const options = screen.getAllByTestId('menu-search-option');
    expect(options[0]).toHaveTextContent('产品申报');
  });
});

describe('the common-menu candidates search (spec 9: default debounce 50 ms)', () => {
  it('filters the areas 50 ms after the last key, not before', async () => {
    signInAs('admin');
    renderApp('/menuSet');
    await screen.findByTestId('menu-set-chosen');
    const areas = () => screen.getAllByTestId('menu-set-area').length;
    const before = areas();
    const input = screen.getByLabelText('搜索可选菜单');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(input, { target: { value: '产品发' } });
    act(() => vi.advanceTimersByTime(49));
    expect(areas()).toBe(before);
    act(() => vi.advanceTimersByTime(1));
    expect(areas()).toBe(1);
    expect(screen.getByRole('checkbox', { name: '产品发行' })).toBeInTheDocument();
  });
});
