/**
 * Counting limits and small show/hide thresholds of the card and closeup (spec 01 §5, §9;
 * 02 §5).
 */

/** spec 01 §5, §9: unauthenticated saved pins default limit 2. */
export const LOGGED_OUT_SAVE_LIMIT = 2;
/** spec 01 §9: unauthenticated saved-download limit 1. */
export const LOGGED_OUT_DOWNLOAD_LIMIT = 1;

/**
 * spec 01 §5: the logged-out save limit defaults to 2; an experiment group named enabled_N
 * sets it to N; push-to-app experiments set it to 0 (and win over enabled_N).
 */
export function loggedOutSaveLimit(
  experimentGroup?: string | null,
  opts?: { pushToApp?: boolean },
): number {
  if (opts?.pushToApp) return 0;
  const m = /^enabled_(\d+)$/.exec(experimentGroup ?? '');
  return m?.[1] !== undefined ? Number(m[1]) : LOGGED_OUT_SAVE_LIMIT;
}

/** spec 01 §5: once the stored logged-out download count is 1 or more, the limit is reached. */
export function isLoggedOutDownloadLimitReached(downloadedCount: number): boolean {
  return downloadedCount >= LOGGED_OUT_DOWNLOAD_LIMIT;
}

/** spec 01 §5: collection chips need at least 3 tag chips or items; the first 3 are used. */
export function collectionChips<T>(items: readonly T[]): T[] {
  return items.length >= 3 ? items.slice(0, 3) : [];
}

/** spec 01 §5: collection click types 2 and 3 enable chips. */
export function collectionClickTypeEnablesChips(clickType: number | null | undefined): boolean {
  return clickType === 2 || clickType === 3;
}

/**
 * spec 01 §4, §5: carousel arrows show only when a previous or next slot exists (first slot:
 * no previous; last slot: no next).
 */
export function carouselArrows(
  index: number,
  slotCount: number,
): { previous: boolean; next: boolean } {
  return { previous: index > 0, next: index < slotCount - 1 };
}

/** spec 01 §5: tag-row arrows need more than 4 px scrolled or more than 4 px hidden. */
export const TAG_ROW_ARROW_THRESHOLD = 4;

/**
 * spec 01 §5: tag-row scroll arrows show only when scrolled more than 4 px (left) or with
 * more than 4 px still hidden (right); they scroll by half the visible width.
 */
export function tagRowArrows(el: {
  scrollLeft: number;
  scrollWidth: number;
  clientWidth: number;
}): {
  left: boolean;
  right: boolean;
  step: number;
} {
  const hidden = el.scrollWidth - el.clientWidth - el.scrollLeft;
  return {
    left: el.scrollLeft > TAG_ROW_ARROW_THRESHOLD,
    right: hidden > TAG_ROW_ARROW_THRESHOLD,
    step: el.clientWidth / 2,
  };
}

/** spec 01 §9: quick-save eligibility when boardCount is below 5. */
export function isQuickSaveEligible(boardCount: number): boolean {
  return boardCount < 5;
}

/** spec 01 §5: Android below version 7 is old. */
export function isOldAndroid(majorVersion: number): boolean {
  return majorVersion < 7;
}

/** spec 02 §5: board pin description 500, board title 50, first name 30. */
export const TEXT_LIMITS = { boardPinDescription: 500, boardTitle: 50, firstName: 30 } as const;

/** spec 02 §5: whether a text fits its limit, counted in characters (code points). */
export function fitsLimit(text: string, field: keyof typeof TEXT_LIMITS): boolean {
  return Array.from(text).length <= TEXT_LIMITS[field];
}

/**
 * spec 01 §5: pin and search history lists are de-duplicated against the newest entry: an
 * entry equal to the newest one (by key) is not added again. Newest first; `max` keeps the
 * list bounded (spec 02 §9: 10 most visited pin pages).
 */
export function pushHistory<T>(
  list: readonly T[],
  entry: T,
  key: (item: T) => string,
  max = 10,
): T[] {
  const newest = list[0];
  if (newest !== undefined && key(newest) === key(entry)) return [...list];
  return [entry, ...list].slice(0, max);
}

/**
 * spec 01 §5: the mobile deep-link upsell applies only to authenticated mobile-web users, not
 * for external or refresh links, not for Arabic-locale iOS, and only for accounts of a certain
 * age. The age is not in the spec, so the caller passes the minimum (in days; the account must
 * be at least that old).
 */
export function mobileDeepLinkUpsellApplies(input: {
  isAuth: boolean;
  isMobileWeb: boolean;
  isExternalLink: boolean;
  isRefresh: boolean;
  isIos: boolean;
  /** BCP 47 locale of the viewer, e.g. 'ar-SA' */
  locale: string;
  accountAgeDays: number;
  minAccountAgeDays: number;
}): boolean {
  if (!input.isAuth || !input.isMobileWeb) return false;
  if (input.isExternalLink || input.isRefresh) return false;
  const language = input.locale.split(/[-_]/)[0]?.toLowerCase();
  if (input.isIos && language === 'ar') return false;
  return input.accountAgeDays >= input.minAccountAgeDays;
}

/** spec 01 §9: app upsell interval default 14 times a base period. */
export const APP_UPSELL_INTERVAL_PERIODS = 14;
/** Reading: the base period is a day, so the default gap is 14 days. */
export const APP_UPSELL_BASE_PERIOD_MS = 86_400_000;

/**
 * spec 01 §4, §9: the app upsell shows the first time (never shown before), then again only
 * after the gap of 14 base periods since it was last shown.
 */
export function appUpsellDue(
  lastShownAt: number | null | undefined,
  now: number,
  basePeriodMs: number = APP_UPSELL_BASE_PERIOD_MS,
): boolean {
  if (lastShownAt === null || lastShownAt === undefined || !Number.isFinite(lastShownAt)) {
    return true;
  }
  return now - lastShownAt >= APP_UPSELL_INTERVAL_PERIODS * basePeriodMs;
}

/** spec 01 §9: a country list for upsell variants (13 countries). */
export const UPSELL_VARIANT_COUNTRIES = [
  'US',
  'GB',
  'CA',
  'FR',
  'DE',
  'AT',
  'CH',
  'IT',
  'ES',
  'AU',
  'BR',
  'NL',
  'MX',
] as const;

/** spec 01 §9: whether a two-letter country code is in the upsell-variant list. */
export function isUpsellVariantCountry(country: string | null | undefined): boolean {
  const c = country?.trim().toUpperCase() ?? '';
  return (UPSELL_VARIANT_COUNTRIES as readonly string[]).includes(c);
}
