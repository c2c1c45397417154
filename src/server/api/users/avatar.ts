import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Ctx } from '../../context.ts';
import { AppError, badRequest } from '../../errors.ts';
import { IMAGE_LIMITS } from '../../images/pipeline.ts';
import { requireUser } from '../../services/sessions.ts';
import { setAvatar } from '../../services/settings.ts';
import { ok } from '../envelope.ts';

function codeOf(e: unknown): string | undefined {
  return e && typeof e === 'object' ? String((e as { code?: unknown }).code ?? '') : undefined;
}

/** Multipart's own errors as the readable statuses of DESIGN.md (never a 500 for an upload). */
function uploadFailure(e: unknown): unknown {
  switch (codeOf(e)) {
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError('payload_too_large', 'That picture is too big. Use one under 20 MB.');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError(
        'unsupported_media_type',
        'Send the picture as multipart/form-data in a field named file.',
      );
    case 'FST_PROTO_VIOLATION':
      return badRequest('That upload is malformed.');
    default:
      return e;
  }
}

/**
 * `POST /v3/users/me/avatar/` with a multipart `file` (decision 005): the profile picture.
 * Multipart is registered only in this scope, so no other route accepts uploads.
 */
export function avatarRoute(getCtx: (req: FastifyRequest) => Ctx): FastifyPluginAsync {
  return async (app) => {
    await app.register(multipart, {
      limits: { fileSize: IMAGE_LIMITS.maxBytes, files: 1, fields: 5, parts: 6 },
    });
    app.post('/v3/users/me/avatar/', async (req, reply) => {
      const ctx = getCtx(req);
      // before reading 20 MB from someone who may not upload anything
      requireUser(ctx, 'Log in to change your picture');
      let image: Buffer;
      try {
        const file = await req.file();
        if (!file) throw badRequest('Choose a picture to upload.');
        image = await file.toBuffer();
      } catch (e) {
        throw uploadFailure(e);
      }
      return reply.send(ok(await setAvatar(ctx, image)));
    });
  };
}
