import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Ctx } from '../../context.ts';
import { getCollage } from '../../services/collages/read.ts';
import { ok } from '../envelope.ts';
import { collageId } from './options.ts';

/** `GET /v3/users/me/shuffles/{id}/` (issue 14): an own collage with its cut-outs, to edit. */
export function shuffleGetRoute(getCtx: (req: FastifyRequest) => Ctx): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Params: { id: string } }>('/v3/users/me/shuffles/:id/', async (req, reply) => {
      const ctx = getCtx(req);
      return reply.send(ok(await getCollage(ctx, collageId(ctx, req.params.id))));
    });
  };
}
