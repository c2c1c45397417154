import { z } from 'zod';
import { API_SCOPES, TOKEN_EXPIRY_DAYS } from '#domain/accounts/api-tokens';
import {
  createApiToken,
  listApiTokens,
  revokeApiToken,
} from '../../services/accounts/api-tokens.ts';
import { defineResource, idString } from '../resource.ts';
import { plainText } from '../text.ts';

/** Decision 055: Settings → Apps and tokens. The list never holds a token itself. */
export const apiTokensGet = defineResource({
  name: 'ApiTokensResource',
  action: 'get',
  options: z.object({}),
  async run(ctx) {
    return { data: await listApiTokens(ctx) };
  },
});

/** A new token: its value is in this answer once, and nowhere else ever. */
export const apiTokenCreate = defineResource({
  name: 'ApiTokenResource',
  action: 'create',
  options: z.object({
    name: plainText().max(200),
    scopes: z.array(z.enum(API_SCOPES)).min(1).max(API_SCOPES.length),
    expiry_days: z
      .union(TOKEN_EXPIRY_DAYS.map((d) => z.literal(d)) as [z.ZodLiteral<7>, ...z.ZodLiteral[]])
      .default(90),
  }),
  async run(ctx, o) {
    const made = await createApiToken(ctx, {
      name: o.name,
      scopes: o.scopes,
      expiryDays: o.expiry_days as (typeof TOKEN_EXPIRY_DAYS)[number],
    });
    return { data: made };
  },
});

export const apiTokenDelete = defineResource({
  name: 'ApiTokenResource',
  action: 'delete',
  options: z.object({ id: idString }),
  async run(ctx, o) {
    return { data: await revokeApiToken(ctx, Number(o.id)) };
  },
});
