/**
 * Logging of outbound clicks (issue 13 "Outbound links", issue 15; spec 01 §7 P-360, P-368;
 * spec 02 §4 M-211): the clickthrough event's fields and the return-from-offsite threshold. The
 * right-click log is in right-click.ts.
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
