import { z } from 'zod';
import { setSaveBehavior } from '../../services/accounts/settings.ts';
import { defineResource } from '../resource.ts';

/** P-094: what Save does for this account (0 save to profile, 1 show the board picker). */
export const saveBehaviorUpdate = defineResource({
  name: 'UserSaveBehaviorResource',
  action: 'update',
  options: z.object({ save_behavior: z.union([z.literal(0), z.literal(1)]) }),
  async run(ctx, o) {
    return { data: await setSaveBehavior(ctx, o.save_behavior) };
  },
});
