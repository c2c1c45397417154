import { useCallback, useEffect, useRef, useState } from 'react';

/** Which ends of a horizontal scroller hide content: 'start', 'end', 'both' or undefined. */
type ScrollEdges = 'start' | 'end' | 'both' | undefined;

/** More than this many px hidden past an end counts (sub-pixel rounding does not). */
const SLACK = 2;

/** The ends of a scroller that hide content, from its scroll position and sizes. */
function scrollEdges(el: {
  scrollLeft: number;
  scrollWidth: number;
  clientWidth: number;
}): ScrollEdges {
  const start = el.scrollLeft > SLACK;
  const end = el.scrollWidth - el.clientWidth - el.scrollLeft > SLACK;
  if (start && end) return 'both';
  if (start) return 'start';
  return end ? 'end' : undefined;
}

/**
 * A row that scrolls sideways says so: its ref and the ends that hide content, measured on
 * scroll and on resize, for a data attribute the row's CSS fades those ends with.
 */
export function useScrollEdges<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [edges, setEdges] = useState<ScrollEdges>(undefined);
  const measure = useCallback(() => {
    const el = ref.current;
    if (el) setEdges(scrollEdges(el));
  }, []);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    const ro = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    ro?.observe(el);
    return () => {
      el.removeEventListener('scroll', measure);
      ro?.disconnect();
    };
  }, [measure]);
  return { ref, edges };
}
