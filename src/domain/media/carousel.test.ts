import { describe, expect, it } from 'vitest';
import {
  type CarouselPosition,
  carouselControls,
  jumpToSlot,
  LONG_PRESS_MS,
  moveTouch,
  SLOT_TIMER_MS,
  startTouch,
  stepSlot,
  swipeEventCode,
  TOUCH_MOVE_CANCEL_PX,
  timerNextSlot,
  touchOutcome,
} from './carousel.ts';

// spec 01 §4: "arrows move one slot (or a page of itemsPerPage); first slot disables previous,
// last disables next; dots jump to a slot. A slot-change timer runs 4 s. A swipe longer than
// 500 ms counts as a long press; a touch move over 10 px cancels long-press handling. Swipe
// events are logged as 108, or 9315/9316 for a third-party ad module."
describe('carousel constants (spec 01 §9)', () => {
  it('P-168 P-169 P-170 slot timer 4000 ms, long press 500 ms, touch move 10 px', () => {
    expect(SLOT_TIMER_MS).toBe(4000);
    expect(LONG_PRESS_MS).toBe(500);
    expect(TOUCH_MOVE_CANCEL_PX).toBe(10);
  });
});

describe('P-164 arrows move one slot or a page of itemsPerPage', () => {
  it.each<[CarouselPosition, 'previous' | 'next', number]>([
    [{ index: 0, slotCount: 4 }, 'next', 1],
    [{ index: 2, slotCount: 4 }, 'previous', 1],
    [{ index: 3, slotCount: 4 }, 'next', 3],
    [{ index: 0, slotCount: 4 }, 'previous', 0],
    [{ index: 0, slotCount: 7, itemsPerPage: 3 }, 'next', 3],
    [{ index: 3, slotCount: 7, itemsPerPage: 3 }, 'next', 4],
    [{ index: 4, slotCount: 7, itemsPerPage: 3 }, 'previous', 1],
    [{ index: 1, slotCount: 7, itemsPerPage: 3 }, 'previous', 0],
    [{ index: 0, slotCount: 0 }, 'next', 0],
  ])('%j %s → %i', (p, dir, expected) => {
    expect(stepSlot(p, dir)).toBe(expected);
  });
});

describe('P-165 P-166 P-209 previous only past the first slot, next only before the last', () => {
  it.each<[CarouselPosition, { previous: boolean; next: boolean }]>([
    [
      { index: 0, slotCount: 3 },
      { previous: false, next: true },
    ],
    [
      { index: 1, slotCount: 3 },
      { previous: true, next: true },
    ],
    [
      { index: 2, slotCount: 3 },
      { previous: true, next: false },
    ],
    [
      { index: 0, slotCount: 1 },
      { previous: false, next: false },
    ],
    [
      { index: 0, slotCount: 5, itemsPerPage: 2 },
      { previous: false, next: true },
    ],
    [
      { index: 3, slotCount: 5, itemsPerPage: 2 },
      { previous: true, next: false },
    ],
  ])('%j → %j', (p, expected) => {
    expect(carouselControls(p)).toEqual(expected);
  });
});

describe('P-167 dots jump to a slot', () => {
  it.each<[number, number]>([
    [2, 2],
    [0, 0],
    [9, 3],
    [-1, 0],
    [Number.NaN, 0],
  ])('dot %d on 4 slots → %d', (slot, expected) => {
    expect(jumpToSlot({ index: 1, slotCount: 4 }, slot)).toBe(expected);
  });
});

describe('P-168 the slot timer moves on and wraps after the last slot', () => {
  it.each<[number, number]>([
    [0, 1],
    [2, 3],
    [3, 0],
  ])('slot %d → %d', (index, expected) => {
    expect(timerNextSlot({ index, slotCount: 4 })).toBe(expected);
  });
});

describe('P-169 P-170 touches: long press after 500 ms, a move over 10 px cancels it', () => {
  const t0 = startTouch(100, 100, 1000);
  it.each<[string, number, number, number, string]>([
    ['a held press over 500 ms', 100, 100, 1501, 'longPress'],
    ['a press of exactly 500 ms', 100, 100, 1500, 'tap'],
    ['a short tap', 102, 101, 1100, 'tap'],
    ['a 10 px move is not a swipe', 110, 100, 1100, 'tap'],
    ['a leftward swipe', 60, 102, 1200, 'swipe:next'],
    ['a rightward swipe', 160, 95, 1200, 'swipe:previous'],
    ['a slow leftward swipe (move cancels the long press)', 40, 100, 2500, 'swipe:next'],
    ['a vertical scroll', 103, 180, 1200, 'tap'],
  ])('%s', (_name, x, y, at, expected) => {
    const out = touchOutcome(t0, x, y, at);
    expect(out.kind === 'swipe' ? `swipe:${out.direction}` : out.kind).toBe(expected);
  });
  it('a move over 10 px during the press cancels long-press handling', () => {
    const moved = moveTouch(t0, 111, 100);
    expect(moved.cancelled).toBe(true);
    expect(moveTouch(t0, 107, 106).cancelled).toBe(false);
    expect(touchOutcome(moved, 100, 100, 3000).kind).toBe('tap');
  });
});

describe('P-171 P-172 swipe event codes', () => {
  it.each<['previous' | 'next', boolean, number]>([
    ['next', false, 108],
    ['previous', false, 108],
    ['previous', true, 9315],
    ['next', true, 9316],
  ])('%s (third-party ad %s) → %i', (dir, thirdPartyAd, code) => {
    expect(swipeEventCode(dir, { thirdPartyAd })).toBe(code);
  });
});
