import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { IMPORT_SOURCES, type ImportSource } from '#domain/imports/import-item';
import { IMPORT_SOURCE_INFO, largestImportFile, tooLargeMessage } from '#domain/imports/sources';
import type { Ctx } from '../../context.ts';
import { AppError, badRequest, isAppError } from '../../errors.ts';
import { requireUser } from '../../services/accounts/sessions.ts';
import { createImport } from '../../services/imports/imports.ts';
import type { PinryAccess } from '../../services/imports/pinry-api.ts';
import { sayWords } from '../../services/imports/read-file.ts';
import { tr } from '../../services/platform/i18n.ts';
import { consume } from '../../services/platform/rate-limit.ts';
import { parseIn } from '../../services/platform/zod-i18n.ts';
import { ok } from '../envelope.ts';
import { uploadFailure } from '../upload-errors.ts';

export const importQuery = z.object({
  source: z.enum(IMPORT_SOURCES, { message: 'errors.imports.sourceOneOf' }),
  start: z.enum(['0', '1']).default('0'),
});

/**
 * The one export file of the upload (field `file`), streamed to a temporary file (decision 054:
 * a ZIP of hundreds of MB is never held in memory), with the import's own readable errors; for
 * Pinry, the fields `address` and `token` of a running instance instead of a file. The caller
 * removes the folder it is in.
 */
async function importInput(
  ctx: Ctx,
  req: FastifyRequest,
  source: ImportSource,
  dir: string,
): Promise<{ path: string } | PinryAccess> {
  const file = path.join(dir, 'upload');
  let got = false;
  const fields: Record<string, string> = {};
  try {
    for await (const part of req.parts()) {
      if (part.type !== 'file') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (got) throw badRequest(tr(ctx, 'errors.imports.oneFile'));
      got = true;
      await pipeline(part.file, createWriteStream(file));
      if (part.file.truncated)
        throw new AppError('payload_too_large', sayWords(ctx, tooLargeMessage(source)));
    }
  } catch (e) {
    const code = (e as { code?: unknown }).code;
    if (!isAppError(e) && code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('payload_too_large', sayWords(ctx, tooLargeMessage(source)));
    }
    throw uploadFailure(e, ctx);
  }
  if (got && (await stat(file)).size > 0) return { path: file };
  if (source === 'pinry' && (fields.address || fields.token)) {
    return { address: fields.address ?? '', token: fields.token ?? '' };
  }
  throw badRequest(
    source === 'pinry'
      ? tr(ctx, 'errors.imports.pinryFields')
      : tr(ctx, 'errors.imports.chooseFile'),
  );
}

/**
 * Issue 35 `POST /v3/imports/?source=…[&start=1]` (decisions 053, 054): an export file as
 * multipart (field `file`, within its source’s limit: IMPORT_SOURCE_INFO), or for Pinry the
 * fields `address` and `token` of a running instance. Without `start` it answers the preview and stores nothing;
 * with it, the import is stored and queued, and its id answered. Ten files an hour a person.
 */
export function importUploadRoute(getCtx: (req: FastifyRequest) => Ctx): FastifyPluginAsync {
  return async (app) => {
    await app.register(multipart, {
      limits: { fileSize: largestImportFile(), files: 2, fields: 3, fieldSize: 4096, parts: 5 },
    });
    app.post('/v3/imports/', async (req, reply) => {
      const ctx = getCtx(req);
      const me = requireUser(ctx, tr(ctx, 'errors.imports.logIn'));
      const query = parseIn(ctx, importQuery, req.query, {
        sources: IMPORT_SOURCES.join(', '),
      });
      if (!query.success)
        throw badRequest(query.error.issues[0]?.message ?? tr(ctx, 'errors.imports.sayTheSource'));
      if (!req.isMultipart()) {
        throw new AppError('unsupported_media_type', tr(ctx, 'errors.imports.multipart'));
      }
      await consume(ctx, 'importFiles', String(me), {
        message: tr(ctx, 'errors.imports.tooManyUploads'),
      });
      // a body larger than the source takes is refused before a byte of it is read
      const { source } = query.data;
      const length = Number(req.headers['content-length'] ?? 0);
      if (length > IMPORT_SOURCE_INFO[source].maxBytes + 64 * 1024) {
        throw new AppError('payload_too_large', sayWords(ctx, tooLargeMessage(source)));
      }
      const dir = await mkdtemp(path.join(tmpdir(), 'tessera-upload-'));
      try {
        const input = await importInput(ctx, req, source, dir);
        const made = await createImport(ctx, source, input, { start: query.data.start === '1' });
        return reply.send(ok(made));
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    });
  };
}
