import { recordExperienceAction } from '../../services/experiences/status.ts';
import { defineResource } from '../resource.ts';
import { lifecycleOptions } from './options.ts';

/**
 * spec 02 §7 (M-333; M-194): the dismiss call, once: a repeat (or one after completion) is a 200
 * that changes nothing.
 */
export const experienceDelete = defineResource({
  name: 'UserExperienceResource',
  action: 'delete',
  options: lifecycleOptions,
  async run(ctx, o) {
    const data = await recordExperienceAction(ctx, 'dismiss', {
      placedExperienceId: o.placed_experience_id,
      extraContext: o.extra_context ?? null,
    });
    return { data };
  },
});
