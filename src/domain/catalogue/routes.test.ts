import { describe, expect, it } from 'vitest';
import {
  boardPath,
  createdPinsPath,
  ideasPath,
  isReservedUsername,
  isValidUsername,
  parsePinIdParam,
  pinAnalyticsPath,
  pinPath,
  pinRedirectPath,
  profilePath,
  QUICK_SAVE_PROFILE_PATH,
  RESERVED_TOP_LEVEL,
  savedToOverlayHref,
  searchPinsPath,
  seoSlug,
} from './routes.ts';

describe('reserved top-level words', () => {
  // the words of the spec's route catalogue (02 §2) and Tessera's own pages: most of those
  // routes do not exist yet, so this checks only that no profile can take the word (M-050)
  it.each([
    'about',
    'help',
    'login',
    'signup',
    'settings',
    'search',
    'today',
    'shopping',
    'videos',
    'pin',
    'pin_redirect',
    'board',
    'boardsection',
    'homefeed',
    'ideas',
    'topics',
    'discover',
    'invited',
    'password',
    'pw',
    'secure',
    'email',
    'email_verification_error',
    'notifications',
    'unauth-profile',
    'conversation',
    'appealed-pin',
    'reports-and-violations',
    'age-appeal',
    'oauth',
    'app-factory-oauth',
    'pin-editor',
    'pin-builder',
    'story-pin-builder',
    'idea-pin-builder',
    'pin-creation-tool',
    'idea-ads-tool',
    'collage-creation-tool',
    'tv',
    'business',
    'business-access',
    'business-manager',
    'business-hierarchy',
    'advertiser',
    'offsite',
    'edit',
    'me',
    'news_hub',
  ])('M-050 %s is reserved', (word) => {
    expect(RESERVED_TOP_LEVEL.has(word)).toBe(true);
    expect(isReservedUsername(word)).toBe(true);
  });

  it('M-050 reserved words match case-insensitively', () => {
    expect(isReservedUsername('LOGIN')).toBe(true);
    expect(isReservedUsername('Search')).toBe(true);
    expect(isReservedUsername('janedoe')).toBe(false);
  });

  it('M-050 server prefixes and well-known files are reserved', () => {
    for (const w of [
      'img',
      'resource',
      'v3',
      'healthz',
      'readyz',
      '_dev',
      'api',
      'robots.txt',
      '__manifest',
    ]) {
      expect(isReservedUsername(w)).toBe(true);
    }
  });
});

describe('isValidUsername', () => {
  it.each<[string, boolean]>([
    ['jane_doe', true],
    ['Jane123', true],
    ['abc', true],
    ['a'.repeat(30), true],
    ['ab', false],
    ['a'.repeat(31), false],
    ['jane-doe', false],
    ['jane.doe', false],
    ['jané', false],
    ['', false],
    ['settings', false],
    ['Login', false],
    ['news_hub', false],
  ])('M-050 %j is a valid username: %s', (s, expected) => {
    expect(isValidUsername(s)).toBe(expected);
  });
});

describe('parsePinIdParam', () => {
  it.each<[string, string | null]>([
    ['1234', '1234'],
    ['cozy-reading-nook--1234', '1234'],
    ['a--b--99', '99'],
    ['1', '1'],
    ['9223372036854775807', '9223372036854775807'],
    ['9223372036854775808', null],
    ['12345678901234567890', null],
    ['0', null],
    ['01234', null],
    ['nook--0123', null],
    ['--1234', null],
    ['cozy-nook-1234', null],
    ['cozy-nook--', null],
    ['12a4', null],
    ['', null],
    ['-1234', null],
  ])('P-025 P-026 %j gives %s', (param, expected) => {
    expect(parsePinIdParam(param)).toBe(expected);
  });
});

describe('seoSlug and pinPath', () => {
  it.each<[string, string]>([
    ['Cozy Reading Nook', 'cozy-reading-nook'],
    ['  Café   au lait!! ', 'cafe-au-lait'],
    ['10 Best DIY Ideas — 2024', '10-best-diy-ideas-2024'],
    ['日本の庭', ''],
    ['', ''],
    ['---', ''],
  ])('P-027 seo slug of %j is %j', (title, slug) => {
    expect(seoSlug(title)).toBe(slug);
  });

  it('P-027 seo slug is at most 60 characters, cut at a word boundary', () => {
    const title = 'word '.repeat(30);
    const slug = seoSlug(title);
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug.endsWith('-')).toBe(false);
    expect(slug).toBe(Array(12).fill('word').join('-'));
    expect(seoSlug('x'.repeat(80))).toBe('x'.repeat(60));
  });

  it('P-025 P-026 P-027 pin path with and without a slug round-trips through parsePinIdParam', () => {
    expect(pinPath('1234')).toBe('/pin/1234/');
    expect(pinPath('1234', { seoTitle: '日本' })).toBe('/pin/1234/');
    expect(pinPath('1234', { seoTitle: 'Cozy Reading Nook' })).toBe(
      '/pin/cozy-reading-nook--1234/',
    );
    expect(parsePinIdParam('cozy-reading-nook--1234')).toBe('1234');
    expect(parsePinIdParam(pinPath('77', { seoTitle: 'Top 10' }).split('/')[2] ?? '')).toBe('77');
  });

  it('analytics path', () => {
    expect(pinAnalyticsPath('55')).toBe('/pin/55/analytics');
  });
});

describe('profile and board paths', () => {
  it('P-031 profile path is /{username}/', () => {
    expect(profilePath('JaneDoe')).toBe('/JaneDoe/');
  });

  it('P-032 profile path is lowercased for signed-out visitors', () => {
    expect(profilePath('JaneDoe', { loggedOut: true })).toBe('/janedoe/');
    expect(profilePath('JaneDoe', { loggedOut: false })).toBe('/JaneDoe/');
  });

  it('P-034 created-pins path is /{username}/_created/', () => {
    expect(createdPinsPath('jane')).toBe('/jane/_created/');
    expect(createdPinsPath('Jane', { loggedOut: true })).toBe('/jane/_created/');
  });

  it('P-039 M-047 M-048 board path with optional section and trailing slash', () => {
    expect(boardPath('jane', 'kitchen')).toBe('/jane/kitchen/');
    expect(boardPath('jane', 'kitchen', 'pantry')).toBe('/jane/kitchen/pantry/');
  });

  it('search link of a topic: /search/pins/?q={topic}&rs={source}', () => {
    expect(searchPinsPath('home decor', 'attribution')).toBe(
      '/search/pins/?q=home+decor&rs=attribution',
    );
  });

  it('ideas path', () => {
    expect(ideasPath('home-decor')).toBe('/ideas/home-decor/');
  });

  it('pin_redirect path carries the six query fields', () => {
    const path = pinRedirectPath({
      domain: 'example.com',
      domainImageUrl: '/img/60x60/a.jpg',
      origin: '/pin/1/',
      pinCategory: 'food',
      pinImageUrl: '/img/236x/b.jpg',
      redirectUrl: 'https://example.com/recipe?x=1',
    });
    const url = new URL(path, 'http://t.example');
    expect(url.pathname).toBe('/pin_redirect');
    expect([...url.searchParams.keys()]).toEqual([
      'domain',
      'domainImageUrl',
      'origin',
      'pinCategory',
      'pinImageUrl',
      'redirectUrl',
    ]);
    expect(url.searchParams.get('redirectUrl')).toBe('https://example.com/recipe?x=1');
  });
});

describe('savedToOverlayHref', () => {
  it('P-038 P-079 a quick save to the profile links to /me/', () => {
    expect(QUICK_SAVE_PROFILE_PATH).toBe('/me/');
    expect(savedToOverlayHref({ type: 'boardless' })).toBe('/me/');
  });

  it('P-039 a board or section save links to the board url with a trailing slash', () => {
    expect(savedToOverlayHref({ type: 'board', username: 'jane', boardSlug: 'kitchen' })).toBe(
      '/jane/kitchen/',
    );
    expect(
      savedToOverlayHref({
        type: 'board',
        username: 'jane',
        boardSlug: 'kitchen',
        sectionSlug: 'pantry',
        boardPrivacy: 'secret',
      }),
    ).toBe('/jane/kitchen/pantry/');
  });

  it('P-040 a protected board is not linked', () => {
    expect(
      savedToOverlayHref({
        type: 'board',
        username: 'jane',
        boardSlug: 'kitchen',
        boardPrivacy: 'protected',
      }),
    ).toBeNull();
  });
});
