import type { AnalyticsEvent } from '#domain/analytics/analytics';
import { EVENTS_PATH } from '#domain/analytics/analytics-events';
import { csrfTokenFromPage } from '../../lib/resource';

/** How a batch leaves: a plain POST while the page lives, one that outlives it on pagehide. */
export type SendMode = 'normal' | 'unload';

/** Sends one batch; resolves whether the server took it. Never rejects. */
export type SendBatch = (events: AnalyticsEvent[], mode: SendMode) => Promise<SendOutcome>;

/** 'retry' for a failure that another try may fix; 'drop' for one it cannot (a 4xx). */
export type SendOutcome = 'ok' | 'retry' | 'drop';

function keepaliveSupported(): boolean {
  return typeof Request === 'function' && 'keepalive' in Request.prototype;
}

/**
 * spec 01 §7 P-359: events go out with fetch(keepalive) so a batch sent on pagehide survives the
 * page; sendBeacon only where keepalive is missing. A beacon cannot carry the x-csrf-token
 * header, so for a signed-in session the server refuses it (decision 005): that loss is
 * accepted on such old browsers rather than weakening CSRF.
 */
export const sendBatch: SendBatch = async (events, mode) => {
  const body = JSON.stringify({ events });
  if (
    mode === 'unload' &&
    !keepaliveSupported() &&
    typeof navigator !== 'undefined' &&
    typeof navigator.sendBeacon === 'function'
  ) {
    return navigator.sendBeacon(EVENTS_PATH, new Blob([body], { type: 'application/json' }))
      ? 'ok'
      : 'drop';
  }
  try {
    const res = await fetch(EVENTS_PATH, {
      method: 'POST',
      keepalive: mode === 'unload',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'x-csrf-token': csrfTokenFromPage() },
      body,
    });
    if (res.ok) return 'ok';
    return res.status >= 500 || res.status === 429 || res.status === 408 ? 'retry' : 'drop';
  } catch {
    return 'retry';
  }
};
