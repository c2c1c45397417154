import { recordExperienceAction } from '../../services/experiences/status.ts';
import { defineResource } from '../resource.ts';
import { lifecycleOptions } from './options.ts';

/**
 * spec 02 §7 (M-332; M-190): the complete call, once: a repeat (or one after a dismissal) is a
 * 200 that changes nothing.
 */
export const experienceCompletedUpdate = defineResource({
  name: 'UserExperienceCompletedResource',
  action: 'update',
  options: lifecycleOptions,
  async run(ctx, o) {
    const data = await recordExperienceAction(ctx, 'complete', {
      placedExperienceId: o.placed_experience_id,
      extraContext: o.extra_context ?? null,
    });
    return { data };
  },
});
