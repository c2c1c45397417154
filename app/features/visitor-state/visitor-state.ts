/**
 * The one place the browser keeps the logged-out visitor state (spec 01 §3, P-108). The rules
 * are in #domain/visitor-state; this module only loads, stores and hands out the clock.
 * Storage may be missing or refuse writes (private modes, blocked cookies, quota): then the
 * state lives in memory for the page and isStorageAllowed is false.
 */
import {
  type ClickthroughPin,
  type CompletedSearch,
  parseVisitorState,
  recordClickthrough,
  recordCloseupPin,
  recordCompletedSearch,
  recordDownload,
  recordPageLoad,
  recordSavedPin,
  type VisitorState,
} from '#domain/experiences/visitor-state';

const KEY = 'tessera:visitor-state';

let memory: VisitorState | null = null;

function storage(): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    const s = window.localStorage;
    // reading the property can succeed while writes throw (Safari private mode, quota)
    s.setItem(`${KEY}:probe`, '1');
    s.removeItem(`${KEY}:probe`);
    return s;
  } catch {
    return null;
  }
}

export function readVisitorState(now = Date.now()): VisitorState {
  const s = storage();
  if (!s) return memory ?? parseVisitorState(null, now, false);
  let raw: unknown = null;
  try {
    raw = JSON.parse(s.getItem(KEY) ?? 'null');
  } catch {
    raw = null;
  }
  return parseVisitorState(raw, now, true);
}

function update(fn: (state: VisitorState, now: number) => VisitorState): VisitorState {
  const now = Date.now();
  const next = fn(readVisitorState(now), now);
  const s = storage();
  if (s) {
    try {
      s.setItem(KEY, JSON.stringify({ ...next, isStorageAllowed: undefined }));
      return next;
    } catch {
      // full or refused: fall through to memory
    }
  }
  memory = { ...next, isStorageAllowed: false };
  return memory;
}

/** Every page load of a visitor (P-193, P-194, P-410). */
export function recordVisitorPageLoad(): VisitorState {
  return update((state, now) => recordPageLoad(state, now));
}

/** A visitor opened a closeup, as a page or over a grid (P-241, P-412). */
export function recordVisitorCloseup(pinId: string): VisitorState {
  return update((state) => recordCloseupPin(state, pinId));
}

export function recordVisitorSearch(search: CompletedSearch): VisitorState {
  return update((state) => recordCompletedSearch(state, search));
}

/** The visitor removed one query from the recent searches, or all of them (issue 16). */
export function removeVisitorSearch(query: string): VisitorState {
  const key = query.trim().toLowerCase();
  return update((state) => ({
    ...state,
    completedSearches: state.completedSearches.filter((s) => s.query.trim().toLowerCase() !== key),
  }));
}

export function clearVisitorSearches(): VisitorState {
  return update((state) => ({ ...state, completedSearches: [] }));
}

export function recordVisitorClickthrough(click: ClickthroughPin): VisitorState {
  return update((state) => recordClickthrough(state, click));
}

export function recordVisitorDownload(): VisitorState {
  return update((state) => recordDownload(state));
}

export function recordVisitorSave(pinId: string): VisitorState {
  return update((state) => recordSavedPin(state, pinId));
}

/** After the local saves were merged into the Quick Saves board (spec 01 §4, P-139). */
export function clearVisitorSavedPins(): VisitorState {
  return update((state) => ({ ...state, savedPins: [] }));
}
