// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AdMeasuredPin, ATTRIBUTION_SOURCE_PATH } from '#domain/analytics/ad-attribution';
import { EVENT } from '#domain/analytics/analytics-events';
import {
  type AdEnv,
  type AdViewer,
  createAdTracker,
  hasAttributionReporting,
} from './ad-measurement';
import type { LoggedEvent } from './queue';

const AD: AdMeasuredPin = {
  id: '42',
  isPromoted: true,
  isDownstreamPromotion: false,
  adDestinationUrl: 'https://www.shop.test/landing?utm=1',
  link: 'https://shop.test/',
  campaignId: 'cmp-1',
  advertiserId: 'adv-1',
  pinPromotionId: 'promo-1',
};
const LANDING = AD.adDestinationUrl ?? '';

const MARKETING: AdViewer = {
  cookieConsent: { analytic: true, marketing: true, personalization: false },
  isBot: false,
  country: null,
};
const NO_MARKETING: AdViewer = {
  ...MARKETING,
  cookieConsent: { analytic: true, marketing: false, personalization: false },
};

type Mechanism = 'arapi' | 'pcm' | 'none';

/** Gives jsdom's anchors the property a browser with that mechanism has, and a secure page. */
function browserWith(mechanism: Mechanism) {
  const proto = HTMLAnchorElement.prototype as unknown as Record<string, unknown>;
  if (mechanism === 'arapi')
    Object.defineProperty(proto, 'attributionSrc', {
      value: '',
      configurable: true,
      writable: true,
    });
  if (mechanism === 'pcm')
    Object.defineProperty(proto, 'attributionSourceId', {
      value: 0,
      configurable: true,
      writable: true,
    });
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
}

afterEach(() => {
  const proto = HTMLAnchorElement.prototype as unknown as Record<string, unknown>;
  delete proto.attributionSrc;
  delete proto.attributionSourceId;
  document.body.innerHTML = '';
});

function setUp(over: Partial<AdEnv> = {}) {
  const logged: LoggedEvent[] = [];
  const fetches: { url: string; init: RequestInit }[] = [];
  const clicks: HTMLAnchorElement[] = [];
  document.addEventListener('click', (e) => {
    if (e.target instanceof HTMLAnchorElement) {
      clicks.push(e.target.cloneNode() as HTMLAnchorElement);
      e.preventDefault(); // jsdom would try to navigate
    }
  });
  const env: AdEnv = {
    document,
    location: { href: 'https://tessera.test/search/pins/?q=lamps', hostname: 'tessera.test' },
    fetch: async (url, init) => {
      fetches.push({ url, init });
      return { ok: true };
    },
    random: () => 0.05,
    randomBytes: (n) => new Uint8Array(n).fill(1),
    log: (e) => logged.push(e),
    ...over,
  };
  return { tracker: createAdTracker(env), logged, fetches, clicks };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('trackAdClick', () => {
  it('M-381 M-368 a clickthrough with Attribution Reporting opens through a hidden link whose attributionsrc is the click source, and logs the ad click with its fields', () => {
    browserWith('arapi');
    const { tracker, logged, clicks } = setUp();
    const opened = tracker.trackAdClick(AD, {
      viewer: MARKETING,
      target: 'clickthrough',
      url: LANDING,
      plain: true,
    });
    expect(opened).toBe(true);
    expect(clicks).toHaveLength(1);
    const a = clicks[0] as HTMLAnchorElement;
    expect(a.href).toBe(LANDING);
    expect(a.target).toBe('_blank');
    expect(a.rel).toContain('noopener');
    const src = new URL(a.getAttribute('attributionsrc') ?? '', 'https://tessera.test');
    expect(src.pathname).toBe(ATTRIBUTION_SOURCE_PATH);
    expect(src.searchParams.get('source_event_type')).toBe('click');
    expect(src.searchParams.get('expiry')).toBe('604800');
    expect(src.searchParams.get('priority')).toBe('2');
    expect(JSON.parse(src.searchParams.get('destination') ?? '')).toEqual([
      'https://www.shop.test',
    ]);
    // the link is gone once clicked
    expect(document.querySelectorAll('a')).toHaveLength(0);
    expect(logged).toEqual([
      {
        type: EVENT.CLICK,
        pin_id: '42',
        component: 'promoted_pin',
        element: 'clickthrough',
        aux_data: {
          pin_id: '42',
          click_measurement_ppid: 'promo-1',
          click_measurement_campaign_id: 'cmp-1',
          attribution_source_id: src.searchParams.get('source_event_id'),
          page_url: 'https://tessera.test/search/pins/',
          is_pcm: false,
          is_arapi: true,
        },
      },
    ]);
  });

  it('M-368 in Safari the hidden link carries a one-byte attributionsourceid and the destination site (Private Click Measurement)', () => {
    browserWith('pcm');
    const { tracker, logged, clicks } = setUp();
    expect(
      tracker.trackAdClick(AD, {
        viewer: MARKETING,
        target: 'clickthrough',
        url: LANDING,
        plain: true,
      }),
    ).toBe(true);
    const a = clicks[0] as HTMLAnchorElement;
    expect(a.getAttribute('attributionsourceid')).toBe('1');
    expect(a.getAttribute('attributiondestination')).toBe('https://www.shop.test');
    expect(logged[0]?.aux_data).toMatchObject({
      attribution_source_id: '1',
      is_pcm: true,
      is_arapi: false,
    });
  });

  it.each<[string, Mechanism, AdViewer, boolean]>([
    ['no mechanism in the browser', 'none', MARKETING, true],
    ['no marketing consent', 'arapi', NO_MARKETING, true],
    ['a modified or middle click', 'arapi', MARKETING, false],
  ])(
    'M-381 with %s the anchor navigates itself; the ad click is logged with no source',
    (_, mechanism, viewer, plain) => {
      browserWith(mechanism);
      const { tracker, logged, clicks } = setUp();
      expect(
        tracker.trackAdClick(AD, { viewer, target: 'clickthrough', url: LANDING, plain }),
      ).toBe(false);
      expect(clicks).toHaveLength(0);
      expect(logged[0]?.aux_data).toMatchObject({
        attribution_source_id: '',
        is_pcm: false,
        is_arapi: false,
      });
    },
  );

  it('M-388 a landing url whose host cannot be read registers nothing and is counted', () => {
    browserWith('arapi');
    const { tracker, clicks } = setUp();
    const url = 'https://exa mple/';
    expect(
      tracker.trackAdClick(
        { ...AD, adDestinationUrl: url },
        { viewer: MARKETING, target: 'clickthrough', url, plain: true },
      ),
    ).toBe(false);
    expect(clicks).toHaveLength(0);
    expect(tracker.metrics.unreadableHosts).toBe(1);
  });

  it('a click that opens the closeup logs the ad click and registers nothing', () => {
    browserWith('arapi');
    const { tracker, logged, clicks } = setUp();
    expect(tracker.trackAdClick(AD, { viewer: MARKETING, target: 'closeup' })).toBe(false);
    expect(clicks).toHaveLength(0);
    expect(logged[0]).toMatchObject({ element: 'closeup', aux_data: { is_arapi: false } });
  });

  it('an organic pin or a downstream promotion logs nothing', () => {
    const { tracker, logged } = setUp();
    tracker.trackAdClick({ ...AD, isPromoted: false }, { viewer: MARKETING, target: 'closeup' });
    tracker.trackAdClick(
      { ...AD, isDownstreamPromotion: true },
      { viewer: MARKETING, target: 'closeup' },
    );
    expect(logged).toHaveLength(0);
  });

  it('never throws: a failing logger leaves the anchor to navigate', () => {
    browserWith('arapi');
    const { tracker } = setUp({
      log: () => {
        throw new Error('boom');
      },
    });
    expect(
      tracker.trackAdClick(AD, {
        viewer: MARKETING,
        target: 'clickthrough',
        url: LANDING,
        plain: true,
      }),
    ).toBe(false);
  });
});

describe('trackAdView', () => {
  it('M-367 M-372 M-374 a sampled view fetches the view source with keepalive, eligible for event sources and not triggers', async () => {
    browserWith('arapi');
    const { tracker, fetches } = setUp();
    tracker.trackAdView(AD, MARKETING);
    await flush();
    expect(fetches).toHaveLength(1);
    const { url, init } = fetches[0] as {
      url: string;
      init: RequestInit & { attributionReporting?: unknown };
    };
    const u = new URL(url, 'https://tessera.test');
    expect(u.searchParams.get('source_event_type')).toBe('view');
    expect(u.searchParams.get('expiry')).toBe('86400');
    expect(u.searchParams.get('priority')).toBe('1');
    expect(u.searchParams.get('hostname')).toBe('tessera.test');
    expect(u.searchParams.get('campaign_id')).toBe('cmp-1');
    expect(init.keepalive).toBe(true);
    expect(init.attributionReporting).toEqual({
      eventSourceEligible: true,
      triggerEligible: false,
    });
    expect(tracker.metrics.views.success).toBe(1);
  });

  it('M-411 a view outside the 0.1 sample does nothing; a pin is measured once a page', async () => {
    browserWith('arapi');
    const random = vi.fn(() => 0.1);
    const { tracker, fetches } = setUp({ random });
    tracker.trackAdView(AD, MARKETING);
    tracker.trackAdView(AD, MARKETING);
    await flush();
    expect(random).toHaveBeenCalledTimes(1);
    expect(fetches).toHaveLength(0);
    expect(Object.values(tracker.metrics.views).every((n) => n === 0)).toBe(true);
  });

  it.each<[string, Mechanism, AdViewer, Partial<AdMeasuredPin>, string]>([
    [
      'no campaign or advertiser',
      'arapi',
      MARKETING,
      { campaignId: null, advertiserId: null },
      'missing_param',
    ],
    ['no Attribution Reporting', 'none', MARKETING, {}, 'skipped'],
    ['no marketing consent', 'arapi', NO_MARKETING, {}, 'skipped'],
    [
      'an unreadable landing host',
      'arapi',
      MARKETING,
      { adDestinationUrl: 'https://exa mple/' },
      'hostname_parse_failed',
    ],
    ['a viewer abroad', 'arapi', { ...MARKETING, country: 'FR' }, {}, 'international'],
  ])(
    'M-387 %s is counted as %s and fetches nothing',
    async (_, mechanism, viewer, change, status) => {
      browserWith(mechanism);
      const { tracker, fetches } = setUp();
      tracker.trackAdView({ ...AD, ...change }, viewer);
      await flush();
      expect(fetches).toHaveLength(0);
      expect(tracker.metrics.views[status as keyof typeof tracker.metrics.views]).toBe(1);
      if (status === 'hostname_parse_failed') expect(tracker.metrics.unreadableHosts).toBe(1);
    },
  );

  it('M-387 a fetch that fails or is refused counts as failed, never thrown', async () => {
    browserWith('arapi');
    const rejecting = setUp({ fetch: () => Promise.reject(new TypeError('offline')) });
    rejecting.tracker.trackAdView(AD, MARKETING);
    const refused = setUp({ fetch: async () => ({ ok: false }) });
    refused.tracker.trackAdView(AD, MARKETING);
    await flush();
    expect(rejecting.tracker.metrics.views.failed).toBe(1);
    expect(refused.tracker.metrics.views.failed).toBe(1);
  });
});

describe('feature detection', () => {
  it('Attribution Reporting needs the anchor property, a secure page and the permissions policy', () => {
    expect(hasAttributionReporting(null)).toBe(false);
    expect(hasAttributionReporting(document)).toBe(false);
    browserWith('arapi');
    expect(hasAttributionReporting(document)).toBe(true);
    Object.defineProperty(document, 'featurePolicy', {
      value: { allowsFeature: (f: string) => f !== 'attribution-reporting' },
      configurable: true,
    });
    expect(hasAttributionReporting(document)).toBe(false);
    delete (document as unknown as Record<string, unknown>).featurePolicy;
    expect(hasAttributionReporting(document)).toBe(true);
  });
});
