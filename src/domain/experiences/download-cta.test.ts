import { describe, expect, it } from 'vitest';
import {
  DOWNLOAD_CTA_EXPERIMENT,
  downloadCtaApplies,
  downloadCtaGroup,
  experimentBucket,
} from './download-cta';

const visitor = { isAuth: false, isBot: false };

describe('download call-to-action experiment (spec 01 §6)', () => {
  it.each([
    ['a logged-out person', { isAuth: false, isBot: false }, true],
    ['a signed-in person', { isAuth: true, isBot: false }, false],
    ['a logged-out bot', { isAuth: false, isBot: true }, false],
    ['a signed-in bot', { isAuth: true, isBot: true }, false],
  ])('P-274 applies only to logged-out non-bots: %s → %s', (_, viewer, applies) => {
    expect(downloadCtaApplies(viewer)).toBe(applies);
    expect(downloadCtaGroup(viewer, 'seed-1') !== null).toBe(applies);
  });

  it('P-274 a browser that keeps no seed takes no part', () => {
    expect(downloadCtaGroup(visitor, null)).toBeNull();
    expect(downloadCtaGroup(visitor, '')).toBeNull();
  });

  it('a seed always lands in the same bucket, 0..99, and the split follows the percent', () => {
    const seeds = Array.from({ length: 2000 }, (_, i) => `visitor-${i}`);
    for (const seed of seeds.slice(0, 20)) {
      const b = experimentBucket(seed, DOWNLOAD_CTA_EXPERIMENT);
      expect(b).toBe(experimentBucket(seed, DOWNLOAD_CTA_EXPERIMENT));
      expect(b).toBeGreaterThanOrEqual(0);
      expect(b).toBeLessThan(100);
    }
    const enabled = seeds.filter((s) => downloadCtaGroup(visitor, s) === 'enabled').length;
    expect(enabled / seeds.length).toBeGreaterThan(0.45);
    expect(enabled / seeds.length).toBeLessThan(0.55);
    expect(seeds.every((s) => downloadCtaGroup(visitor, s, 0) === 'control')).toBe(true);
    expect(seeds.every((s) => downloadCtaGroup(visitor, s, 100) === 'enabled')).toBe(true);
  });

  it('another experiment splits the same seeds independently', () => {
    const seeds = Array.from({ length: 200 }, (_, i) => `v${i}`);
    const differ = seeds.filter(
      (s) => experimentBucket(s, DOWNLOAD_CTA_EXPERIMENT) !== experimentBucket(s, 'other'),
    );
    expect(differ.length).toBeGreaterThan(150);
  });
});
