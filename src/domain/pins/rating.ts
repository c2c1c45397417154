/**
 * Rating stars and rating text (spec 02 §5 stars; spec 01 §5, §8 text).
 */
import { formatFixed, formatShortNumber } from '../formatting/format-number.ts';
import type { MessageId } from '../i18n/catalogs/en.ts';
import type { Said } from '../i18n/said.ts';

/** spec 02 §5: rating stars max defaults to 5. */
export const DEFAULT_RATING_MAX = 5;
export const STAR_COUNT = 5;

export type Star = 'full' | 'half' | 'empty';

/**
 * spec 02 §5: the rating is capped at `max` (default 5) and scaled to 5 stars; the fraction
 * left after the whole stars gives a full star at 0.75 or more and a half star at 0.25 or
 * more. Negative, NaN or a non-positive max give five empty stars.
 */
export function ratingStars(rating: number, max: number = DEFAULT_RATING_MAX): Star[] {
  const safeMax = max > 0 ? max : DEFAULT_RATING_MAX;
  const capped = Math.min(Math.max(Number.isFinite(rating) ? rating : 0, 0), safeMax);
  // round away float noise (9.5 / 10 * 5 must be exactly 4.75)
  const scaled = Math.round((capped / safeMax) * STAR_COUNT * 1e9) / 1e9;
  let full = Math.floor(scaled);
  const fraction = scaled - full;
  let half = 0;
  if (fraction >= 0.75) full += 1;
  else if (fraction >= 0.25) half = 1;
  const stars: Star[] = [];
  for (let i = 0; i < STAR_COUNT; i++) {
    stars.push(i < full ? 'full' : i < full + half ? 'half' : 'empty');
  }
  return stars;
}

export interface RatingInput {
  ratingValue?: number | null;
  reviewCount?: number | null;
  ratingCount?: number | null;
}

export interface RatingText {
  /** the rating with one decimal, e.g. '4.5' */
  value: string;
  /**
   * '{count} reviews' or '{count} ratings' ('1 review', '1 rating'), the count in its short form
   * as `shown`; null when no count exists
   */
  count: Said | null;
}

/**
 * spec 01 §5: rating text shows only when values exist (null otherwise): the rating with one
 * decimal, the count in short form with 1 fraction digit; spec 01 §8: '{count} reviews' or
 * '{count} ratings', in the singular where the locale's plural rules say so ('1 review'). A
 * review count is preferred over a rating count; a count of 0 is missing.
 */
export function ratingText(rating: RatingInput, locale = 'en'): RatingText | null {
  const v = rating.ratingValue;
  if (v === null || v === undefined || !Number.isFinite(v) || v <= 0) return null;
  const value = formatFixed(v, 1, locale);
  const label = (id: MessageId, n: number): Said => ({
    id,
    values: { count: n, shown: formatShortNumber(n, { locale, fractionDigits: 1 }) },
  });
  let count: Said | null = null;
  if (rating.reviewCount && rating.reviewCount > 0) {
    count = label('closeup.reviews', rating.reviewCount);
  } else if (rating.ratingCount && rating.ratingCount > 0) {
    count = label('closeup.ratings', rating.ratingCount);
  }
  return { value, count };
}
