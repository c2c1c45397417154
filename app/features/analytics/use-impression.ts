import { type RefObject, useEffect } from 'react';
import { type ImpressionInfo, trackImpression } from './registry';

/**
 * spec 02 §3, §4 (M-177–M-179, M-249): tracks the impressions of the element in `ref` while it
 * is mounted. Nothing changes in the markup (the server render and hydration are untouched);
 * registering is a Map entry, the observer itself loads only when analytics may run.
 */
export function useImpression(ref: RefObject<Element | null>, info: ImpressionInfo | null): void {
  // re-registered only when what it logs changes, not on every render of the card
  const key = info ? JSON.stringify(info) : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `info`
  useEffect(() => {
    const el = ref.current;
    if (!el || !info) return;
    return trackImpression(el, info);
  }, [ref, key]);
}
