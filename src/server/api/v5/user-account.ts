import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hasScope } from '#domain/accounts/api-tokens';
import { getOwnUser } from '../../services/accounts/users.ts';
import { profileCounts } from '../../services/boards/read.ts';
import { authenticationFailed, need } from './call.ts';
import { v5Account } from './present.ts';
import { errorResponses, UserAccount } from './schemas.ts';

/** GET /v5/user_account: the token owner's account (user_accounts:read). */
export const userAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user_account',
    {
      schema: {
        tags: ['user_account'],
        operationId: 'user_account/get',
        summary: 'Get user account',
        security: [{ bearer: ['user_accounts:read'] }],
        response: { 200: UserAccount, ...errorResponses },
      },
    },
    async (req) => {
      const call = need(req, 'user_accounts:read');
      const me = await getOwnUser(call.ctx);
      if (!me) throw authenticationFailed(req);
      // what the token may not see is not counted either
      const secret = {
        boards: hasScope(call.scopes, 'boards:read_secret'),
        pins: hasScope(call.scopes, 'pins:read_secret'),
      };
      return v5Account(me, await profileCounts(call.ctx, Number(me.id), secret));
    },
  );
};
