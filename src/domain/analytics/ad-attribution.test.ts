import { describe, expect, it } from 'vitest';
import {
  type AdMeasuredPin,
  ATTRIBUTION_EXPIRY_SECONDS,
  ATTRIBUTION_PRIORITY,
  ATTRIBUTION_SOURCE_PATH,
  adClickAuxData,
  adPageUrl,
  attributionOrigin,
  attributionSourceUrl,
  clickMeasurement,
  inViewFunnelSample,
  isMeasuredAd,
  isSourceEventId,
  pcmSourceIdFromByte,
  registerSource,
  sourceEventIdFromBytes,
  VIEW_ATTRIBUTION_STATUSES,
  VIEW_FUNNEL_SAMPLE_RATE,
  viewAttributionPlan,
} from './ad-attribution.ts';

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

describe('expiry and priority by source type', () => {
  it.each([
    ['click', 604800, 2],
    ['view', 86400, 1],
  ] as const)(
    'M-371 M-372 M-373 M-374 a %s source expires after %i s with priority %i',
    (type, expiry, priority) => {
      expect(ATTRIBUTION_EXPIRY_SECONDS[type]).toBe(expiry);
      expect(ATTRIBUTION_PRIORITY[type]).toBe(priority);
      expect(registerSource({ sourceEventId: '7', destination: ['https://a.test'], type })).toEqual(
        {
          source_event_id: '7',
          destination: ['https://a.test'],
          expiry: String(expiry),
          priority: String(priority),
        },
      );
    },
  );
});

describe('inViewFunnelSample', () => {
  it.each<[number, boolean]>([
    [0, true],
    [0.05, true],
    [0.0999999, true],
    [0.1, false],
    [0.5, false],
    [0.999, false],
    [-0.1, false],
    [Number.NaN, false],
  ])('M-411 a random %d is in the 0.1 view funnel: %s', (random, sampled) => {
    expect(VIEW_FUNNEL_SAMPLE_RATE).toBe(0.1);
    expect(inViewFunnelSample(random)).toBe(sampled);
  });
});

describe('attributionSourceUrl', () => {
  it('M-370 carries source_event_id, destination as a JSON list of origins, expiry, priority, source_event_type, then hostname, advertiser_id and campaign_id', () => {
    const url = attributionSourceUrl({
      pinId: '42',
      sourceEventId: '18446744073709551615',
      destination: ['https://www.shop.test'],
      type: 'click',
      hostname: 'tessera.test',
      advertiserId: 'adv-1',
      campaignId: 'cmp-1',
    });
    const u = new URL(url, 'https://tessera.test');
    expect(u.pathname).toBe(ATTRIBUTION_SOURCE_PATH);
    expect([...u.searchParams.keys()]).toEqual([
      'pin_id',
      'source_event_id',
      'destination',
      'expiry',
      'priority',
      'source_event_type',
      'hostname',
      'advertiser_id',
      'campaign_id',
    ]);
    expect(Object.fromEntries(u.searchParams)).toEqual({
      pin_id: '42',
      source_event_id: '18446744073709551615',
      destination: '["https://www.shop.test"]',
      expiry: '604800',
      priority: '2',
      source_event_type: 'click',
      hostname: 'tessera.test',
      advertiser_id: 'adv-1',
      campaign_id: 'cmp-1',
    });
  });

  it('M-370 M-372 M-374 leaves out the optional fields it does not have; a view gets 86400 and 1', () => {
    const u = new URL(
      attributionSourceUrl({
        pinId: '1',
        sourceEventId: '5',
        destination: ['https://a.test'],
        type: 'view',
      }),
      'https://tessera.test',
    );
    expect(u.searchParams.has('hostname')).toBe(false);
    expect(u.searchParams.has('advertiser_id')).toBe(false);
    expect(u.searchParams.has('campaign_id')).toBe(false);
    expect(u.searchParams.get('expiry')).toBe('86400');
    expect(u.searchParams.get('priority')).toBe('1');
  });
});

describe('source ids', () => {
  it.each<[number[], string]>([
    [[0, 0, 0, 0, 0, 0, 0, 0], '0'],
    [[0, 0, 0, 0, 0, 0, 1, 0], '256'],
    [[255, 255, 255, 255, 255, 255, 255, 255], '18446744073709551615'],
    [[1, 2, 3, 4, 5, 6, 7, 8], '72623859790382856'],
  ])('8 bytes %j are the unsigned 64-bit id %s', (bytes, id) => {
    expect(sourceEventIdFromBytes(bytes)).toBe(id);
    expect(isSourceEventId(id)).toBe(true);
  });

  it('takes exactly 8 bytes', () => {
    expect(() => sourceEventIdFromBytes([1, 2, 3])).toThrow(RangeError);
  });

  it.each(['', '-1', '01', '1.5', 'abc', '18446744073709551616', '999999999999999999999'])(
    '%j is not a source event id',
    (s) => {
      expect(isSourceEventId(s)).toBe(false);
    },
  );

  it('M-368 a Private Click Measurement source id is one byte', () => {
    expect(pcmSourceIdFromByte(0)).toBe('0');
    expect(pcmSourceIdFromByte(255)).toBe('255');
    expect(pcmSourceIdFromByte(256 + 7)).toBe('7');
  });
});

describe('attributionOrigin', () => {
  it.each<[string | null, string | null]>([
    ['https://www.shop.test/landing?x=1#y', 'https://www.shop.test'],
    ['http://shop.test:8080/a', 'http://shop.test:8080'],
    ['javascript:alert(1)', null],
    ['https://user:pw@shop.test/', null],
    ['not a url', null],
    ['', null],
    [null, null],
  ])('M-370 M-388 %j has the destination origin %j', (url, origin) => {
    expect(attributionOrigin(url)).toBe(origin);
  });
});

describe('isMeasuredAd', () => {
  it.each<[boolean, boolean, boolean]>([
    [true, false, true],
    [true, true, false],
    [false, false, false],
  ])(
    'promoted %s, downstream promotion %s → measured %s',
    (isPromoted, isDownstreamPromotion, measured) => {
      expect(isMeasuredAd({ isPromoted, isDownstreamPromotion })).toBe(measured);
    },
  );
});

describe('clickMeasurement', () => {
  it.each<[boolean, boolean, boolean, string | null]>([
    [true, true, true, 'arapi'],
    [true, false, true, 'arapi'],
    [false, true, true, 'pcm'],
    [false, false, true, null],
    [true, true, false, null],
  ])(
    'M-368 M-381 Attribution Reporting %s, Private Click Measurement %s, marketing consent %s → %s',
    (arapi, pcm, marketing, m) => {
      expect(clickMeasurement({ arapi, pcm, marketing })).toBe(m);
    },
  );
});

describe('adClickAuxData', () => {
  it('M-381 pin_id, click_measurement_ppid, click_measurement_campaign_id, attribution_source_id, page_url, is_pcm and is_arapi', () => {
    expect(
      adClickAuxData({
        pin: AD,
        attributionSourceId: '99',
        pageUrl: 'https://tessera.test/search/pins/?q=secret#top',
        measurement: 'arapi',
      }),
    ).toEqual({
      pin_id: '42',
      click_measurement_ppid: 'promo-1',
      click_measurement_campaign_id: 'cmp-1',
      attribution_source_id: '99',
      page_url: 'https://tessera.test/search/pins/',
      is_pcm: false,
      is_arapi: true,
    });
  });

  it('M-381 with no mechanism both flags are false and no source id is named', () => {
    const aux = adClickAuxData({
      pin: { ...AD, pinPromotionId: null, campaignId: null },
      attributionSourceId: null,
      pageUrl: 'https://tessera.test/',
      measurement: null,
    });
    expect(aux).toMatchObject({
      click_measurement_ppid: '',
      click_measurement_campaign_id: '',
      attribution_source_id: '',
      is_pcm: false,
      is_arapi: false,
    });
  });

  it('the page url fits an aux_data string and an unreadable one is empty', () => {
    expect(adPageUrl(`https://t.test/${'a'.repeat(600)}`)).toHaveLength(512);
    expect(adPageUrl('nope')).toBe('');
  });
});

describe('viewAttributionPlan', () => {
  const base = { pin: AD, arapi: true, marketing: true, country: null as string | null };
  it.each<[string, Partial<typeof base>, string]>([
    ['no landing url', { pin: { ...AD, adDestinationUrl: null, link: null } }, 'missing_param'],
    [
      'no campaign or advertiser',
      { pin: { ...AD, campaignId: null, advertiserId: null } },
      'missing_param',
    ],
    ['no Attribution Reporting in the browser', { arapi: false }, 'skipped'],
    ['no marketing consent', { marketing: false }, 'skipped'],
    [
      'an unreadable landing host',
      { pin: { ...AD, adDestinationUrl: 'https://exa mple/' } },
      'hostname_parse_failed',
    ],
    ['a viewer abroad', { country: 'gb' }, 'international'],
    ['a viewer in a measured market', { country: 'US' }, 'ready'],
    ['a viewer of unknown country', {}, 'ready'],
  ])('M-387 M-388 %s → %s', (_, change, status) => {
    const plan = viewAttributionPlan({ ...base, ...change });
    expect(plan.status).toBe(status);
    expect([...VIEW_ATTRIBUTION_STATUSES, 'ready']).toContain(plan.status);
  });

  it('M-370 a ready plan names the landing origin as the destination', () => {
    expect(viewAttributionPlan(base)).toEqual({
      status: 'ready',
      destination: 'https://www.shop.test',
    });
  });
});
