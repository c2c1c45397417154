import { z } from 'zod';
import { DEFAULT_STAT_RANGE, STAT_RANGES } from '#domain/analytics/analytics-events';
import { pinStats } from '../../services/analytics/stats.ts';
import { defineResource, idString } from '../resource.ts';

/** One of the analytics page's ranges (7, 30 or 90 days); anything else is a 400. */
export const statRangeOption = z
  .literal(STAT_RANGES, { error: 'errors.api.daysOneOf' })
  .default(DEFAULT_STAT_RANGE);

/**
 * Issue 15: `GET /resource/PinAnalyticsResource/get/?data={"options":{"pin_id":"…","days":30}}`,
 * a pin's totals and daily series over the range. A visitor gets 401; anyone but the pin's owner
 * gets 404, as for a pin that does not exist: the existence of a pin's stats is private.
 */
export const pinStatsGet = defineResource({
  name: 'PinAnalyticsResource',
  action: 'get',
  options: z.strictObject({ pin_id: idString, days: statRangeOption }),
  async run(ctx, o) {
    return { data: await pinStats(ctx, o.pin_id, o.days) };
  },
});
