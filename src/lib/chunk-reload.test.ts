import {
  CHUNK_RELOAD_KEY,
  CHUNK_RELOAD_WINDOW_MS,
  ChunkLoadError,
  isChunkLoadError,
  mayReloadForChunk,
  reloadForChunk,
  resetChunkReloadForTests,
  withChunkTimeout,
} from './chunk-reload';

afterEach(() => {
  resetChunkReloadForTests();
  vi.useRealTimers();
});

describe('isChunkLoadError', () => {
  it.each([
    new TypeError(
      'Failed to fetch dynamically imported module: http://localhost:4173/assets/home-page-x1.js',
    ),
    new TypeError('error loading dynamically imported module: /assets/a.js'),
    new TypeError('Importing a module script failed.'),
    new Error('Unable to preload CSS for /assets/home-page-x1.css'),
    new ChunkLoadError('script chunk did not load within 120000 ms'),
  ])('%s is a chunk load failure', (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([new Error('Cannot read properties of undefined'), null, 42, { message: 'x' }])(
    '%s is not',
    (error) => {
      expect(isChunkLoadError(error)).toBe(false);
    },
  );
});

describe('withChunkTimeout', () => {
  it('passes the module through', async () => {
    await expect(withChunkTimeout(async () => 'module', 50)()).resolves.toBe('module');
  });

  it('passes a failure through', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module: /a.js');
    await expect(withChunkTimeout(() => Promise.reject(failure), 50)()).rejects.toBe(failure);
  });

  it('gives up after the spec timeout with a chunk load error', async () => {
    vi.useFakeTimers();
    const loading = withChunkTimeout(() => new Promise<never>(() => {}))();
    const settled = expect(loading).rejects.toBeInstanceOf(ChunkLoadError);
    await vi.advanceTimersByTimeAsync(119_999);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
  });
});

describe('reload once', () => {
  it('reloads once and marks it; the next failure within the window may not reload', () => {
    const reload = vi.fn();
    expect(mayReloadForChunk(1_000)).toBe(true);
    reloadForChunk(1_000, reload);
    reloadForChunk(1_001, reload);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe('1000');
    // After the reload: a new page, the mark still there.
    expect(mayReloadForChunk(1_000 + CHUNK_RELOAD_WINDOW_MS - 1)).toBe(false);
    expect(mayReloadForChunk(1_000 + CHUNK_RELOAD_WINDOW_MS)).toBe(true);
  });

  it('a damaged mark does not block the reload', () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, 'x');
    expect(mayReloadForChunk(5)).toBe(true);
  });
});
