import type { ClickType } from '#domain/analytics/clickthrough';
import { rightClickLogBody, rightClickStillPending } from '#domain/analytics/right-click';
import { csrfTokenFromPage } from '../../lib/resource';

// The right-click log (spec 02 §4 M-236, M-237, §7 M-347, M-348), loaded with the first
// right-click on an outbound link (outbound-logging.ts's noteRightClick checks consent first).

export interface PendingRightClick {
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

/** Notes the latest right-click; the log goes if the page is hidden soon after. */
export function rememberRightClick(p: PendingRightClick): void {
  pending = p;
  if (!listening) {
    listening = true;
    document.addEventListener('visibilitychange', onVisibilityChange);
  }
}
