import { describe, expect, it } from 'vitest';
import {
  hostCandidates,
  isListedStatus,
  isRedirectStatus,
  MAX_SHOWN_URL,
  normalizeHost,
  type OffsiteCheck,
  outboundTarget,
  SPAM_GUIDELINES_PATH,
  sanitizedUrl,
  stopsNavigation,
} from './offsite.ts';

describe('stopsNavigation', () => {
  it.each<[OffsiteCheck, boolean]>([
    ['blocked', true],
    ['suspicious', true],
    ['porn', true],
    ['ok', false],
    ['error', false],
  ])('P-318 P-320 M-277 %s stops the navigation: %s', (check, stops) => {
    expect(stopsNavigation(check)).toBe(stops);
  });
});

describe('statuses', () => {
  it('P-317 the server answers ok, suspicious, blocked or porn; only the last three are listed', () => {
    for (const s of ['ok', 'suspicious', 'blocked', 'porn']) expect(isRedirectStatus(s)).toBe(true);
    expect(isRedirectStatus('error')).toBe(false);
    expect(isRedirectStatus(1)).toBe(false);
    expect(isListedStatus('ok')).toBe(false);
    expect(isListedStatus('porn')).toBe(true);
  });
});

describe('SPAM_GUIDELINES_PATH', () => {
  it("P-055 the blocked-link modal's 'Learn more' (its texts: catalogs/closeup, decision 064)", () => {
    expect(SPAM_GUIDELINES_PATH).toBe('/community-guidelines/#spam');
  });
});

describe('normalizeHost', () => {
  it.each<[string, string | null]>([
    ['Example.COM', 'example.com'],
    ['www.example.com', 'example.com'],
    ['example.com.', 'example.com'],
    ['https://user:pw@Shop.Example.com:8080/a?b#c', 'shop.example.com'],
    ['http://www.spam.test/x', 'spam.test'],
    ['10.0.0.1', '10.0.0.1'],
    ['300.0.0.1', null],
    ['localhost', null],
    ['-bad.com', null],
    ['bad-.com', null],
    ['exa mple.com', null],
    ['example.123', null],
    ['', null],
    ['javascript:alert(1)', null],
    [`${'a'.repeat(64)}.com`, null],
  ])('%s → %s', (input, expected) => {
    expect(normalizeHost(input)).toBe(expected);
  });
});

describe('hostCandidates', () => {
  it.each<[string, string[]]>([
    ['a.b.example.com', ['a.b.example.com', 'b.example.com', 'example.com']],
    ['www.example.com', ['example.com']],
    ['example.com', ['example.com']],
    ['10.0.0.1', ['10.0.0.1']],
    ['nonsense', []],
  ])('a listed parent domain covers %s', (host, expected) => {
    expect(hostCandidates(host)).toEqual(expected);
  });
});

describe('sanitizedUrl', () => {
  it.each<[string, string | null]>([
    ['https://spam.test/win?ref=abc#top', 'https://spam.test/win'],
    ['https://user:secret@spam.test/', 'https://spam.test'],
    ['http://spam.test:8080/a/b', 'http://spam.test:8080/a/b'],
    ['javascript:alert(1)', null],
    ['not a url', null],
  ])('P-319 %s is shown as %s', (url, expected) => {
    expect(sanitizedUrl(url)).toBe(expected);
  });

  it(`P-319 a long url is cut to ${MAX_SHOWN_URL} characters with an ellipsis`, () => {
    const shown = sanitizedUrl(`https://spam.test/${'x'.repeat(200)}`) ?? '';
    expect([...shown]).toHaveLength(MAX_SHOWN_URL);
    expect(shown.endsWith('…')).toBe(true);
  });
});

describe('outboundTarget', () => {
  it.each<[boolean, string | null, string | null, string | null]>([
    [false, 'https://shop.test/a', 'https://ads.test/x', 'https://shop.test/a'],
    [true, 'https://shop.test/a', 'https://ads.test/x', 'https://ads.test/x'],
    [true, 'https://shop.test/a', null, 'https://shop.test/a'],
    [false, 'javascript:alert(1)', null, null],
    [false, null, null, null],
  ])('P-045 promoted %s, link %s, ad destination %s → %s', (isPromoted, link, ad, expected) => {
    expect(outboundTarget({ isPromoted, link, adDestinationUrl: ad })).toBe(expected);
  });
});
