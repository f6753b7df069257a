import { afterEach, describe, expect, it, vi } from 'vitest';
import { beaconSend, createTracker, type TrackBody } from './tracker';

describe('beaconSend (the default send)', () => {
  const body: TrackBody = {
    appNo: 'FMP-PORTAL-01',
    event: 'page_view',
    ts: 1,
    page: '/home',
    props: {},
    userId: null,
    instId: null,
  };

  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'sendBeacon');
  });

  it('uses navigator.sendBeacon with a JSON Blob', async () => {
    const beacon = vi.fn((_url: string, _data?: BodyInit | null) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    expect(beaconSend('/api/track/collect', body)).toBe(true);
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, data] = beacon.mock.calls[0]!;
    expect(url).toBe(`${location.origin}/api/track/collect`);
    expect(data).toBeInstanceOf(Blob);
    expect((data as Blob).type).toBe('application/json');
    expect(JSON.parse(await (data as Blob).text())).toEqual(body);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  const fallbacks: [string, (() => boolean) | undefined][] = [
    ['sendBeacon is missing', undefined],
    ['sendBeacon refuses', () => false],
  ];
  it.each(fallbacks)('falls back to a keepalive fetch when %s', async (_label, beacon) => {
    if (beacon)
      Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    const fetchSpy = vi.fn((_url: string, _init?: RequestInit) =>
      Promise.resolve(new Response('{}', { status: 200 })),
    );
    vi.stubGlobal('fetch', fetchSpy);
    await expect(beaconSend('/api/track/collect', body)).resolves.toBe(true);
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe(`${location.origin}/api/track/collect`);
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit' });
    expect(JSON.parse(String(init?.body))).toEqual(body);
  });

  it('resolves false when the fetch fails', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new Error('offline')));
    await expect(beaconSend('/api/track/collect', body)).resolves.toBe(false);
  });

  it("leaves after the task that tracked: a page view does not hold up its navigation's work", async () => {
    const beacon = vi.fn((_url: string, _data?: BodyInit | null) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    const tracker = createTracker();
    tracker.configure({ dataCollectionUrl: '/api/track/collect', dataCollectionNo: 'FMP-1' });
    tracker.pageView('/home', '首页');
    await Promise.resolve();
    expect(beacon).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(beacon).toHaveBeenCalledTimes(1);
  });
});
