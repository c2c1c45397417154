/**
 * Durations shown on cards: recipe cook time, video time and story pin duration
 * (spec 01 §5; 02 §5, §9).
 */

/**
 * spec 01 §5: recipe cook time as '{mins}m' under an hour, else '{hrs}h {mins}m' (also
 * '1h 0m', as the spec's pattern reads). Minutes are rounded; null for no time (0, negative,
 * NaN).
 */
export function cookTimeLabel(totalMinutes: number | null | undefined): string | null {
  if (totalMinutes === null || totalMinutes === undefined || !Number.isFinite(totalMinutes)) {
    return null;
  }
  const mins = Math.round(totalMinutes);
  if (mins <= 0) return null;
  if (mins < 60) return `${mins}m`;
  return `${Math.floor(mins / 60)}h ${mins % 60}m`;
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

/**
 * spec 02 §5: the per-page value is 5000 ms divided by a base constant. Reading: the base
 * constant is 1000 (milliseconds per second), so a page without video counts 5 s.
 */
export const STORY_PAGE_MS = 5000;
export const STORY_BASE = 1000;
export const STORY_PAGE_SECONDS = STORY_PAGE_MS / STORY_BASE;

/** Pages of a story pin with no video block (spec 02 §3 staticPageCount). */
export function staticPageCount(pages: readonly { blocks: readonly { type: string }[] }[]): number {
  return pages.filter((p) => !p.blocks.some((b) => b.type === 'video')).length;
}

/**
 * spec 02 §5: story pin duration is the total video duration plus the fixed per-page time
 * times the page count. Reading: the page count is the static page count (pages without a
 * video block, whose time is already inside the total video duration), each counting 5 s.
 * Result in milliseconds; negative inputs count as 0.
 */
export function storyPinDurationMs(input: {
  totalVideoDurationMs?: number | null;
  staticPageCount: number;
}): number {
  const video = Math.max(0, input.totalVideoDurationMs ?? 0) || 0;
  const pages = Math.max(0, Math.floor(input.staticPageCount)) || 0;
  return video + pages * STORY_PAGE_SECONDS * STORY_BASE;
}
