// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RIGHT_CLICK_WINDOW_MS } from '#domain/analytics/right-click';

const logged = vi.hoisted(() => [] as unknown[]);
vi.mock('../analytics', () => ({
  EVENT: { CLICKTHROUGH: 12 },
  logEvent: (e: unknown) => logged.push(e),
}));

const { logClickthrough, noteRightClick } = await import('./outbound-logging');

const ANALYTICS = {
  cookieConsent: { analytic: true, marketing: false, personalization: false },
  isBot: false,
};
const TARGET = { pinId: '7', url: 'https://a.test/soup', clickType: 'visit_site' as const };

let visibility: DocumentVisibilityState = 'visible';
function hide() {
  visibility = 'hidden';
  document.dispatchEvent(new Event('visibilitychange'));
}

const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => new Response('{}'));

beforeEach(() => {
  logged.length = 0;
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { get: () => visibility, configurable: true });
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  // a hidden page drops the right-click a test before noted (its log is not this test's)
  visibility = 'hidden';
  document.dispatchEvent(new Event('visibilitychange'));
  visibility = 'visible';
  fetchMock.mockClear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('logClickthrough', () => {
  it('P-360 P-368 M-211 logs 12 with click_type and clickthrough_type when offsite returned in under 500000000 ns', () => {
    expect(
      logClickthrough({ id: '7', isPromoted: false }, 'visit_site', 'leftClick', 120_000_000),
    ).toBe(true);
    expect(logged).toEqual([
      {
        type: 12,
        pin_id: '7',
        aux_data: { click_type: 'visit_site', clickthrough_type: 'leftClick', is_promoted: false },
      },
    ]);
  });

  it('M-211 a return at or over 500000000 ns is not logged', () => {
    expect(
      logClickthrough({ id: '7', isPromoted: false }, 'pin_link', 'middleClick', 500_000_000),
    ).toBe(false);
    expect(logged).toEqual([]);
  });
});

describe('the right-click log', () => {
  it('M-236 M-237 M-347 M-348 a right-click followed by the page hiding sends one keepalive POST to /v3/offsite/', async () => {
    noteRightClick(ANALYTICS, TARGET);
    await vi.dynamicImportSettled();
    expect(fetchMock).not.toHaveBeenCalled();
    hide();
    hide();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/v3/offsite/');
    expect(init.method).toBe('POST');
    expect(init.keepalive).toBe(true);
    const body = JSON.parse(String(init.body)) as Record<string, string>;
    expect(body).toMatchObject({
      check_only: 'false',
      pin_id: '7',
      url: TARGET.url,
      client_tracking_params: '',
    });
    expect(JSON.parse(body.aux_data ?? '')).toMatchObject({
      clickthrough_type: 'rightClick',
      objectId: '7',
      extras: { click_type: 'visit_site', media_type: null },
    });
  });

  it('M-237 a right-click with the page staying visible sends nothing', async () => {
    noteRightClick(ANALYTICS, TARGET);
    await vi.dynamicImportSettled();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('M-237 the page hiding long after the right-click is not taken for it', async () => {
    vi.useFakeTimers({ now: 1_000_000, toFake: ['Date'] });
    noteRightClick(ANALYTICS, TARGET);
    await vi.dynamicImportSettled();
    vi.setSystemTime(1_000_001 + RIGHT_CLICK_WINDOW_MS);
    hide();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('without analytic consent, or for a bot, nothing is noted', async () => {
    noteRightClick(
      { ...ANALYTICS, cookieConsent: { ...ANALYTICS.cookieConsent, analytic: false } },
      TARGET,
    );
    noteRightClick({ ...ANALYTICS, cookieConsent: null }, TARGET);
    noteRightClick({ ...ANALYTICS, isBot: true }, TARGET);
    await vi.dynamicImportSettled();
    hide();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a failing network never throws into the page', async () => {
    fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError('offline')));
    noteRightClick(ANALYTICS, TARGET);
    await vi.dynamicImportSettled();
    expect(() => hide()).not.toThrow();
  });
});
