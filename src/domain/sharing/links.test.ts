import { describe, expect, it } from 'vitest';
import {
  domainOf,
  getsClickthroughInterstitial,
  isExternalLink,
  isSafeHttpUrl,
  linkClickAction,
  RIGHT_CLICK_IMAGE_TYPES,
  shouldPrecheckOutbound,
} from './links.ts';

const OWN = 'tessera.example';

describe('isExternalLink', () => {
  it.each<[string | null | undefined, boolean]>([
    ['https://shop.example.com/item', true],
    ['http://shop.example.com/item', true],
    ['HTTPS://SHOP.EXAMPLE.COM/', true],
    ['ftp://shop.example.com/file', false],
    ['mailto:someone@example.com', false],
    ['javascript:alert(1)', false],
    ['//shop.example.com/item', false],
    ['/pin/123/', false],
    ['shop.example.com', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('P-198 %s is external: %s', (link, expected) => {
    expect(isExternalLink(link, OWN)).toBe(expected);
  });

  it.each<[string, string, boolean]>([
    ['https://tessera.example/pin/1/', OWN, false],
    ['http://TESSERA.example/', OWN, false],
    ['https://www.tessera.example/', OWN, false],
    ['https://tessera.example.evil.com/', OWN, true],
    ['https://evil.com/?u=tessera.example', OWN, true],
    ['http://localhost:3000/pin/1/', 'localhost:3000', false],
    ['http://localhost:4000/pin/1/', 'localhost:3000', true],
    ['http://localhost:4000/pin/1/', 'localhost', false],
  ])('P-199 %s on own host %s is external: %s', (link, own, expected) => {
    expect(isExternalLink(link, own)).toBe(expected);
  });
});

describe('domainOf', () => {
  it.each<[string, string | null]>([
    ['https://www.example.com/a/b?c=d', 'example.com'],
    ['http://Shop.Example.com', 'shop.example.com'],
    ['https://wwwexample.com/', 'wwwexample.com'],
    ['https://example.com:8080/x', 'example.com'],
    ['example.com/page', null],
    ['javascript:alert(1)', null],
    ['not a url', null],
  ])('P-069 domain of %s is %s', (link, expected) => {
    expect(domainOf(link)).toBe(expected);
  });
});

describe('isSafeHttpUrl', () => {
  it.each<[string, boolean]>([
    ['https://example.com/', true],
    ['http://example.com/path?q=1#x', true],
    ['  https://example.com/  ', true],
    ['javascript:alert(1)', false],
    [' javascript:alert(1)', false],
    ['JaVaScRiPt:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['file:///etc/passwd', false],
    ['//example.com/', false],
    ['/relative/path', false],
    ['https://', false],
    ['http://user:pw@example.com/', false],
    ['', false],
  ])('P-198 M-268 %j is a safe http(s) url: %s', (s, expected) => {
    expect(isSafeHttpUrl(s)).toBe(expected);
  });
});

describe('linkClickAction', () => {
  it.each<[string | null, { metaKey?: boolean; ctrlKey?: boolean; isOffsite: boolean }, string]>([
    ['', { isOffsite: false }, 'ignore'],
    [null, { isOffsite: true }, 'ignore'],
    ['#', { isOffsite: false }, 'ignore'],
    ['#section', { metaKey: true, isOffsite: false }, 'ignore'],
    ['/pin/1/', { metaKey: true, isOffsite: false }, 'browserDefault'],
    ['/pin/1/', { ctrlKey: true, isOffsite: false }, 'browserDefault'],
    ['https://shop.example.com/', { ctrlKey: true, isOffsite: true }, 'handle'],
    ['/pin/1/', { isOffsite: false }, 'handle'],
  ])('M-272 M-273 click on %j with %j: %s', (href, click, expected) => {
    expect(linkClickAction(href, click)).toBe(expected);
  });
});

describe('shouldPrecheckOutbound', () => {
  const base = {
    isPromoted: false,
    locationShowsPin: true,
    surfaceExcluded: false,
    alreadyChecked: false,
  };
  it.each<[string, Partial<Parameters<typeof shouldPrecheckOutbound>[0]>, boolean]>([
    ['M-274 organic pin', {}, true],
    ['M-274 promoted pin', { isPromoted: true }, false],
    ['M-274 downstream promotion', { isPromoted: true, isDownstreamPromotion: true }, true],
    ['M-275 excluded surface, location shows the pin', { surfaceExcluded: true }, true],
    ['M-275 excluded surface elsewhere', { surfaceExcluded: true, locationShowsPin: false }, false],
    ['M-275 other surface elsewhere', { locationShowsPin: false }, true],
    ['M-276 already checked once', { alreadyChecked: true }, false],
  ])('%s → %s', (_name, patch, expected) => {
    expect(shouldPrecheckOutbound({ ...base, ...patch })).toBe(expected);
  });
});

describe('right-click image types', () => {
  it('M-433 the list is png, jpg, jpeg, gif, bmp, tiff, webp, mp4, m4v, quicktime', () => {
    expect([...RIGHT_CLICK_IMAGE_TYPES]).toEqual([
      'png',
      'jpg',
      'jpeg',
      'gif',
      'bmp',
      'tiff',
      'webp',
      'mp4',
      'm4v',
      'quicktime',
    ]);
  });
});

describe('getsClickthroughInterstitial (spec 01 §4)', () => {
  const now = Date.parse('2026-11-26T12:00:00Z');
  const plain = { isPromoted: false, hasPromoter: false };
  const visitor = { isAuth: false, isBot: false, createdAt: null };
  const user = (daysOld: number) => ({
    isAuth: true,
    isBot: false,
    createdAt: new Date(now - daysOld * 86_400_000).toISOString(),
  });
  it.each([
    ['a signed-out visitor', visitor, plain, true],
    ['a bot', { ...visitor, isBot: true }, plain, false],
    ['a user of 3 days', user(3), plain, true],
    ['a user of 27.9 days', user(27.9), plain, true],
    ['a user of 28 days', user(28), plain, false],
    ['a user with no creation date', { ...user(1), createdAt: null }, plain, false],
    ['a visitor on a promoted pin', visitor, { isPromoted: true, hasPromoter: false }, false],
    [
      'a new user on a pin with a promoter',
      user(1),
      { isPromoted: false, hasPromoter: true },
      false,
    ],
  ])('P-177 P-178 %s', (_name, viewer, pin, want) => {
    expect(getsClickthroughInterstitial(viewer, pin, now, 28)).toBe(want);
  });
});
