import { z } from 'zod';
import { updateProfile } from '../../services/accounts/settings.ts';
import { defineResource } from '../resource.ts';
import { plainText } from '../text.ts';

/** decision 005: profile settings (name, username, about, website). */
export const settingsUpdate = defineResource({
  name: 'UserSettingsResource',
  action: 'update',
  options: z.object({
    first_name: plainText().max(1000),
    last_name: plainText().max(1000).default(''),
    username: plainText().max(200),
    about: plainText().max(5000).default(''),
    website_url: plainText().max(5000).nullable().default(null),
  }),
  async run(ctx, o) {
    const user = await updateProfile(ctx, {
      firstName: o.first_name,
      lastName: o.last_name,
      username: o.username,
      about: o.about,
      websiteUrl: o.website_url,
    });
    return { data: user };
  },
});
