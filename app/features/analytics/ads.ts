import { type RefObject, useEffect } from 'react';
import type { AdMeasuredPin } from '#domain/analytics/ad-attribution';
import { useViewer } from '../../lib/viewer-context';
import type { AdClickContext, AdTracker, AdViewer } from './ad-measurement';

/**
 * The light face of promoted-pin measurement (issue 15): what the card and outbound links call.
 * The measurement itself (ad-measurement.ts) loads on demand — when a promoted card mounts or
 * a promoted pin's link is approached — so pages without ads carry none of it (issue 12's
 * budget). Consent: the ad click event is analytics (logEvent's gate); registering an
 * attribution source is marketing (see ad-measurement.ts).
 */

export type { AdClickContext, AdViewer };

let loaded: AdTracker | null = null;
let loading: Promise<AdTracker | null> | null = null;

/** Loads the measurement once; resolves null when its chunk cannot be had (offline). */
export function preloadAdMeasurement(): Promise<AdTracker | null> {
  if (typeof window === 'undefined') return Promise.resolve(null);
  loading ??= import('./ad-measurement').then(
    (m) => {
      loaded = m.pageAdTracker();
      return loaded;
    },
    () => {
      loading = null;
      return null;
    },
  );
  return loading;
}

/**
 * spec 02 §7 M-381, M-368: a promoted pin's ad click. With the measurement loaded (the usual
 * case: the card or the link's approach loaded it), a plain clickthrough may be opened through
 * the hidden measurement link — true means it was, and the caller prevents the anchor's own
 * navigation. Otherwise the ad click is logged once the code is in, and the anchor navigates.
 * Never throws.
 */
export function trackAdClick(pin: AdMeasuredPin, context: AdClickContext): boolean {
  // a fast path only: the measurement applies the full rule (downstream promotions)
  if (!pin.isPromoted || typeof window === 'undefined') return false;
  if (loaded) return loaded.trackAdClick(pin, context);
  const later: AdClickContext =
    context.target === 'clickthrough' ? { ...context, plain: false } : context;
  void preloadAdMeasurement().then((t) => t?.trackAdClick(pin, later));
  return false;
}

/** spec 02 §7 M-367, §9 M-411: a promoted pin was seen (measured once a page, sampled). */
export function trackAdView(pin: AdMeasuredPin, viewer: AdViewer): void {
  if (!pin.isPromoted) return;
  void preloadAdMeasurement().then((t) => t?.trackAdView(pin, viewer));
}

/** The share of a card that must be on screen for its ad to count as viewed. */
const AD_VIEW_THRESHOLD = 0.5;
let viewObserver: IntersectionObserver | null = null;
const viewCallbacks = new WeakMap<Element, () => void>();

function observeView(el: Element, onView: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {};
  viewObserver ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting || entry.intersectionRatio < AD_VIEW_THRESHOLD) continue;
        viewCallbacks.get(entry.target)?.();
        viewObserver?.unobserve(entry.target);
        viewCallbacks.delete(entry.target);
      }
    },
    { threshold: AD_VIEW_THRESHOLD },
  );
  viewCallbacks.set(el, onView);
  viewObserver.observe(el);
  return () => {
    viewCallbacks.delete(el);
    viewObserver?.unobserve(el);
  };
}

/**
 * A promoted pin's card: the measurement loads when it mounts, and its ad view is measured the
 * first time half of it is on screen. One observer for every promoted card of the page, made
 * only when one is shown; other pins cost nothing.
 */
export function useAdView(ref: RefObject<Element | null>, pin: AdMeasuredPin): void {
  const viewer = useViewer();
  const promoted = pin.isPromoted;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pin is read when seen, by id
  useEffect(() => {
    const el = ref.current;
    if (!el || !promoted) return;
    void preloadAdMeasurement();
    return observeView(el, () => trackAdView(pin, viewer));
  }, [ref, promoted, pin.id, viewer]);
}
