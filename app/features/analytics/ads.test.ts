// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import type { AdMeasuredPin } from '#domain/analytics/ad-attribution';

const calls = vi.hoisted(() => ({ clicks: [] as unknown[][], views: [] as unknown[][] }));
vi.mock('./ad-measurement', () => ({
  pageAdTracker: () => ({
    trackAdClick: (...a: unknown[]) => {
      calls.clicks.push(a);
      return true;
    },
    trackAdView: (...a: unknown[]) => calls.views.push(a),
    metrics: {},
  }),
}));

const { preloadAdMeasurement, trackAdClick, trackAdView } = await import('./ads');

const AD: AdMeasuredPin = {
  id: '42',
  isPromoted: true,
  isDownstreamPromotion: false,
  adDestinationUrl: 'https://shop.test/',
  link: null,
  campaignId: 'c',
  advertiserId: 'a',
  pinPromotionId: 'p',
};
const viewer = { cookieConsent: null, isBot: false, country: null };

describe('the light face of ad measurement', () => {
  it('an organic pin never loads or logs anything', () => {
    expect(trackAdClick({ ...AD, isPromoted: false }, { viewer, target: 'closeup' })).toBe(false);
    trackAdView({ ...AD, isPromoted: false }, viewer);
    expect(calls.clicks).toEqual([]);
  });

  it('M-381 before the measurement is in, a click is logged once it loads and the anchor navigates (no hidden link)', async () => {
    const context = {
      viewer,
      target: 'clickthrough' as const,
      url: 'https://shop.test/',
      plain: true,
    };
    expect(trackAdClick(AD, context)).toBe(false);
    await preloadAdMeasurement();
    expect(calls.clicks).toEqual([[AD, { ...context, plain: false }]]);
  });

  it('M-368 once loaded, the click goes to the measurement at once, which may open the link itself', async () => {
    await preloadAdMeasurement();
    const context = {
      viewer,
      target: 'clickthrough' as const,
      url: 'https://shop.test/',
      plain: true,
    };
    expect(trackAdClick(AD, context)).toBe(true);
    expect(calls.clicks.at(-1)).toEqual([AD, context]);
  });

  it('M-367 a view goes to the measurement', async () => {
    trackAdView(AD, viewer);
    await preloadAdMeasurement();
    await Promise.resolve();
    expect(calls.views).toEqual([[AD, viewer]]);
  });
});
