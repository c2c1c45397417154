import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Ctx } from '../../context.ts';
import { badRequest } from '../../errors.ts';
import { pagePictures } from '../../services/pins/page-images.ts';
import { tr } from '../../services/platform/i18n.ts';
import { ok } from '../envelope.ts';
import { plainText } from '../text.ts';

export const pagePicturesBody = z.object({ url: plainText().trim().min(1).max(2048) });

/**
 * Decision 051 `POST /v3/pins/page-pictures/` with JSON `{ "url": … }`: the pictures of a web
 * page for the builder's "Save from a website" (signed-in only, counted as an upload).
 */
export function pagePicturesRoute(getCtx: (req: FastifyRequest) => Ctx): FastifyPluginAsync {
  return async (app) => {
    app.post('/v3/pins/page-pictures/', async (req, reply) => {
      const ctx = getCtx(req);
      const parsed = pagePicturesBody.safeParse(req.body);
      if (!parsed.success)
        throw badRequest(tr(ctx, 'errors.pins.sendPageUrl', { example: '{"url": "https://…"}' }));
      return reply.send(ok(await pagePictures(ctx, parsed.data.url)));
    });
  };
}
