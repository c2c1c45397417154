import type { AnalyticsEvent } from '#domain/analytics/analytics';

/** What an element's impression logs, besides the time on screen the tracker adds. */
export interface ImpressionInfo {
  /** the impression kind's event number (IMPRESSION_EVENT, or 7352 for a carousel slot) */
  type: number;
  pin_id?: string;
  object_id_str?: string;
  aux_data?: NonNullable<AnalyticsEvent['aux_data']>;
}

/** The observer side, loaded on demand once analytics may run (impressions-runtime.ts). */
export interface ImpressionTracker {
  add(el: Element, info: ImpressionInfo): void;
  remove(el: Element): void;
  /** the page is leaving: every element's stretch ends now (its impression is logged) */
  end(): void;
  /** the page is back from the back/forward cache: observe afresh */
  restart(): void;
  dispose(): void;
}

// the cards register here from their first effect; the tracker, when loaded, takes them all
const elements = new Map<Element, ImpressionInfo>();
let tracker: ImpressionTracker | null = null;

/** Tracks an element's impressions while it is mounted; returns the removal (a forced exit). */
export function trackImpression(el: Element, info: ImpressionInfo): () => void {
  elements.set(el, info);
  tracker?.add(el, info);
  return () => {
    if (elements.get(el) !== info) return;
    elements.delete(el);
    tracker?.remove(el);
  };
}

export function attachTracker(next: ImpressionTracker): void {
  tracker?.dispose();
  tracker = next;
  for (const [el, info] of elements) next.add(el, info);
}

export function detachTracker(): void {
  tracker?.dispose();
  tracker = null;
}

export function currentTracker(): ImpressionTracker | null {
  return tracker;
}
