import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Ctx } from '../../context.ts';
import { createCollage } from '../../services/collages/write.ts';
import { ok } from '../envelope.ts';
import { parseCollageBody } from './options.ts';

/**
 * `POST /v3/users/me/shuffles/` with `{ title, items }` (issue 14): a new draft collage.
 * getCtx applies CSRF (same origin, and x-csrf-token with a session) as for every write.
 */
export function shuffleCreateRoute(getCtx: (req: FastifyRequest) => Ctx): FastifyPluginAsync {
  return async (app) => {
    app.post('/v3/users/me/shuffles/', async (req, reply) => {
      const ctx = getCtx(req);
      return reply.code(201).send(ok(await createCollage(ctx, parseCollageBody(ctx, req.body))));
    });
  };
}
