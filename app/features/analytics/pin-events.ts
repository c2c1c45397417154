import type { AnalyticsEvent } from '#domain/analytics';
import { EVENT } from '#domain/analytics-events';
import type { PinModel } from '#domain/models';
import type { ImpressionInfo } from './registry';

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
    ...(pin.videos ? { video: true } : {}),
  };
}
