import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Ctx } from '../../context.ts';
import { listCollages } from '../../services/collages/read.ts';
import { ok } from '../envelope.ts';
import { parseListQuery } from './options.ts';

/**
 * `GET /v3/users/me/shuffles/?is_draft=false&transform_to_pins=true&fields=pin.type,pin.id,
 * pin.images,pin.description,pin.pinner` (spec 02 §7 M-339, M-340; §3 M-157): the signed-in
 * person's published collages as pin-shaped items; `is_draft=true` lists their drafts.
 */
export function shufflesGetRoute(getCtx: (req: FastifyRequest) => Ctx): FastifyPluginAsync {
  return async (app) => {
    app.get('/v3/users/me/shuffles/', async (req, reply) => {
      const ctx = getCtx(req);
      const { isDraft } = parseListQuery(ctx, req.query);
      return reply.send(ok(await listCollages(ctx, { isDraft })));
    });
  };
}
