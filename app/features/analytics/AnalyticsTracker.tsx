import { useEffect } from 'react';
import { mayUse } from '#domain/consent';
import { afterDeferredHydration } from '../../lib/deferred-hydration';
import { useViewer } from '../../lib/viewer-context';
import { sendWaitingOnLeave, setTrackingGate } from './tracker';

/**
 * Mounted once by the root. Opens the tracker only for a viewer who allowed analytic cookies
 * (spec 02 §3, §4: opt-in; bots never) and closes it, dropping what waits, otherwise; Accept all
 * in the banner starts tracking without a reload (the banner's save revalidates the root, whose
 * viewer then carries the choice). The runtime (queue, transport, impression observer) loads
 * once the page has hydrated, never for a viewer who may not be tracked (issue 12's budget).
 */
export function AnalyticsTracker() {
  const allowed = mayUse(useViewer(), 'analytic');

  useEffect(() => {
    setTrackingGate(allowed ? 'open' : 'closed');
    if (!allowed) return;
    let stop: (() => void) | null = null;
    let live = true;
    window.addEventListener('pagehide', sendWaitingOnLeave);
    afterDeferredHydration(() => {
      import('./runtime')
        .then((m) => {
          if (live) stop = m.startTracking();
        })
        // a chunk that fails to load costs events, never the page
        .catch(() => undefined);
    });
    return () => {
      live = false;
      window.removeEventListener('pagehide', sendWaitingOnLeave);
      stop?.();
    };
  }, [allowed]);

  return null;
}
