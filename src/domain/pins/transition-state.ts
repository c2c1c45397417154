/**
 * The generic enter/exit transition of spec 02 §4 (M-258): something that mounts and unmounts
 * with an animation goes unmounted → exited → entering → entered → exiting → unmounted.
 * Pure: the hook in app/ui runs the timers and feeds the events in.
 */

/** spec 02 §4 (M-258): unmounted, exited, entering, entered, exiting. */
export const TRANSITION_STATES = ['unmounted', 'exited', 'entering', 'entered', 'exiting'] as const;
export type TransitionState = (typeof TRANSITION_STATES)[number];

/** open / close: what the owner wants; elapsed: the wait of the current state is over. */
export type TransitionEvent = 'open' | 'close' | 'elapsed';

export interface TransitionOptions {
  /** how long the enter animation runs (entering → entered) */
  enterMs: number;
  /** how long the exit animation runs (exiting → unmounted or exited) */
  exitMs: number;
  /** the wait in exited before entering starts (0: the next tick, so the start is painted) */
  enterDelayMs?: number;
  /** prefers-reduced-motion: no animation, every change is instant */
  reducedMotion?: boolean;
  /** after the exit, stay mounted as exited instead of unmounted (false unless given) */
  keepMounted?: boolean;
}

/** Where a closed transition rests. */
function rest(opts: TransitionOptions): TransitionState {
  return opts.keepMounted ? 'exited' : 'unmounted';
}

/**
 * The first state: closed rests; open is entered at once (server-rendered, nothing to animate)
 * unless `appear`, which mounts it exited so it animates in.
 */
export function initialTransition(
  open: boolean,
  opts: TransitionOptions & { appear?: boolean },
): TransitionState {
  if (!open) return rest(opts);
  return opts.appear && !opts.reducedMotion ? 'exited' : 'entered';
}

/**
 * spec 02 §4 (M-258): the next state. Opening mounts it exited, then it enters; closing while
 * entering or entered exits; opening again while exiting enters again from where it is. With
 * reduced motion it jumps straight to entered or to rest.
 */
export function nextTransition(
  state: TransitionState,
  event: TransitionEvent,
  opts: TransitionOptions,
): TransitionState {
  if (event === 'open') {
    if (state === 'entering' || state === 'entered') return state;
    if (opts.reducedMotion) return 'entered';
    return state === 'exiting' ? 'entering' : 'exited';
  }
  if (event === 'close') {
    if (state === 'entering' || state === 'entered')
      return opts.reducedMotion ? rest(opts) : 'exiting';
    // mounted for an enter that has not started: nothing was shown, nothing to animate out
    if (state === 'exited') return rest(opts);
    return state;
  }
  if (state === 'exited') return 'entering';
  if (state === 'entering') return 'entered';
  if (state === 'exiting') return rest(opts);
  return state;
}

/**
 * How long the current state waits before `elapsed`, or null when it waits for the owner.
 * exited waits only while open (it is about to enter); entering and exiting wait for their
 * animation.
 */
export function transitionWait(
  state: TransitionState,
  open: boolean,
  opts: TransitionOptions,
): number | null {
  if (state === 'exited') return open ? (opts.enterDelayMs ?? 0) : null;
  if (state === 'entering') return open ? opts.enterMs : null;
  if (state === 'exiting') return open ? null : opts.exitMs;
  return null;
}
