import { describe, expect, it } from 'vitest';
import { favoriteCountLabel } from '../formatting/format-number.ts';
import { toggledFavorite, unfavoriteRemovesFromFeed } from './favorite.ts';

describe('favourite toggle (spec 01 §4, §7; 02 §5)', () => {
  it.each<[boolean, number, boolean, number]>([
    [false, 0, true, 1],
    [false, 9, true, 10],
    [true, 1, false, 0],
    [true, 10, false, 9],
    [true, 0, false, 0],
  ])('P-144 P-146 M-424 M-425 favorited=%s count=%i flips to %s with %i', (on, n, on2, n2) => {
    expect(toggledFavorite({ favoritedByMe: on, favoriteUserCount: n })).toEqual({
      favoritedByMe: on2,
      favoriteUserCount: n2,
    });
  });

  it('M-284 the count label shows 9+ from 10', () => {
    expect(
      favoriteCountLabel(
        toggledFavorite({ favoritedByMe: false, favoriteUserCount: 9 }).favoriteUserCount,
      ),
    ).toBe('9+');
  });

  it.each<[string, number, string | null, boolean]>([
    ['BaseBoardPinGrid', 0, null, true],
    ['BaseBoardPinGrid', 1, null, true],
    ['BaseBoardPinGrid', 1, 'none', true],
    ['BaseBoardPinGrid', 2, null, false],
    ['BaseBoardPinGrid', 0, 'FAVORITED', false],
    ['AuthHomefeed', 0, null, false],
  ])('P-143 unfavourite on %s leaving count %i (filter %s) removes: %s', (surface, n, f, out) => {
    expect(unfavoriteRemovesFromFeed(surface as 'AuthHomefeed', n, f)).toBe(out);
  });
});
