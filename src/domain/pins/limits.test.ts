import { describe, expect, it } from 'vitest';
import { feedbackOverlayShowsText } from '../feedback/feedback.ts';
import {
  carouselArrows,
  collectionChips,
  collectionClickTypeEnablesChips,
  isLoggedOutDownloadLimitReached,
  isQuickSaveEligible,
  loggedOutSaveLimit,
  pushHistory,
  tagRowArrows,
} from './limits.ts';

describe('logged-out limits', () => {
  it.each<[string | null | undefined, boolean, number, string]>([
    [undefined, false, 2, 'P-221'],
    [null, false, 2, 'P-221'],
    ['control', false, 2, 'P-221'],
    ['enabled_5', false, 5, 'P-222'],
    ['enabled_0', false, 0, 'P-222'],
    ['enabled_x', false, 2, 'P-222'],
    ['enabled_5', true, 0, 'P-223'],
    [undefined, true, 0, 'P-223'],
  ])('P-137 group %j push-to-app %s gives save limit %i (%s)', (group, pushToApp, expected, id) => {
    expect(id).toMatch(/^P-22\d$/);
    expect(loggedOutSaveLimit(group, { pushToApp })).toBe(expected);
  });

  it.each<[number, boolean]>([
    [0, false],
    [1, true],
    [4, true],
  ])('P-219 P-220 %i stored downloads reach the limit: %s', (count, expected) => {
    expect(isLoggedOutDownloadLimitReached(count)).toBe(expected);
  });
});

describe('collection chips', () => {
  it('P-216 P-217 chips need at least 3 items and use the first 3', () => {
    expect(collectionChips([1, 2])).toEqual([]);
    expect(collectionChips([1, 2, 3])).toEqual([1, 2, 3]);
    expect(collectionChips([1, 2, 3, 4, 5])).toEqual([1, 2, 3]);
  });

  it.each<[number | null, boolean]>([
    [1, false],
    [2, true],
    [3, true],
    [4, false],
    [null, false],
  ])('P-218 click type %s enables chips: %s', (t, expected) => {
    expect(collectionClickTypeEnablesChips(t)).toBe(expected);
  });
});

describe('carousel and tag row', () => {
  it.each<[number, number, boolean, boolean]>([
    [0, 3, false, true],
    [1, 3, true, true],
    [2, 3, true, false],
    [0, 1, false, false],
  ])('P-165 P-166 P-209 slot %i of %i: previous %s, next %s', (i, n, previous, next) => {
    expect(carouselArrows(i, n)).toEqual({ previous, next });
  });

  it.each<[number, number, number, boolean, boolean]>([
    [0, 1000, 400, false, true],
    [4, 1000, 400, false, true],
    [5, 1000, 400, true, true],
    [596, 1000, 400, true, false],
    [595, 1000, 400, true, true],
    [0, 400, 400, false, false],
  ])(
    'P-239 scrollLeft %i of %i/%i: left %s, right %s',
    (scrollLeft, scrollWidth, clientWidth, left, right) => {
      expect(tagRowArrows({ scrollLeft, scrollWidth, clientWidth })).toMatchObject({ left, right });
    },
  );

  it('P-240 tag-row arrows scroll by half the width', () => {
    expect(tagRowArrows({ scrollLeft: 0, scrollWidth: 1000, clientWidth: 400 }).step).toBe(200);
  });
});

describe('thresholds', () => {
  it('P-244 the feedback overlay hides its text under 250 px', () => {
    expect(feedbackOverlayShowsText(249)).toBe(false);
    expect(feedbackOverlayShowsText(250)).toBe(true);
  });

  it('P-414 quick-save eligibility when boardCount is below 5', () => {
    expect(isQuickSaveEligible(4)).toBe(true);
    expect(isQuickSaveEligible(5)).toBe(false);
  });
});

describe('history', () => {
  const key = (s: string) => s;
  it('P-241 P-242 history is de-duplicated against the newest entry', () => {
    expect(pushHistory(['b', 'a'], 'b', key)).toEqual(['b', 'a']);
    expect(pushHistory(['b', 'a'], 'a', key)).toEqual(['a', 'b', 'a']);
    expect(pushHistory([], 'a', key)).toEqual(['a']);
  });

  it('M-427 history keeps the 10 newest entries', () => {
    const list = Array.from({ length: 10 }, (_, i) => `p${i}`);
    const next = pushHistory(list, 'new', key);
    expect(next).toHaveLength(10);
    expect(next[0]).toBe('new');
    expect(next).not.toContain('p9');
  });
});
