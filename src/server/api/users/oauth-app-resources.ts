import { z } from 'zod';
import {
  createOAuthApp,
  deleteOAuthApp,
  listOAuthApps,
  listOAuthGrants,
  revokeOAuthGrant,
} from '../../services/accounts/oauth-apps.ts';
import { defineResource, idString } from '../resource.ts';
import { plainText } from '../text.ts';

/** Decision 058: Settings → Apps and tokens, the apps a person registered. Never a secret. */
export const oauthAppsGet = defineResource({
  name: 'OAuthAppsResource',
  action: 'get',
  options: z.object({}),
  async run(ctx) {
    return { data: await listOAuthApps(ctx) };
  },
});

/** Registers an app: a confidential one's secret is in this answer once, and nowhere else. */
export const oauthAppCreate = defineResource({
  name: 'OAuthAppResource',
  action: 'create',
  options: z.object({
    name: plainText().max(200),
    redirect_uris: z.array(z.string().max(500)).min(1).max(10),
    confidential: z.boolean().default(false),
  }),
  async run(ctx, o) {
    const made = await createOAuthApp(ctx, {
      name: o.name,
      redirectUris: o.redirect_uris.join('\n'),
      confidential: o.confidential,
    });
    return { data: made };
  },
});

/** Deletes an app and, at once, every token it holds. */
export const oauthAppDelete = defineResource({
  name: 'OAuthAppResource',
  action: 'delete',
  options: z.object({ id: idString }),
  async run(ctx, o) {
    return { data: await deleteOAuthApp(ctx, Number(o.id)) };
  },
});

/** The apps a person let use their account. */
export const oauthGrantsGet = defineResource({
  name: 'OAuthGrantsResource',
  action: 'get',
  options: z.object({}),
  async run(ctx) {
    return { data: await listOAuthGrants(ctx) };
  },
});

/** Revoke access: the app's tokens for this person stop working at once. */
export const oauthGrantDelete = defineResource({
  name: 'OAuthGrantResource',
  action: 'delete',
  options: z.object({ app_id: idString }),
  async run(ctx, o) {
    return { data: await revokeOAuthGrant(ctx, Number(o.app_id)) };
  },
});
