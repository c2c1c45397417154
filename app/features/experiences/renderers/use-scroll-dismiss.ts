import { useEffect, useRef } from 'react';

/**
 * Calls `dismiss` `delayMs` after the first scroll or touch-move of the page (spec 02 §4:
 * M-208 the pop-over's 1500 ms, M-221 the tooltip's own delay, M-224 the flyout's 3 s). Later
 * scrolls do not restart the wait.
 */
export function useScrollDismiss(enabled: boolean, delayMs: number, dismiss: () => void): void {
  const latest = useRef(dismiss);
  latest.current = dismiss;
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      if (timer !== undefined) return;
      timer = setTimeout(() => latest.current(), Math.max(0, delayMs));
    };
    const options = { capture: true, passive: true } as const;
    window.addEventListener('scroll', start, options);
    window.addEventListener('touchmove', start, options);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', start, options);
      window.removeEventListener('touchmove', start, options);
    };
  }, [enabled, delayMs]);
}

/** Calls `dismiss` once `ms` have passed (M-223), unless off. */
export function useTimeout(enabled: boolean, ms: number, done: () => void): void {
  const latest = useRef(done);
  latest.current = done;
  useEffect(() => {
    if (!enabled) return;
    const timer = setTimeout(() => latest.current(), ms);
    return () => clearTimeout(timer);
  }, [enabled, ms]);
}
