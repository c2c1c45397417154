import type { Viewer } from '#domain/accounts/viewer';
import { mayUse } from '#domain/consent/consent';
import { setTrackingGate } from './tracker';

let allowed = false;
let stop: (() => void) | null = null;
let loading = false;

/**
 * spec 02 §3, §4 (opt-in; bots never): opens the tracker and starts its runtime for a viewer
 * who allowed analytic cookies, closes it (dropping what waits, stopping the runtime) for
 * anyone else. Loaded after hydration with the consent rules, so no page carries them up front.
 */
export function applyConsent(viewer: Pick<Viewer, 'cookieConsent' | 'isBot'>): void {
  allowed = mayUse(viewer, 'analytic');
  setTrackingGate(allowed ? 'open' : 'closed');
  if (!allowed) {
    stop?.();
    stop = null;
    return;
  }
  if (stop || loading) return;
  loading = true;
  import('./runtime')
    .then((m) => {
      // the choice may have changed while the runtime loaded
      if (allowed && !stop) stop = m.startTracking();
    })
    // a chunk that fails to load costs events, never the page
    .catch(() => undefined)
    .finally(() => {
      loading = false;
    });
}
