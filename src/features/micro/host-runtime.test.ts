import { lazyStyleGuard } from '@/features/micro/host-runtime';

describe('lazyStyleGuard', () => {
  it('fetches through the guard once its chunk has come; a chunk that failed is asked again', async () => {
    const guardedFetch = vi.fn(async () => new Response('guarded'));
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ withCssGuard: () => guardedFetch, guardAppStyles: vi.fn() });
    const fetch = lazyStyleGuard(load).fetch(vi.fn());
    await expect(fetch('http://localhost:7101/ds/')).rejects.toThrow('Failed to fetch');
    await expect((await fetch('http://localhost:7101/ds/')).text()).resolves.toBe('guarded');
    await fetch('http://localhost:7101/ds/ds.css');
    expect(load).toHaveBeenCalledTimes(2);
    expect(guardedFetch).toHaveBeenCalledTimes(2);
  });

  it('a watch stopped before the chunk came never starts; one started is stopped', async () => {
    const stop = vi.fn();
    const guardAppStyles = vi.fn(() => stop);
    const load = vi.fn(async () => ({ withCssGuard: vi.fn(), guardAppStyles }));
    const { watch } = lazyStyleGuard(load);
    const early = watch(document.createElement('div'), 'ds');
    early();
    await Promise.resolve();
    await Promise.resolve();
    expect(guardAppStyles).not.toHaveBeenCalled();
    const later = watch(document.createElement('div'), 'iservice');
    await vi.waitFor(() => expect(guardAppStyles).toHaveBeenCalledTimes(1));
    later();
    expect(stop).toHaveBeenCalledTimes(1);
  });
});
