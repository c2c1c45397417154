/**
 * Carousel navigation (spec 01 §4, §5, §9): arrows move one slot or a page of itemsPerPage,
 * the first slot disables previous and the last disables next, dots jump to a slot, a slot
 * timer of 4000 ms, long press at 500 ms, a touch move over 10 px cancels it, swipe events 108
 * (9315/9316 for a third-party ad module).
 */
import { carouselArrows } from '../pins/limits.ts';

/** spec 01 §4, §9: the slot-change timer. */
export const SLOT_TIMER_MS = 4000;
/** spec 01 §4, §9: a swipe longer than this counts as a long press. */
export const LONG_PRESS_MS = 500;
/** spec 01 §4, §9: a touch move over this many px cancels long-press handling. */
export const TOUCH_MOVE_CANCEL_PX = 10;
/** spec 01 §4: swipe event code (organic carousels). */
export const SWIPE_EVENT = 108;
/** spec 01 §4: swipe event codes of a third-party ad module (backwards, forwards). */
export const THIRD_PARTY_SWIPE_EVENTS = { previous: 9315, next: 9316 } as const;

export interface CarouselPosition {
  /** first slot shown */
  index: number;
  slotCount: number;
  /** slots shown at once (1 on the pin card and closeup) */
  itemsPerPage?: number;
}

function lastStart(p: CarouselPosition): number {
  const per = Math.max(1, Math.floor(p.itemsPerPage ?? 1));
  return Math.max(0, p.slotCount - per);
}

/** Clamps a slot index into the carousel (0 for an empty one). */
export function clampSlot(index: number, p: CarouselPosition): number {
  if (!Number.isFinite(index)) return 0;
  return Math.min(Math.max(0, Math.trunc(index)), lastStart(p));
}

/**
 * spec 01 §4 (P-164): an arrow moves one slot, or a page of itemsPerPage; it never moves past
 * the first or last slot.
 */
export function stepSlot(p: CarouselPosition, direction: 'previous' | 'next'): number {
  const per = Math.max(1, Math.floor(p.itemsPerPage ?? 1));
  return clampSlot(p.index + (direction === 'next' ? per : -per), p);
}

/** spec 01 §4 (P-167): a dot jumps to its slot. */
export function jumpToSlot(p: CarouselPosition, slot: number): number {
  return clampSlot(slot, p);
}

/**
 * spec 01 §4, §5 (P-165, P-166, P-209): previous is shown only when a previous slot exists and
 * next only when a next slot exists (disabled on the first and last slot).
 */
export function carouselControls(p: CarouselPosition): { previous: boolean; next: boolean } {
  const per = Math.max(1, Math.floor(p.itemsPerPage ?? 1));
  if (per === 1) return carouselArrows(p.index, p.slotCount);
  return { previous: p.index > 0, next: p.index < lastStart(p) };
}

/** spec 01 §4: the slot timer moves on after 4 s and wraps to the first slot after the last. */
export function timerNextSlot(p: CarouselPosition): number {
  return p.index >= lastStart(p) ? 0 : stepSlot(p, 'next');
}

export interface TouchTrack {
  startX: number;
  startY: number;
  startedAt: number;
  /** a move over 10 px cancelled the long press */
  cancelled: boolean;
}

export function startTouch(x: number, y: number, at: number): TouchTrack {
  return { startX: x, startY: y, startedAt: at, cancelled: false };
}

/** spec 01 §4, §9 (P-170): a touch move over 10 px cancels long-press handling. */
export function moveTouch(t: TouchTrack, x: number, y: number): TouchTrack {
  if (t.cancelled) return t;
  const moved = Math.hypot(x - t.startX, y - t.startY);
  return moved > TOUCH_MOVE_CANCEL_PX ? { ...t, cancelled: true } : t;
}

/** spec 01 §4, §9 (P-169): a press held longer than 500 ms without moving is a long press. */
export function isLongPress(t: TouchTrack, at: number): boolean {
  return !t.cancelled && at - t.startedAt > LONG_PRESS_MS;
}

export type TouchOutcome =
  | { kind: 'swipe'; direction: 'previous' | 'next' }
  | { kind: 'longPress' }
  | { kind: 'tap' };

/**
 * The end of a touch (spec 01 §4, §9): a move over 10 px cancelled the long press, so a
 * horizontal one is a swipe (leftwards → next); a press held over 500 ms without moving is a
 * long press (no slot change); anything else is a tap.
 */
export function touchOutcome(t: TouchTrack, x: number, y: number, at: number): TouchOutcome {
  const track = moveTouch(t, x, y);
  const dx = x - track.startX;
  const dy = y - track.startY;
  if (track.cancelled) {
    if (Math.abs(dx) > TOUCH_MOVE_CANCEL_PX && Math.abs(dx) >= Math.abs(dy)) {
      return { kind: 'swipe', direction: dx < 0 ? 'next' : 'previous' };
    }
    return { kind: 'tap' };
  }
  return isLongPress(track, at) ? { kind: 'longPress' } : { kind: 'tap' };
}

/** spec 01 §4 (P-171, P-172): the event code a swipe logs. */
export function swipeEventCode(
  direction: 'previous' | 'next',
  opts: { thirdPartyAd: boolean },
): number {
  return opts.thirdPartyAd ? THIRD_PARTY_SWIPE_EVENTS[direction] : SWIPE_EVENT;
}
