import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import UniqueProviderOff from './unique-provider-off';

afterEach(() => vi.restoreAllMocks());

describe('UniqueProviderOff', () => {
  it('renders its children and says that the option is not built in', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <UniqueProviderOff>
        <button type="button">提交</button>
      </UniqueProviderOff>,
    );
    expect(screen.getByRole('button', { name: '提交' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('tooltip.unique'));
  });
});
