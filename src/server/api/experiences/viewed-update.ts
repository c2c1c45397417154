import { recordExperienceAction } from '../../services/experiences/status.ts';
import { defineResource } from '../resource.ts';
import { lifecycleOptions } from './options.ts';

/**
 * spec 02 §7 (M-330, M-331; M-187): the view call. A second view keeps the status and counts
 * toward the frequency cap; after completion or dismissal it changes nothing.
 */
export const experienceViewedUpdate = defineResource({
  name: 'UserExperienceViewedResource',
  action: 'update',
  options: lifecycleOptions,
  async run(ctx, o) {
    const data = await recordExperienceAction(ctx, 'view', {
      placedExperienceId: o.placed_experience_id,
      extraContext: o.extra_context ?? null,
    });
    return { data };
  },
});
