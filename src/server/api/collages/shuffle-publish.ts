import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Ctx } from '../../context.ts';
import { publishCollage } from '../../services/collages/write.ts';
import { ok } from '../envelope.ts';
import { collageId } from './options.ts';

/**
 * `POST /v3/users/me/shuffles/{id}/publish/` (issue 14; spec 02 §5 M-302): sets is_draft false
 * and published_at, after which the collage is in the published list. CSRF as for every write.
 */
export function shufflePublishRoute(getCtx: (req: FastifyRequest) => Ctx): FastifyPluginAsync {
  return async (app) => {
    app.post<{ Params: { id: string } }>(
      '/v3/users/me/shuffles/:id/publish/',
      async (req, reply) => {
        const ctx = getCtx(req);
        return reply.send(ok(await publishCollage(ctx, collageId(ctx, req.params.id))));
      },
    );
  };
}
