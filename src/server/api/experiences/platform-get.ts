import { z } from 'zod';
import { experiencesForPlacements } from '../../services/experiences/serve.ts';
import { defineResource } from '../resource.ts';
import { extraContextOption, placementIdsOption, targetingOption } from './options.ts';

/**
 * spec 02 §7 (M-324–M-326): GET UserExperiencePlatformResource. Without placement_ids, every
 * placement with an experience for `targeting.route`; `multiExperiencePlatform: true` answers
 * each placement's list, else its one best experience.
 */
export const experiencePlatformGet = defineResource({
  name: 'UserExperiencePlatformResource',
  action: 'get',
  options: z.object({
    placement_ids: placementIdsOption.optional(),
    extra_context: extraContextOption,
    targeting: targetingOption,
    multiExperiencePlatform: z.boolean().optional(),
  }),
  async run(ctx, o) {
    const data = await experiencesForPlacements(ctx, {
      placementIds: o.placement_ids,
      route: o.targeting?.route ?? null,
      extraContext: o.extra_context ?? null,
      multi: o.multiExperiencePlatform === true,
    });
    return { data };
  },
});
