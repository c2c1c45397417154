import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { CATALOGS } from '../i18n/catalogs/index.ts';
import {
  checkOnboardingPicks,
  ONBOARDING_MIN_TOPICS,
  onboardingPath,
  onboardingPicksLeft,
} from './onboarding';

describe('onboarding topics (issue 33)', () => {
  it('asks for at least 3 topics', () => {
    expect(ONBOARDING_MIN_TOPICS).toBe(3);
  });

  it.each([
    [0, 3],
    [1, 2],
    [2, 1],
    [3, 0],
    [9, 0],
  ])('%i picked: the button asks for %i more (0: Done)', (n, left) => {
    expect(onboardingPicksLeft(n)).toBe(left);
  });

  it.each<[string[], { ok: true; ids: number[] } | { ok: false; error: string }]>([
    [['1', '2', '3'], { ok: true, ids: [1, 2, 3] }],
    [['1', '2', '2', '3'], { ok: true, ids: [1, 2, 3] }],
    [['1', '2', '2'], { ok: false, error: 'Pick at least 3 topics.' }],
    [[], { ok: false, error: 'Pick at least 3 topics.' }],
    [
      ['1', '2', 'x'],
      { ok: false, error: 'That topic is not known. Reload the page and try again.' },
    ],
    [
      ['1', '2', '-4'],
      { ok: false, error: 'That topic is not known. Reload the page and try again.' },
    ],
  ])('%j is %j', (values, result) => {
    expect(said('en', checkOnboardingPicks(values))).toEqual(result);
  });

  it('says why not in the reader’s language (decision 064)', () => {
    expect(said('de', checkOnboardingPicks(['1']))).toEqual({
      ok: false,
      error: 'Wähle mindestens 3 Themen.',
    });
  });
});

describe('onboardingPath', () => {
  it.each([
    ['/', '/onboarding/'],
    ['/pin/12/', '/onboarding/?next=%2Fpin%2F12%2F'],
    ['/search/pins/?q=a&b=1', '/onboarding/?next=%2Fsearch%2Fpins%2F%3Fq%3Da%26b%3D1'],
  ])('after sign-up from %s: %s', (next, path) => {
    expect(onboardingPath(next)).toBe(path);
  });
});

/** A check as the page and the service say it in `locale` (decision 064: its catalog). */
function said(locale: 'en' | 'de', check: ReturnType<typeof checkOnboardingPicks>) {
  if (check.ok) return check;
  const i18n = setupI18n({ locale, messages: { [locale]: CATALOGS[locale] } });
  return { ok: false, error: i18n._(check.error.id, check.error.values) };
}
