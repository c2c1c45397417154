import { RIGHT_CLICK_IMAGE_TYPES } from '../sharing/links.ts';
import type { ClickType } from './clickthrough.ts';

/**
 * The right-click log (issue 13 "Outbound links", issue 15; spec 02 §4 M-236, M-237, §7 M-347,
 * M-348, §9): when it is sent and what it says. Apart from clickthrough.ts so the pages load it
 * only with a first right-click.
 */

/**
 * spec 02 §4 M-237: a right-click is logged only if the page is hidden afterwards (a new tab
 * was opened from the context menu). Tessera's bound on "afterwards": within this long, so a
 * tab switched much later (the person copied the link, or did nothing) is not taken for it.
 */
export const RIGHT_CLICK_WINDOW_MS = 30_000;

/** Is a right-click at `at` still the cause of the page hiding at `now`? */
export function rightClickStillPending(at: number, now: number): boolean {
  return now >= at && now - at <= RIGHT_CLICK_WINDOW_MS;
}

/** spec 02 §9: a right-clicked target is media (image or video) of one of the right-click types. */
export type RightClickMediaType = (typeof RIGHT_CLICK_IMAGE_TYPES)[number];

function isMediaType(ext: string): ext is RightClickMediaType {
  return (RIGHT_CLICK_IMAGE_TYPES as readonly string[]).includes(ext);
}

/** The media type a link points at (by its path's extension), or null for a page. */
export function rightClickMediaType(url: string): RightClickMediaType | null {
  let path: string;
  try {
    path = new URL(url).pathname.toLowerCase();
  } catch {
    return null;
  }
  const ext = /\.([a-z0-9]+)$/.exec(path)?.[1] ?? '';
  if (ext === 'mov') return 'quicktime';
  return isMediaType(ext) ? ext : null;
}

/** spec 02 §7 M-348: the right-click log's aux_data (sent as JSON). */
export interface RightClickAux {
  clickthrough_type: 'rightClick';
  objectId: string;
  extras: { click_type?: ClickType; media_type?: RightClickMediaType | null; event_id?: string };
}

/**
 * M-348's aux_data for a right-click on `url`. extras names the control, whether the target is
 * media (spec 02 §9's types) and the client's id for the log, so a repeated call counts once.
 */
export function rightClickAuxData(input: {
  pinId: string;
  url: string;
  clickType: ClickType;
  eventId?: string | undefined;
}): RightClickAux {
  return {
    clickthrough_type: 'rightClick',
    objectId: input.pinId,
    extras: {
      click_type: input.clickType,
      media_type: rightClickMediaType(input.url),
      ...(input.eventId ? { event_id: input.eventId } : {}),
    },
  };
}

/**
 * spec 02 §7 M-347, M-348: the right-click log's fields (sent to `/v3/offsite/`): check_only is
 * false because this call records a navigation rather than only asking about the link.
 */
export function rightClickLogBody(input: {
  pinId: string;
  url: string;
  clickType: ClickType;
  eventId?: string | undefined;
  clientTrackingParams?: string | undefined;
}): Record<string, string> {
  return {
    check_only: 'false',
    pin_id: input.pinId,
    url: input.url,
    client_tracking_params: input.clientTrackingParams ?? '',
    aux_data: JSON.stringify(rightClickAuxData(input)),
  };
}
