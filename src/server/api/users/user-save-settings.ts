import { z } from 'zod';
import type { Ctx } from '../../context.ts';
import { userSaveSettings } from '../../services/pins/saves.ts';
import { idString } from '../resource.ts';

/**
 * spec 01 §7 (P-338, P-339) UserResource fetch variants: `user_id` with field_set_key
 * `quicksave` or `save_behavior`; user-get.ts takes this branch when it sees these options.
 */
export const saveSettingsOptions = z.object({
  user_id: idString,
  field_set_key: z.enum(['quicksave', 'save_behavior']),
});

export function runSaveSettings(ctx: Ctx, o: z.infer<typeof saveSettingsOptions>) {
  return userSaveSettings(ctx, o.user_id);
}
