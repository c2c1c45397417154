import { describe, expect, it } from 'vitest';
import { targetingSchema } from '#domain/experiences/experience-data';
import {
  holdoutBucket,
  isHeldOut,
  isNewSubject,
  localeMatches,
  NEW_WINDOW_MS,
  routeKindOf,
  type SubjectFacts,
  targetingMatches,
} from './rules.ts';

describe('routeKindOf', () => {
  it.each([
    ['/', 'home'],
    ['/?utm=1', 'home'],
    ['home', 'home'],
    ['/pin/123/', 'closeup'],
    ['/search/pins/?q=cats', 'search'],
    ['/settings/', 'settings'],
    ['/conversation/5/', 'messages'],
    ['/ana_b/', 'profile'],
    ['/ana_b/_created/', 'profile'],
    ['/ana_b/recipes/', 'board'],
    ['/ana_b/recipes/soups/', 'board'],
    ['/pin/', null],
    ['/login/', null],
    ['/business/convert/', null],
    ['//evil.example/', null],
    ['any', null],
    ['nonsense', null],
    ['', null],
    [undefined, null],
  ] as const)('%s → %s', (route, kind) => {
    expect(routeKindOf(route)).toBe(kind);
  });
});

describe('holdout', () => {
  it('is stable per experience and subject, and spread over 0..99', () => {
    expect(holdoutBucket(5, 'u:1')).toBe(holdoutBucket(5, 'u:1'));
    const buckets = Array.from({ length: 2000 }, (_, i) => holdoutBucket(7, `v:${i}`));
    expect(Math.min(...buckets)).toBe(0);
    expect(Math.max(...buckets)).toBe(99);
    const held = buckets.filter((b) => b < 30).length / buckets.length;
    expect(held).toBeGreaterThan(0.25);
    expect(held).toBeLessThan(0.35);
  });
  it('0% holds no one out and 100% everyone', () => {
    for (let i = 0; i < 50; i += 1) {
      expect(isHeldOut(3, `u:${i}`, 0)).toBe(false);
      expect(isHeldOut(3, `u:${i}`, 100)).toBe(true);
    }
  });
});

describe('isNewSubject (spec 02 §9 28-day window)', () => {
  const now = new Date('2026-03-01T00:00:00Z');
  it('is new under 28 days, returning from 28 days on, new when never seen', () => {
    expect(isNewSubject(new Date(now.getTime() - NEW_WINDOW_MS + 1000), now)).toBe(true);
    expect(isNewSubject(new Date(now.getTime() - NEW_WINDOW_MS), now)).toBe(false);
    expect(isNewSubject(null, now)).toBe(true);
  });
});

describe('localeMatches', () => {
  it('a language entry matches its regional tags; a regional entry only itself', () => {
    expect(localeMatches(['en'], 'en')).toBe(true);
    expect(localeMatches(['zh'], 'zh-TW')).toBe(true);
    expect(localeMatches(['zh-TW'], 'zh-tw')).toBe(true);
    expect(localeMatches(['en-GB'], 'en')).toBe(false);
    expect(localeMatches(['de', 'fr'], 'en')).toBe(false);
  });
});

describe('targetingMatches', () => {
  const facts: SubjectFacts = {
    signedIn: true,
    country: 'US',
    language: 'en',
    isNew: false,
    hasBoards: true,
    isPartner: false,
    predicates: new Set(['has_saved_a_pin', 'has_no_created_pin']),
  };
  const t = (raw: unknown) => targetingSchema.parse(raw);
  it.each([
    [{}, true],
    [{ audience: 'signed_in' }, true],
    [{ audience: 'visitor' }, false],
    [{ routes: ['home'] }, true],
    [{ routes: ['closeup'] }, false],
    [{ routes: ['any'] }, true],
    [{ countries: ['US', 'CA'] }, true],
    [{ countries: ['FR'] }, false],
    [{ locales: ['en'] }, true],
    [{ locales: ['de'] }, false],
    [{ newness: 'new' }, false],
    [{ newness: 'returning' }, true],
    [{ has_boards: true }, true],
    [{ has_boards: false }, false],
    [{ is_partner: false }, true],
    [{ is_partner: true }, false],
    [{ predicates: ['has_saved_a_pin'] }, true],
    [{ predicates: ['has_saved_a_pin', 'has_followers'] }, false],
  ])('%j → %s', (raw, expected) => {
    expect(targetingMatches(t(raw), facts, 'home')).toBe(expected);
  });
  it('a route-limited experience needs a known route', () => {
    expect(targetingMatches(t({ routes: ['home'] }), facts, null)).toBe(false);
    expect(targetingMatches(t({}), facts, null)).toBe(true);
  });
  it('a visitor has no country, so a country rule leaves them out', () => {
    const v = { ...facts, signedIn: false, country: null };
    expect(targetingMatches(t({ countries: ['US'] }), v, 'home')).toBe(false);
    expect(targetingMatches(t({ audience: 'visitor' }), v, 'home')).toBe(true);
  });
});
