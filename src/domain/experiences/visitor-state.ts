/**
 * spec 01 §3 logged-out visitor state (P-108) and its rules (01 §4 P-193, P-194; 01 §5 P-241,
 * P-242; 01 §9 P-410, P-412). Pure: the browser adapter reads and writes it (localStorage) and
 * calls these with the clock.
 *
 * Fields that come from the server or a later feature (country and region from IP or host,
 * visitedUnauthPages, isQUS) are not kept here.
 */
import { pushHistory } from '../pins/limits.ts';

/** spec 01 §9 (P-410): revisitation window 1,800,000 ms (30 minutes). */
export const REVISITATION_WINDOW_MS = 1_800_000;
/** spec 01 §9 (P-412): most recent pin images kept 10; the same bound serves every history. */
export const VISITOR_HISTORY_MAX = 10;

const DAY_MS = 86_400_000;

export interface CompletedSearch {
  query: string;
  rs: string;
  scope: string;
  rg: string;
}

export interface ClickthroughPin {
  pinId: string;
  link: string;
  imageSignature: string;
  domain: string;
}

/**
 * spec 01 §3 revisitationState (count, time, ts). Our reading: `count` is the number of visits,
 * a visit being page loads no more than the window apart; `time` is when the current visit
 * started; `ts` is the last page load.
 */
export interface RevisitationState {
  count: number;
  time: number;
  ts: number;
}

export interface VisitorState {
  /** newest first */
  closeupPins: string[];
  completedSearches: CompletedSearch[];
  clickthroughPins: ClickthroughPin[];
  downloadedPinsCount: number;
  savedPins: string[];
  revisitationState: RevisitationState;
  /** whole days between the previous visit and the current one; null before a revisit */
  daysSinceLastRevisitation: number | null;
  isStorageAllowed: boolean;
}

export function emptyVisitorState(now: number, isStorageAllowed = true): VisitorState {
  return {
    closeupPins: [],
    completedSearches: [],
    clickthroughPins: [],
    downloadedPinsCount: 0,
    savedPins: [],
    revisitationState: { count: 1, time: now, ts: now },
    daysSinceLastRevisitation: null,
    isStorageAllowed,
  };
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function isTime(v: unknown, now: number): v is number {
  return typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= now;
}

/**
 * spec 01 §4 (P-193): a revisitation state is valid when count is a whole number of at least 1
 * and time ≤ ts ≤ now; anything else resets to count 1 starting now.
 */
export function validRevisitationState(raw: unknown, now: number): RevisitationState {
  if (isRecord(raw)) {
    const { count, time, ts } = raw;
    if (
      typeof count === 'number' &&
      Number.isInteger(count) &&
      count >= 1 &&
      isTime(time, now) &&
      isTime(ts, now) &&
      time <= ts
    ) {
      return { count, time, ts };
    }
  }
  return { count: 1, time: now, ts: now };
}

/**
 * spec 01 §4, §9 (P-193, P-410): a page load. Within 30 minutes of the last load it belongs to
 * the same visit (ts moves on); later it starts a revisit (count + 1) and records the whole
 * days since the previous visit.
 */
export function recordPageLoad(state: VisitorState, now: number): VisitorState {
  const prev = validRevisitationState(state.revisitationState, now);
  if (now - prev.ts <= REVISITATION_WINDOW_MS) {
    return { ...state, revisitationState: { ...prev, ts: now } };
  }
  return {
    ...state,
    revisitationState: { count: prev.count + 1, time: now, ts: now },
    daysSinceLastRevisitation: Math.floor((now - prev.ts) / DAY_MS),
  };
}

/** spec 01 §5 (P-241), §9 (P-412): pin history, de-duplicated against the newest entry, 10 kept. */
export function recordCloseupPin(state: VisitorState, pinId: string): VisitorState {
  return {
    ...state,
    closeupPins: pushHistory(state.closeupPins, pinId, (id) => id, VISITOR_HISTORY_MAX),
  };
}

/** spec 01 §5 (P-242): search history, de-duplicated against the newest entry. */
export function recordCompletedSearch(state: VisitorState, search: CompletedSearch): VisitorState {
  const key = (s: CompletedSearch) => JSON.stringify([s.query.trim().toLowerCase(), s.scope]);
  return {
    ...state,
    completedSearches: pushHistory(state.completedSearches, search, key, VISITOR_HISTORY_MAX),
  };
}

/** spec 01 §2 (P-042): a visitor's clickthrough is recorded (pinId, link, imageSignature, domain). */
export function recordClickthrough(state: VisitorState, click: ClickthroughPin): VisitorState {
  return {
    ...state,
    clickthroughPins: pushHistory(
      state.clickthroughPins,
      click,
      (c) => c.pinId,
      VISITOR_HISTORY_MAX,
    ),
  };
}

/** spec 01 §5: the stored logged-out download count (limit 1, see limits.ts). */
export function recordDownload(state: VisitorState): VisitorState {
  return { ...state, downloadedPinsCount: state.downloadedPinsCount + 1 };
}

/** spec 01 §5: pins a visitor saved before logging in (limit 2, see limits.ts). */
export function recordSavedPin(state: VisitorState, pinId: string): VisitorState {
  if (state.savedPins.includes(pinId)) return state;
  return { ...state, savedPins: [...state.savedPins, pinId] };
}

function strings(v: unknown): string[] {
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
}

function recordsOf<T>(v: unknown, keys: readonly (keyof T & string)[]): T[] {
  if (!Array.isArray(v)) return [];
  return v.filter((x): x is T => isRecord(x) && keys.every((k) => typeof x[k] === 'string')) as T[];
}

/**
 * What was stored, checked field by field: a broken or foreign value becomes the default of
 * that field (the revisitation state resets to count 1, P-193), never an exception.
 */
export function parseVisitorState(
  raw: unknown,
  now: number,
  isStorageAllowed: boolean,
): VisitorState {
  const base = emptyVisitorState(now, isStorageAllowed);
  if (!isRecord(raw)) return base;
  const downloads = raw.downloadedPinsCount;
  const days = raw.daysSinceLastRevisitation;
  return {
    closeupPins: strings(raw.closeupPins).slice(0, VISITOR_HISTORY_MAX),
    completedSearches: recordsOf<CompletedSearch>(raw.completedSearches, [
      'query',
      'rs',
      'scope',
      'rg',
    ]).slice(0, VISITOR_HISTORY_MAX),
    clickthroughPins: recordsOf<ClickthroughPin>(raw.clickthroughPins, [
      'pinId',
      'link',
      'imageSignature',
      'domain',
    ]).slice(0, VISITOR_HISTORY_MAX),
    downloadedPinsCount:
      typeof downloads === 'number' && Number.isInteger(downloads) && downloads >= 0
        ? downloads
        : 0,
    savedPins: strings(raw.savedPins),
    revisitationState: validRevisitationState(raw.revisitationState, now),
    daysSinceLastRevisitation:
      typeof days === 'number' && Number.isInteger(days) && days >= 0 ? days : null,
    isStorageAllowed,
  };
}
