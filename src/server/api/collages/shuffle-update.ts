import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Ctx } from '../../context.ts';
import { updateCollage } from '../../services/collages/write.ts';
import { ok } from '../envelope.ts';
import { collageId, parseCollageBody } from './options.ts';

/**
 * `PUT /v3/users/me/shuffles/{id}/` with `{ title, items }` (issue 14): replaces an own
 * collage's title and cut-outs; someone else's is a 404. CSRF as for every write.
 */
export function shuffleUpdateRoute(getCtx: (req: FastifyRequest) => Ctx): FastifyPluginAsync {
  return async (app) => {
    app.put<{ Params: { id: string } }>('/v3/users/me/shuffles/:id/', async (req, reply) => {
      const ctx = getCtx(req);
      const id = collageId(ctx, req.params.id);
      return reply.send(ok(await updateCollage(ctx, id, parseCollageBody(ctx, req.body))));
    });
  };
}
