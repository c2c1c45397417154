import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Ctx } from '../../context.ts';
import { shuffleCreateRoute } from './shuffle-create.ts';
import { shuffleDeleteRoute } from './shuffle-delete.ts';
import { shuffleGetRoute } from './shuffle-get.ts';
import { shufflePublishRoute } from './shuffle-publish.ts';
import { shuffleUpdateRoute } from './shuffle-update.ts';
import { shufflesGetRoute } from './shuffles-get.ts';

/** The collage calls (issue 14), one file each; REST under /v3/users/me/shuffles/ (spec 02 §7). */
export function collageRoutes(getCtx: (req: FastifyRequest) => Ctx): FastifyPluginAsync {
  return async (app) => {
    for (const route of [
      shufflesGetRoute,
      shuffleGetRoute,
      shuffleCreateRoute,
      shuffleUpdateRoute,
      shufflePublishRoute,
      shuffleDeleteRoute,
    ]) {
      await app.register(route(getCtx));
    }
  };
}
