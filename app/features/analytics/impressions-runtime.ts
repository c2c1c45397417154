import {
  EVENT,
  IMPRESSION_THRESHOLDS,
  IMPRESSION_TOP_MARGIN_PX,
} from '#domain/analytics/analytics-events';
import {
  type ImpressionInput,
  type ImpressionRecord,
  type ImpressionState,
  initialImpression,
  stepImpression,
} from '#domain/analytics/impression-tracking';
import { coveredByModal, subscribeModals } from '../../ui/modal-presence';
import type { LoggedEvent } from './queue';
import type { ImpressionInfo, ImpressionTracker } from './registry';

interface Tracked {
  info: ImpressionInfo;
  state: ImpressionState;
  /** P-373: its image failed to load */
  failed: boolean;
  onMedia: (e: Event) => void;
}

/** Why the whole page is paused (M-253, M-254); none set = tracking runs. */
type PageReason = 'blur' | 'hidden';

function auxOf(info: ImpressionInfo, r: ImpressionRecord): LoggedEvent['aux_data'] {
  return {
    ...info.aux_data,
    visible_ms: Math.round(r.visibleMs),
    max_visibility: Math.round(r.maxThreshold * 100),
    ms_50: Math.round(r.ms50),
    ms_80: Math.round(r.ms80),
    ms_100: Math.round(r.ms100),
    pauses: r.pauses,
  };
}

/**
 * spec 02 §4, §9 (M-249–M-255, M-438, M-439), 01 §8 (P-373): one IntersectionObserver for
 * every tracked element (thresholds 0, 0.5, 0.8, 1; the top 143 px, under the header, do not
 * count), each element's state in the pure machine of src/domain/analytics/impression-tracking.ts, and
 * the page's pauses: unfocused window, hidden page, an open modal over the element, a failed
 * image. A stretch that ends at least half seen logs its kind's impression event.
 */
export function createImpressionTracker(
  log: (e: LoggedEvent) => void,
  now: () => number = () => performance.now(),
): ImpressionTracker {
  const tracked = new Map<Element, Tracked>();
  const reasons = new Set<PageReason>();
  if (document.visibilityState === 'hidden') reasons.add('hidden');
  if (!document.hasFocus()) reasons.add('blur');

  function step(t: Tracked, input: ImpressionInput) {
    const r = stepImpression(t.state, input, now());
    t.state = r.state;
    if (!r.record) return;
    log({
      type: t.info.type,
      ...(t.info.pin_id ? { pin_id: t.info.pin_id } : {}),
      ...(t.info.object_id_str ? { object_id_str: t.info.object_id_str } : {}),
      aux_data: auxOf(t.info, r.record),
    });
  }

  function pausedFor(el: Element, t: Tracked): boolean {
    return reasons.size > 0 || t.failed || coveredByModal(el);
  }

  /** Brings every element's pause in line with the page; logs the 102 marker on a change (M-251). */
  function sync(reason: string) {
    let paused = 0;
    let resumed = 0;
    for (const [el, t] of tracked) {
      const want = pausedFor(el, t);
      if (want === t.state.paused) continue;
      if (t.state.ratio > 0) {
        if (want) paused++;
        else resumed++;
      }
      step(t, { type: want ? 'pause' : 'resume' });
    }
    if (paused + resumed === 0) return;
    log({
      type: EVENT.PAUSE_RESUME,
      aux_data: { paused: paused > 0, reason, elements: paused + resumed },
    });
  }

  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const t = tracked.get(entry.target);
        if (!t) continue;
        // "any" (threshold 0) can report an edge touch as intersecting at ratio 0
        const ratio = entry.isIntersecting ? Math.max(entry.intersectionRatio, 1e-3) : 0;
        step(t, { type: 'visibility', ratio });
      }
    },
    {
      threshold: [...IMPRESSION_THRESHOLDS],
      rootMargin: `-${IMPRESSION_TOP_MARGIN_PX}px 0px 0px 0px`,
    },
  );

  const page: [string, () => void][] = [
    ['blur', () => setReason('blur', true)],
    ['focus', () => setReason('blur', false)],
    ['beforeunload', () => setReason('hidden', true)],
    ['pageshow', () => setReason('hidden', false)],
  ];
  const onVisibility = () => setReason('hidden', document.visibilityState === 'hidden');
  function setReason(reason: PageReason, on: boolean) {
    if (on) reasons.add(reason);
    else reasons.delete(reason);
    sync(reason);
  }
  for (const [name, fn] of page) window.addEventListener(name, fn);
  document.addEventListener('visibilitychange', onVisibility);
  const stopModals = subscribeModals(() => sync('modal'));

  function remove(el: Element) {
    const t = tracked.get(el);
    if (!t) return;
    observer.unobserve(el);
    el.removeEventListener('error', t.onMedia, true);
    el.removeEventListener('load', t.onMedia, true);
    step(t, { type: 'stop' });
    tracked.delete(el);
  }

  return {
    add(el, info) {
      remove(el);
      const t: Tracked = {
        info,
        state: initialImpression(),
        failed: false,
        onMedia: (e) => {
          if (!(e.target instanceof HTMLImageElement)) return;
          t.failed = e.type === 'error';
          const want = pausedFor(el, t);
          if (want !== t.state.paused) step(t, { type: want ? 'pause' : 'resume' });
        },
      };
      if (pausedFor(el, t)) t.state = stepImpression(t.state, { type: 'pause' }, now()).state;
      tracked.set(el, t);
      // load and error do not bubble: caught on the way down to the card's image
      el.addEventListener('error', t.onMedia, true);
      el.addEventListener('load', t.onMedia, true);
      observer.observe(el);
    },
    remove,
    end() {
      reasons.add('hidden');
      for (const t of tracked.values()) {
        step(t, { type: 'visibility', ratio: 0 });
        step(t, { type: 'pause' });
      }
    },
    restart() {
      reasons.delete('hidden');
      for (const [el, t] of tracked) {
        if (!pausedFor(el, t)) step(t, { type: 'resume' });
        // a fresh first callback tells where each element is now
        observer.unobserve(el);
        observer.observe(el);
      }
    },
    dispose() {
      observer.disconnect();
      for (const [name, fn] of page) window.removeEventListener(name, fn);
      document.removeEventListener('visibilitychange', onVisibility);
      stopModals();
      for (const [el, t] of tracked) {
        el.removeEventListener('error', t.onMedia, true);
        el.removeEventListener('load', t.onMedia, true);
      }
      tracked.clear();
    },
  };
}
