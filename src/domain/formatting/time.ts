/**
 * Durations shown on cards: recipe cook time, video time and story pin duration
 * (spec 01 §5; 02 §5, §9).
 */
import type { Said } from '../i18n/said.ts';

/**
 * spec 01 §5: recipe cook time as '{mins}m' under an hour, else '{hrs}h {mins}m' (also
 * '1h 0m', as the spec's pattern reads). Minutes are rounded; null for no time (0, negative,
 * NaN).
 */
export function cookTimeLabel(totalMinutes: number | null | undefined): Said | null {
  if (totalMinutes === null || totalMinutes === undefined || !Number.isFinite(totalMinutes)) {
    return null;
  }
  const mins = Math.round(totalMinutes);
  if (mins <= 0) return null;
  if (mins < 60) return { id: 'pins.cookMin', values: { m: mins } };
  return { id: 'pins.cookHour', values: { h: Math.floor(mins / 60), m: mins % 60 } };
}

/**
 * spec 02 §9: time shown as m:ss from milliseconds. Seconds are cut (1,999 ms is 0:01);
 * minutes keep counting past an hour (75:03); negative or NaN show 0:00.
 */
export function videoTime(ms: number): string {
  const totalSeconds = Number.isFinite(ms) && ms > 0 ? Math.floor(ms / 1000) : 0;
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}
