import { z } from 'zod';
import type { UserModel } from '#domain/pins/models';
import { getUserByUsername } from '../../services/accounts/users.ts';
import type { SaveSettings } from '../../services/pins/saves.ts';
import { defineResource } from '../resource.ts';
import { plainText } from '../text.ts';
import { runSaveSettings, saveSettingsOptions } from './user-save-settings.ts';

const profileOptions = z.object({
  username: plainText().min(1).max(30),
  field_set_key: plainText().max(40).optional(),
});

/**
 * spec 01 §7 UserResource fetch: `username` with a profile field set, or `user_id` with
 * field_set_key `quicksave` / `save_behavior` (P-338, P-339), which answers the save settings.
 */
export const userGet = defineResource({
  name: 'UserResource',
  action: 'get',
  options: z.union([saveSettingsOptions, profileOptions]),
  async run(ctx, o): Promise<{ data: UserModel | SaveSettings }> {
    if ('user_id' in o) return { data: await runSaveSettings(ctx, o) };
    return { data: await getUserByUsername(ctx, o.username) };
  },
});
