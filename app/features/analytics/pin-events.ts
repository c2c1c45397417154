import type { AnalyticsEvent } from '#domain/analytics/analytics';
import { EVENT } from '#domain/analytics/analytics-events';
import { repinLogIndex } from '#domain/analytics/repin-logging';
import type { PinModel } from '#domain/pins/models';
import type { ImpressionInfo } from './registry';
import { logEvent } from './tracker';

type Aux = NonNullable<AnalyticsEvent['aux_data']>;

/**
 * spec 01 §7 (P-367, P-368): the aux_data every pin event carries: pin_id, is_promoted,
 * creator_id, sponsor_id (and grid_index when the pin is in a grid), plus what the event adds.
 */
export function pinAux(pin: PinModel, extra: Aux = {}): Aux {
  return {
    pin_id: pin.id,
    is_promoted: pin.isPromoted,
    creator_id: pin.pinner.id,
    sponsor_id: pin.sponsorship?.sponsor?.id ?? null,
    ...extra,
  };
}

/** spec 02 §3 (M-179): a pin card's impression is event 18. */
export function pinImpression(pin: PinModel, gridIndex: number | null): ImpressionInfo {
  return {
    type: EVENT.PIN_IMPRESSION,
    pin_id: pin.id,
    aux_data: pinAux(pin, gridIndex === null ? {} : { grid_index: gridIndex }),
  };
}

let repinsLogged = 0;

/**
 * spec 01 §7 (P-369): a repin (a save) logs 101 with component save and element repin, for the
 * first 9 of the page session only. The save itself is counted by the server where it is
 * written (decision 022), so this event counts toward no metric.
 */
export function logRepin(pinId: string, boardId: string | null): void {
  const index = repinLogIndex(repinsLogged);
  if (index === null) return;
  repinsLogged = index;
  logEvent({
    type: EVENT.CLICK,
    pin_id: pinId,
    component: 'save',
    element: 'repin',
    aux_data: { repin_index: index, board_id: boardId },
  });
}
