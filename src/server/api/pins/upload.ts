import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Ctx } from '../../context.ts';
import { badRequest } from '../../errors.ts';
import { IMAGE_LIMITS } from '../../images/pipeline.ts';
import { requireUser } from '../../services/accounts/sessions.ts';
import { type UploadSource, uploadPinImage } from '../../services/pins/upload.ts';
import { tr } from '../../services/platform/i18n.ts';
import { ok } from '../envelope.ts';
import { plainText } from '../text.ts';
import { readOneFile } from '../upload-errors.ts';

export const uploadUrlBody = z.object({ url: plainText().trim().min(1).max(2048) });

async function sourceOf(ctx: Ctx, req: FastifyRequest): Promise<UploadSource> {
  if (req.isMultipart()) {
    return { bytes: await readOneFile(req, ctx) };
  }
  const parsed = uploadUrlBody.safeParse(req.body);
  if (!parsed.success) {
    throw badRequest(tr(ctx, 'errors.pins.sendPicture', { example: '{"url": "https://…"}' }));
  }
  return { url: parsed.data.url };
}

/**
 * decision 006 `POST /v3/pins/uploads/`: one picture as a multipart `file` (≤ 20 MB) or JSON
 * `{ "url": … }` fetched behind the SSRF guard. Multipart is registered only in this scope.
 */
export function pinUploadRoute(getCtx: (req: FastifyRequest) => Ctx): FastifyPluginAsync {
  return async (app) => {
    await app.register(multipart, {
      limits: { fileSize: IMAGE_LIMITS.maxBytes, files: 2, fields: 5, parts: 7 },
    });
    app.post('/v3/pins/uploads/', async (req, reply) => {
      const ctx = getCtx(req);
      // before reading 20 MB from someone who may not upload anything
      requireUser(ctx, tr(ctx, 'errors.boards.createPrompt'));
      const source = await sourceOf(ctx, req);
      return reply.send(ok(await uploadPinImage(ctx, source)));
    });
  };
}
