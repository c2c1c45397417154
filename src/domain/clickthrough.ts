/**
 * Logging of outbound clicks (issue 13 "Outbound links", issue 15; spec 01 §7 P-360, P-368;
 * spec 02 §4 M-211, M-236, M-237, §7 M-347, M-348, §9): the clickthrough event's fields, the
 * right-click log and when it is sent, and the return-from-offsite threshold.
 */

/** How a person followed an outbound link (aux_data clickthrough_type). */
export const CLICKTHROUGH_TYPES = ['leftClick', 'middleClick', 'rightClick'] as const;
export type ClickthroughType = (typeof CLICKTHROUGH_TYPES)[number];

/** Which control the link was (aux_data click_type, spec 01 §7 P-368). */
export const CLICK_TYPES = ['visit_site', 'see_recipe', 'pin_link'] as const;
export type ClickType = (typeof CLICK_TYPES)[number];

/** spec 02 §4, §9 M-211: the offsite threshold, in nanoseconds. */
export const OFFSITE_RETURN_THRESHOLD_NS = 500_000_000;

/** Milliseconds (performance.now, Date.now) to the spec's nanoseconds. */
export function msToNs(ms: number): number {
  return Math.round(ms * 1_000_000);
}

/**
 * spec 02 §4 M-211: a clickthrough is logged when the time to return from offsite is under
 * 500000000 ns. Tessera's reading: "offsite" is the offsite check (`GET /v3/offsite/`) a press
 * waits for; when its answer returns within half a second of the press (usually at once: the
 * check starts on hover or focus), the press became a navigation the person saw follow their
 * click, and it is logged. A slower answer still opens the link (the tab is already open), but
 * is not counted: the person may have closed the blank tab or moved on by then. A press with
 * no check (promoted pins, M-274) returns at once.
 */
export function logsClickthrough(returnNs: number): boolean {
  return Number.isFinite(returnNs) && returnNs >= 0 && returnNs < OFFSITE_RETURN_THRESHOLD_NS;
}

/** spec 01 §7 P-360, P-368: the clickthrough's aux_data. */
export function clickthroughAuxData(input: {
  clickType: ClickType;
  clickthroughType: ClickthroughType;
  isPromoted: boolean;
}): Record<string, string | boolean> {
  return {
    click_type: input.clickType,
    clickthrough_type: input.clickthroughType,
    is_promoted: input.isPromoted,
  };
}

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

/** spec 02 §9: file types a right-clicked target is media of (image or video), not a page. */
export const RIGHT_CLICK_MEDIA_TYPES = [
  'png',
  'jpg',
  'jpeg',
  'gif',
  'bmp',
  'tiff',
  'webp',
  'mp4',
  'm4v',
  'quicktime',
] as const;
export type RightClickMediaType = (typeof RIGHT_CLICK_MEDIA_TYPES)[number];

function isMediaType(ext: string): ext is RightClickMediaType {
  return (RIGHT_CLICK_MEDIA_TYPES as readonly string[]).includes(ext);
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
