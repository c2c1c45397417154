import {
  IDEAS_CATEGORIES_LONG,
  IDEAS_CATEGORIES_SHORT,
  type IdeasCategory,
} from '../analytics/surfaces.ts';
import { TABLET_MIN_WIDTH } from '../layout/device.ts';
import type { ImageSet } from '../pins/models.ts';

/**
 * spec 01 §2 (P-049, P-050): the header's Explore flyout lists the long list (13) in a window
 * at least 1024 px wide and the short list (6) in a narrower one, where the header also holds
 * the search box and a long menu would run off the screen; both end with a link to all ideas.
 * (Below 744 px the header has no navigation: the bottom bar takes its place.)
 */
export function flyoutCategories(viewportWidth: number): readonly IdeasCategory[] {
  return viewportWidth >= TABLET_MIN_WIDTH ? IDEAS_CATEGORIES_LONG : IDEAS_CATEGORIES_SHORT;
}

/**
 * Issue 33 (9): the header's full tab row needs 1100 px; in a narrower one (down to the phone's
 * bottom bar) Today and Shopping leave it (Header.module.css hides them at the same width) and
 * the Explore flyout lists them, so they stay one click away.
 */
export const WIDE_HEADER_MIN_WIDTH = 1100;

export function flyoutExtraTabs(viewportWidth: number): readonly { to: string; label: string }[] {
  return viewportWidth < WIDE_HEADER_MIN_WIDTH
    ? [
        { to: '/today/', label: 'Today' },
        { to: '/shopping/', label: 'Shopping' },
      ]
    : [];
}

/** spec 02 §2 (M-057): one interest's video pins. */
export function videosCategoryPath(slug: string, id: string | number): string {
  return `/videos/${encodeURIComponent(slug)}/${id}/`;
}

/** An interest id from a route parameter: digits only, a safe integer, else null (a 404). */
export function parseInterestId(param: string | undefined): number | null {
  if (!param || !/^\d{1,15}$/.test(param)) return null;
  const n = Number(param);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** spec 01 §3 Interest (name, urlName), as the ideas pages and their resources send it. */
export interface InterestModel {
  id: string;
  name: string;
  urlName: string;
  description: string;
  /** the canonical ideas page, /ideas/{slug}/ */
  url: string;
  parentId: string | null;
  followerCount: number;
  followedByMe: boolean;
  /** a few images of its newest visible pins (none when it has no pins the viewer may see) */
  coverImages: ImageSet[];
}

/** What InterestFollowResource answers (the follow button's new state). */
export interface InterestFollowState {
  interestId: string;
  followedByMe: boolean;
  followerCount: number;
}
