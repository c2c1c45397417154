import { useEffect } from 'react';
import { useViewer } from '../../lib/viewer-context';

/**
 * Mounted once by the root. After hydration it applies the viewer's cookie choice
 * (consent-gate.ts: opt-in, bots never) and applies it again when the choice changes, so Accept
 * all in the banner starts tracking without a reload (the banner's save revalidates the root,
 * whose viewer then carries the choice). The gate, the queue and the impression
 * observer all load on demand (issue 12's budget); events logged before wait, bounded (a
 * person who leaves before the runtime is in, within the first moments, sends none).
 */
export function AnalyticsTracker() {
  const viewer = useViewer();

  // applying the same choice again (a revalidation's new viewer object) changes nothing
  useEffect(() => {
    import('./consent-gate').then((m) => m.applyConsent(viewer)).catch(() => undefined);
  }, [viewer]);

  return null;
}
