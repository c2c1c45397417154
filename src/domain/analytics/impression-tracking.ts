import { IMPRESSION_THRESHOLDS } from './analytics-events.ts';

/**
 * spec 02 §4 (M-249–M-252), §9 (M-439): one tracked element's impression, as a pure state
 * machine. The browser feeds it what the IntersectionObserver and the page say; it answers
 * with the impression to log when a stretch on screen ends. Time counts only while the element
 * is on screen and tracking is not paused; a stretch counts as an impression once it was at
 * least half visible while not paused.
 */
export interface ImpressionState {
  /** the last visible fraction the observer reported (0 = off screen or hidden) */
  ratio: number;
  paused: boolean;
  stopped: boolean;
  /** start of the stretch being timed (on screen and not paused), else null */
  since: number | null;
  /** ms spent at or above each of IMPRESSION_THRESHOLDS in this stretch (the first is any) */
  msAt: readonly number[];
  /** index into IMPRESSION_THRESHOLDS of the highest reached while not paused, -1 none */
  reached: number;
  /** pauses during this stretch (each logged with the 102 marker, M-251) */
  pauses: number;
}

export type ImpressionInput =
  | { type: 'visibility'; ratio: number }
  | { type: 'pause' }
  | { type: 'resume' }
  /** the element was removed: a forced exit, and nothing after it counts (M-252) */
  | { type: 'stop' };

/** What an ended stretch logs with its impression event. */
export interface ImpressionRecord {
  /** ms on screen (any part visible), pauses left out */
  visibleMs: number;
  /** the highest threshold reached: 0.5, 0.8 or 1 */
  maxThreshold: number;
  /** ms at ≥ 50%, ≥ 80% and 100% */
  ms50: number;
  ms80: number;
  ms100: number;
  pauses: number;
}

/** The fraction from which a stretch counts as an impression (M-250's 50%). */
export const IMPRESSION_MIN_RATIO = 0.5;
const MIN_INDEX = IMPRESSION_THRESHOLDS.indexOf(IMPRESSION_MIN_RATIO);
const ZERO = IMPRESSION_THRESHOLDS.map(() => 0);

export function initialImpression(): ImpressionState {
  return {
    ratio: 0,
    paused: false,
    stopped: false,
    since: null,
    msAt: ZERO,
    reached: -1,
    pauses: 0,
  };
}

/** Index of the highest threshold a visible fraction meets; -1 when not on screen at all. */
export function thresholdIndex(ratio: number): number {
  if (!(ratio > 0)) return -1;
  let found = 0;
  IMPRESSION_THRESHOLDS.forEach((t, i) => {
    // the observer reports 0.9999… for a fully visible element on fractional layouts
    if (ratio + 1e-3 >= t) found = i;
  });
  return found;
}

/** Adds the time since `since` to each threshold the current fraction meets. */
function accrue(s: ImpressionState, now: number): ImpressionState {
  if (s.since === null) return s;
  const spent = Math.max(0, now - s.since);
  const top = thresholdIndex(s.ratio);
  return { ...s, since: now, msAt: s.msAt.map((ms, i) => (i <= top ? ms + spent : ms)) };
}

function timing(s: ImpressionState): boolean {
  return !s.paused && !s.stopped && s.ratio > 0;
}

function endStretch(s: ImpressionState): {
  state: ImpressionState;
  record: ImpressionRecord | null;
} {
  const record =
    s.reached >= MIN_INDEX
      ? {
          visibleMs: s.msAt[0] ?? 0,
          maxThreshold: IMPRESSION_THRESHOLDS[s.reached] ?? 0,
          ms50: s.msAt[MIN_INDEX] ?? 0,
          ms80: s.msAt[IMPRESSION_THRESHOLDS.indexOf(0.8)] ?? 0,
          ms100: s.msAt[IMPRESSION_THRESHOLDS.indexOf(1)] ?? 0,
          pauses: s.pauses,
        }
      : null;
  return { state: { ...s, since: null, msAt: ZERO, reached: -1, pauses: 0 }, record };
}

/**
 * M-249: enter, exit, pause, resume, stop. Returns the next state and, when a stretch that was
 * at least half visible ends (exit, hide, removal), the impression to log.
 */
export function stepImpression(
  state: ImpressionState,
  input: ImpressionInput,
  now: number,
): { state: ImpressionState; record: ImpressionRecord | null } {
  if (state.stopped) return { state, record: null };
  const s = accrue(state, now);
  switch (input.type) {
    case 'visibility': {
      const ratio = Math.min(1, Math.max(0, input.ratio));
      if (ratio === 0) {
        if (s.ratio === 0) return { state: s, record: null };
        return endStretch({ ...s, ratio: 0 });
      }
      const next = { ...s, ratio };
      if (next.paused) return { state: next, record: null };
      return {
        state: {
          ...next,
          since: s.since ?? now,
          reached: Math.max(s.reached, thresholdIndex(ratio)),
        },
        record: null,
      };
    }
    case 'pause':
      if (s.paused) return { state: s, record: null };
      return {
        state: { ...s, paused: true, since: null, pauses: s.pauses + (s.ratio > 0 ? 1 : 0) },
        record: null,
      };
    case 'resume': {
      if (!s.paused) return { state: s, record: null };
      const next = { ...s, paused: false };
      if (!timing(next)) return { state: next, record: null };
      return {
        state: { ...next, since: now, reached: Math.max(s.reached, thresholdIndex(s.ratio)) },
        record: null,
      };
    }
    case 'stop': {
      const ended = endStretch({ ...s, ratio: 0 });
      return { state: { ...ended.state, stopped: true }, record: ended.record };
    }
  }
}
