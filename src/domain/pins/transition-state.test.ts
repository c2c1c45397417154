import { describe, expect, it } from 'vitest';
import {
  initialTransition,
  nextTransition,
  TRANSITION_STATES,
  type TransitionEvent,
  type TransitionOptions,
  type TransitionState,
  transitionWait,
} from './transition-state.ts';

const opts: TransitionOptions = { enterMs: 200, exitMs: 150 };
const reduced: TransitionOptions = { ...opts, reducedMotion: true };
const kept: TransitionOptions = { ...opts, keepMounted: true };

describe('enter/exit transition (spec 02 §4)', () => {
  it('M-258 "Generic enter/exit transition states: unmounted, exited, entering, entered, exiting"', () => {
    expect(TRANSITION_STATES).toEqual(['unmounted', 'exited', 'entering', 'entered', 'exiting']);
  });

  const table: [TransitionState, TransitionEvent, TransitionState][] = [
    ['unmounted', 'open', 'exited'],
    ['exited', 'open', 'exited'],
    ['exited', 'elapsed', 'entering'],
    ['entering', 'elapsed', 'entered'],
    ['entering', 'open', 'entering'],
    ['entered', 'open', 'entered'],
    ['entered', 'close', 'exiting'],
    ['entering', 'close', 'exiting'],
    ['exiting', 'elapsed', 'unmounted'],
    ['exiting', 'open', 'entering'],
    ['exiting', 'close', 'exiting'],
    ['exited', 'close', 'unmounted'],
    ['unmounted', 'close', 'unmounted'],
    ['unmounted', 'elapsed', 'unmounted'],
    ['entered', 'elapsed', 'entered'],
  ];
  it.each(table)('M-258 %s + %s → %s', (from, event, to) => {
    expect(nextTransition(from, event, opts)).toBe(to);
  });

  it('M-258 a full round goes through every state in the spec order', () => {
    const seen: TransitionState[] = ['unmounted'];
    const events: TransitionEvent[] = ['open', 'elapsed', 'elapsed', 'close', 'elapsed'];
    for (const e of events)
      seen.push(nextTransition(seen[seen.length - 1] as TransitionState, e, opts));
    expect(seen).toEqual(['unmounted', 'exited', 'entering', 'entered', 'exiting', 'unmounted']);
  });

  it.each([
    ['unmounted', 'open', 'entered'],
    ['exited', 'open', 'entered'],
    ['exiting', 'open', 'entered'],
    ['entering', 'close', 'unmounted'],
    ['entered', 'close', 'unmounted'],
  ] as const)('M-258 reduced motion is instant: %s + %s → %s', (from, event, to) => {
    expect(nextTransition(from, event, reduced)).toBe(to);
  });

  it.each([
    ['exiting', 'elapsed', 'exited'],
    ['entered', 'close', 'exiting'],
    ['exited', 'close', 'exited'],
    ['exited', 'open', 'exited'],
  ] as const)('M-258 kept mounted, it rests exited: %s + %s → %s', (from, event, to) => {
    expect(nextTransition(from, event, kept)).toBe(to);
  });

  it.each([
    ['exited', true, 0],
    ['exited', false, null],
    ['entering', true, 200],
    ['entering', false, null],
    ['exiting', false, 150],
    ['exiting', true, null],
    ['entered', true, null],
    ['unmounted', false, null],
  ] as const)('M-258 %s (open %s) waits %s ms', (state, open, ms) => {
    expect(transitionWait(state, open, opts)).toBe(ms);
  });

  it('spec 02 §9: a toast waits 100 ms in exited before it shows', () => {
    expect(transitionWait('exited', true, { ...opts, enterDelayMs: 100 })).toBe(100);
  });

  it.each([
    [false, {}, 'unmounted'],
    [false, { keepMounted: true }, 'exited'],
    [true, {}, 'entered'],
    [true, { appear: true }, 'exited'],
    [true, { appear: true, reducedMotion: true }, 'entered'],
  ] as const)('M-258 starts (open %s, %o) as %s', (open, extra, state) => {
    expect(initialTransition(open, { ...opts, ...extra })).toBe(state);
  });
});
