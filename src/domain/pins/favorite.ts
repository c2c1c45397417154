/**
 * Favouriting rules of the pin card and closeup (spec 01 §4, §7): the optimistic toggle and when
 * unfavouriting takes a pin off a board's feed.
 */
import type { CardSurface } from '../analytics/surfaces.ts';

export interface FavoriteState {
  favoritedByMe: boolean;
  favoriteUserCount: number;
}

/** spec 01 §4, §7 (P-144, P-146): the local state flips at once and the count moves by 1. */
export function toggledFavorite(s: FavoriteState): FavoriteState {
  return s.favoritedByMe
    ? { favoritedByMe: false, favoriteUserCount: Math.max(0, s.favoriteUserCount - 1) }
    : { favoritedByMe: true, favoriteUserCount: s.favoriteUserCount + 1 };
}

/**
 * spec 01 §4 (P-143): unfavouriting on a board feed (BaseBoardPinGrid), when the count is 0 or
 * 1 and the filter is the default, removes the pin from the board or section feed.
 */
export function unfavoriteRemovesFromFeed(
  surface: CardSurface,
  countAfter: number,
  filter: string | null | undefined,
): boolean {
  const defaultFilter = filter == null || filter === '' || filter === 'none';
  return surface === 'BaseBoardPinGrid' && countAfter <= 1 && defaultFilter;
}
