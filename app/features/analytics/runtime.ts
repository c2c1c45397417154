import { createImpressionTracker } from './impressions-runtime';
import { createEventQueue } from './queue';
import { attachTracker, currentTracker, detachTracker } from './registry';
import { connectSink, logEvent } from './tracker';
import { sendBatch } from './transport';

/**
 * The tracker's runtime, loaded after hydration for a viewer who allowed analytics: the
 * batching queue behind logEvent, the impression observer, and the page's leaving (open
 * impressions end, every queued event goes out with keepalive). Returns its stop, for a viewer
 * who withdraws consent on the page.
 */
export function startTracking(): () => void {
  const queue = createEventQueue({ send: sendBatch });
  queue.setGate('open');
  connectSink((e) => queue.push(e));
  attachTracker(createImpressionTracker(logEvent));

  const leave = () => {
    currentTracker()?.end();
    queue.flush('unload');
  };
  const back = (e: PageTransitionEvent) => {
    if (e.persisted) currentTracker()?.restart();
  };
  // a hidden page may be discarded without a pagehide (phones): what waits leaves now
  const hidden = () => {
    if (document.visibilityState === 'hidden') queue.flush('unload');
  };
  window.addEventListener('pagehide', leave);
  window.addEventListener('pageshow', back);
  document.addEventListener('visibilitychange', hidden);
  return () => {
    window.removeEventListener('pagehide', leave);
    window.removeEventListener('pageshow', back);
    document.removeEventListener('visibilitychange', hidden);
    detachTracker();
    queue.setGate('closed');
  };
}
