import {
  type ClickType,
  type ClickthroughType,
  clickthroughAuxData,
  logsClickthrough,
  rightClickLogBody,
  rightClickStillPending,
} from '#domain/clickthrough';
import { type CookieConsent, mayUse } from '#domain/consent';
import { csrfTokenFromPage } from '../../lib/resource';
import { EVENT, logEvent } from '../analytics';

/**
 * Outbound click logging (issues 13 and 15): the clickthrough event and the right-click log.
 * Analytics, so both follow the analytic cookie choice: logEvent's gate for the event, the
 * viewer's choice here for the right-click call (the server checks it again).
 */

/**
 * spec 01 §7 P-360, P-368, spec 02 §4 M-211: logs event 12 for a followed outbound link when
 * the offsite answer returned in time (`returnNs`, see logsClickthrough). Answers whether it
 * was logged.
 */
export function logClickthrough(
  pin: { id: string; isPromoted: boolean },
  clickType: ClickType,
  clickthroughType: ClickthroughType,
  returnNs: number,
): boolean {
  if (!logsClickthrough(returnNs)) return false;
  logEvent({
    type: EVENT.CLICKTHROUGH,
    pin_id: pin.id,
    aux_data: clickthroughAuxData({ clickType, clickthroughType, isPromoted: pin.isPromoted }),
  });
  return true;
}

interface PendingRightClick {
  pinId: string;
  url: string;
  clickType: ClickType;
  at: number;
}

/** Only the latest right-click can be the one a new tab came from. */
let pending: PendingRightClick | null = null;
let listening = false;

function newId(): string | undefined {
  try {
    return globalThis.crypto?.randomUUID?.();
  } catch {
    return undefined;
  }
}

/** spec 02 §7 M-347, M-348: the right-click log, a keepalive POST that outlives the page. */
export function sendRightClickLog(p: Omit<PendingRightClick, 'at'>): void {
  try {
    void fetch('/v3/offsite/', {
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        'x-csrf-token': csrfTokenFromPage(),
      },
      body: JSON.stringify(rightClickLogBody({ ...p, eventId: newId() })),
    }).catch(() => {});
  } catch {
    // logging never breaks the page
  }
}

function onVisibilityChange() {
  if (document.visibilityState !== 'hidden' || !pending) return;
  const p = pending;
  pending = null;
  if (rightClickStillPending(p.at, Date.now())) {
    sendRightClickLog({ pinId: p.pinId, url: p.url, clickType: p.clickType });
  }
}

/**
 * spec 02 §4 M-236, M-237: a context menu on an outbound link records its target; the log is
 * sent only if the page is hidden afterwards (the person opened it in a new tab and went
 * there), within RIGHT_CLICK_WINDOW_MS. Nothing for someone who did not allow analytics.
 */
export function noteRightClick(
  viewer: { cookieConsent: CookieConsent | null; isBot: boolean },
  target: Omit<PendingRightClick, 'at'>,
): void {
  if (typeof document === 'undefined' || !mayUse(viewer, 'analytic')) return;
  pending = { ...target, at: Date.now() };
  if (!listening) {
    listening = true;
    document.addEventListener('visibilitychange', onVisibilityChange);
  }
}

/** Forgets a noted right-click (tests). */
export function forgetRightClick(): void {
  pending = null;
}
