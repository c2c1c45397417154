import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Ctx } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { setFavorite } from '../../services/pins/favorites.ts';
import { tr } from '../../services/platform/i18n.ts';
import { ok } from '../envelope.ts';
import { idString } from '../resource.ts';

/** The path's Pin id; anything else is the 404 a missing Pin gets. */
export const favoriteParams = z.object({ id: idString });

/**
 * `POST` and `DELETE /v3/pins/{id}/favorite/` (spec 01 §7 P-354, P-355; decision 006), no
 * payload; answers `{ favoritedByMe, favoriteUserCount }`. getCtx applies CSRF (same origin,
 * and the x-csrf-token header with a session), as for resource calls.
 */
export function favoriteRoute(getCtx: (req: FastifyRequest) => Ctx): FastifyPluginAsync {
  return async (app) => {
    app.route<{ Params: { id: string } }>({
      method: ['POST', 'DELETE'],
      url: '/v3/pins/:id/favorite/',
      handler: async (req, reply) => {
        const ctx = getCtx(req);
        const id = favoriteParams.safeParse(req.params);
        if (!id.success) throw notFound(tr(ctx, 'errors.pins.thatPinNotFound'));
        return reply.send(ok(await setFavorite(ctx, id.data.id, req.method === 'POST')));
      },
    });
  };
}
