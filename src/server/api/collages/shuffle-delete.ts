import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Ctx } from '../../context.ts';
import { deleteCollage } from '../../services/collages/write.ts';
import { ok } from '../envelope.ts';
import { collageId } from './options.ts';

/**
 * `DELETE /v3/users/me/shuffles/{id}/` (spec 02 §4 delete confirmation): deletes an own
 * collage; someone else's is a 404. CSRF as for every write.
 */
export function shuffleDeleteRoute(getCtx: (req: FastifyRequest) => Ctx): FastifyPluginAsync {
  return async (app) => {
    app.delete<{ Params: { id: string } }>('/v3/users/me/shuffles/:id/', async (req, reply) => {
      const ctx = getCtx(req);
      return reply.send(ok(await deleteCollage(ctx, collageId(ctx, req.params.id))));
    });
  };
}
