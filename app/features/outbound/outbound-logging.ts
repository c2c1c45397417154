import {
  type ClickType,
  type ClickthroughType,
  clickthroughAuxData,
  logsClickthrough,
} from '#domain/analytics/clickthrough';
import { type CookieConsent, mayUse } from '#domain/consent/consent';
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

/**
 * spec 02 §4 M-236, M-237: a context menu on an outbound link records its target; the log is
 * sent only if the page is hidden afterwards (the person opened it in a new tab and went
 * there), within RIGHT_CLICK_WINDOW_MS. Nothing for someone who did not allow analytics. The
 * log's code comes with the first right-click, long before the page can be hidden.
 */
export function noteRightClick(
  viewer: { cookieConsent: CookieConsent | null; isBot: boolean },
  target: { pinId: string; url: string; clickType: ClickType },
): void {
  if (typeof document === 'undefined' || !mayUse(viewer, 'analytic')) return;
  const at = Date.now();
  void import('./right-click-log').then(
    (m) => m.rememberRightClick({ ...target, at }),
    () => {},
  );
}
