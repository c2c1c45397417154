import { z } from 'zod';
import { experiencesForPlacements } from '../../services/experiences/serve.ts';
import { defineResource } from '../resource.ts';
import { extraContextOption, placementIdsOption, targetingOption } from './options.ts';

/**
 * spec 02 §7 (M-327, M-328): GET UserExperienceResource, the best experience of each of the
 * placement_ids (null where there is none).
 */
export const experienceGet = defineResource({
  name: 'UserExperienceResource',
  action: 'get',
  options: z.object({
    placement_ids: placementIdsOption,
    extra_context: extraContextOption,
    targeting: targetingOption,
  }),
  async run(ctx, o) {
    const data = await experiencesForPlacements(ctx, {
      placementIds: o.placement_ids,
      route: o.targeting?.route ?? null,
      extraContext: o.extra_context ?? null,
      multi: false,
    });
    return { data };
  },
});
