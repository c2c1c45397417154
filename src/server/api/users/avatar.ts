import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Ctx } from '../../context.ts';
import { IMAGE_LIMITS } from '../../images/pipeline.ts';
import { requireUser } from '../../services/accounts/sessions.ts';
import { setAvatar } from '../../services/accounts/settings.ts';
import { tr } from '../../services/platform/i18n.ts';
import { ok } from '../envelope.ts';
import { readOneFile } from '../upload-errors.ts';

/**
 * `POST /v3/users/me/avatar/` with a multipart `file` (decision 005): the profile picture.
 * Multipart is registered only in this scope, so no other route accepts uploads.
 */
export function avatarRoute(getCtx: (req: FastifyRequest) => Ctx): FastifyPluginAsync {
  return async (app) => {
    await app.register(multipart, {
      limits: { fileSize: IMAGE_LIMITS.maxBytes, files: 2, fields: 5, parts: 7 },
    });
    app.post('/v3/users/me/avatar/', async (req, reply) => {
      const ctx = getCtx(req);
      // before reading 20 MB from someone who may not upload anything
      requireUser(ctx, tr(ctx, 'errors.accounts.logInToChangePicture'));
      const image = await readOneFile(req, ctx);
      return reply.send(ok(await setAvatar(ctx, image)));
    });
  };
}
