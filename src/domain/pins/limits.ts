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

/** spec 02 §5: board pin description 500, board title 50, first name 30. */
export const TEXT_LIMITS = { boardPinDescription: 500, boardTitle: 50, firstName: 30 } as const;

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
 * The logged-out save experiment (spec 01 §5 P-222, P-223) read from the `exp_unauth_save`
 * query parameter or the `tessera_exp_unauth_save` cookie, the query winning. Groups:
 * `enabled_N` (limit N), `push_to_app…` (limit 0); anything else keeps the default 2.
 */
export function visitorSaveLimit(group: string | null | undefined): number {
  const g = (group ?? '').trim().toLowerCase();
  return loggedOutSaveLimit(g, { pushToApp: g.startsWith('push_to_app') });
}
