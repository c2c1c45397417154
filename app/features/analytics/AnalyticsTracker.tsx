import { useEffect } from 'react';
import { mayUse } from '#domain/consent';
import { afterDeferredHydration } from '../../lib/deferred-hydration';
import { useViewer } from '../../lib/viewer-context';
import { attachTracker, currentTracker, detachTracker } from './registry';
import { flushEvents, logEvent, setTrackingGate } from './tracker';

function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(run, { timeout: 3000 });
  } else setTimeout(run, 300);
}

/**
 * Mounted once by the root. Opens the event queue only for a viewer who allowed analytic
 * cookies (spec 02 §3, §4: opt-in; bots never), and closes it (dropping what waits) otherwise,
 * so Accept all in the banner starts tracking without a reload (the banner's save revalidates
 * the root, whose viewer then carries the choice). The impression observer loads when the page
 * is idle after hydration, never for a viewer who may not be tracked (the JS budget, issue 12).
 * On leaving the page, open impressions end and every queued event goes out with keepalive.
 */
export function AnalyticsTracker() {
  const allowed = mayUse(useViewer(), 'analytic');

  useEffect(() => {
    setTrackingGate(allowed ? 'open' : 'closed');
    if (!allowed) {
      detachTracker();
      return;
    }
    let live = true;
    afterDeferredHydration(() =>
      whenIdle(() => {
        if (!live || currentTracker()) return;
        import('./impressions-runtime')
          .then((m) => {
            if (live) attachTracker(m.createImpressionTracker(logEvent));
          })
          // a chunk that fails to load costs impressions, never the page
          .catch(() => undefined);
      }),
    );
    return () => {
      live = false;
    };
  }, [allowed]);

  useEffect(() => {
    const leave = () => {
      currentTracker()?.end();
      flushEvents('unload');
    };
    const back = (e: PageTransitionEvent) => {
      if (e.persisted) currentTracker()?.restart();
    };
    // a hidden page may be discarded without a pagehide (phones): what waits leaves now
    const hidden = () => {
      if (document.visibilityState === 'hidden') flushEvents('unload');
    };
    window.addEventListener('pagehide', leave);
    window.addEventListener('pageshow', back);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('pageshow', back);
      document.removeEventListener('visibilitychange', hidden);
    };
  }, []);

  return null;
}
