import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  initialTransition,
  nextTransition,
  type TransitionEvent,
  type TransitionState,
  transitionWait,
} from '#domain/pins/transition-state';

export type { TransitionState } from '#domain/pins/transition-state';

const REDUCED = '(prefers-reduced-motion: reduce)';

function subscribeReduced(onChange: () => void): () => void {
  if (typeof matchMedia !== 'function') return () => {};
  const mq = matchMedia(REDUCED);
  mq.addEventListener('change', onChange);
  return () => mq.removeEventListener('change', onChange);
}

function reducedNow(): boolean {
  return typeof matchMedia === 'function' && matchMedia(REDUCED).matches;
}

/** prefers-reduced-motion, false on the server. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeReduced, reducedNow, () => false);
}

export interface TransitionStateOptions {
  /** how long the enter animation runs */
  enterMs: number;
  /** how long the exit animation runs; unmounted (or exited) after it */
  exitMs: number;
  /** the wait before the enter starts, e.g. a toast's 100 ms (spec 02 §9) */
  enterDelayMs?: number;
  /** open on first render animates in instead of starting entered */
  appear?: boolean;
  /** rest as exited after the exit instead of unmounted */
  keepMounted?: boolean;
}

/**
 * spec 02 §4 (M-258): the enter/exit transition of something that mounts and unmounts with an
 * animation. Render it while the state is not 'unmounted' and style it by the state (e.g.
 * data-state); opening and closing change the state in the same render, the animation's end
 * after its time. With prefers-reduced-motion every change is instant.
 */
export function useTransitionState(
  open: boolean,
  options: TransitionStateOptions,
): TransitionState {
  const reducedMotion = usePrefersReducedMotion();
  const opts = { ...options, reducedMotion };
  const [state, setState] = useState<TransitionState>(() => initialTransition(open, opts));
  const [seenOpen, setSeenOpen] = useState(open);
  let current = state;
  if (open !== seenOpen) {
    // derived in render, so a close shows 'exiting' in the very commit that closed it
    const event: TransitionEvent = open ? 'open' : 'close';
    current = nextTransition(state, event, opts);
    setSeenOpen(open);
    setState(current);
  }
  const wait = transitionWait(current, open, opts);
  const { enterMs, exitMs, enterDelayMs, keepMounted } = options;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each state starts its own timer, even when two in a row wait as long
  useEffect(() => {
    if (wait === null) return;
    const o = { enterMs, exitMs, enterDelayMs, keepMounted, reducedMotion };
    const t = setTimeout(() => setState((st) => nextTransition(st, 'elapsed', o)), wait);
    return () => clearTimeout(t);
  }, [current, wait, enterMs, exitMs, enterDelayMs, keepMounted, reducedMotion]);
  return current;
}
