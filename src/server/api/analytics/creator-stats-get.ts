import { z } from 'zod';
import { METRICS } from '#domain/analytics/analytics-events';
import { creatorOverview } from '../../services/analytics/overview.ts';
import { defineResource } from '../resource.ts';
import { statRangeOption } from './pin-stats-get.ts';

/**
 * Issue 15: `GET /resource/CreatorAnalyticsResource/get/?data={"options":{"days":30}}`, the
 * signed-in creator's top pins by each metric over the range; `metric` narrows the answer to
 * one list. A visitor gets 401.
 */
export const creatorStatsGet = defineResource({
  name: 'CreatorAnalyticsResource',
  action: 'get',
  options: z.strictObject({ days: statRangeOption, metric: z.enum(METRICS).optional() }),
  async run(ctx, o) {
    const overview = await creatorOverview(ctx, o.days);
    if (!o.metric) return { data: overview };
    return { data: { ...overview, top: { [o.metric]: overview.top[o.metric] } } };
  },
});
