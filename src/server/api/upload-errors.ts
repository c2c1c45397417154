import type { FastifyRequest } from 'fastify';
import { AppError, badRequest, isAppError } from '../errors.ts';
import { type Reader, tr } from '../services/platform/i18n.ts';

function codeOf(e: unknown): string | undefined {
  return e && typeof e === 'object' ? String((e as { code?: unknown }).code ?? '') : undefined;
}

/**
 * Multipart's own errors as the readable statuses of docs/architecture.md "The API" (never a 500 for an upload).
 * Whatever else goes wrong while reading the parts (no boundary, a body cut off, a broken part
 * header) is the sender's malformed body: 400 with the parser's reason.
 */
export function uploadFailure(e: unknown, ctx: Reader = {}): unknown {
  if (isAppError(e)) return e;
  switch (codeOf(e)) {
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError(
        'payload_too_large',
        tr(ctx, 'errors.accounts.pictureTooBig', { mb: 20 }),
      );
    case 'FST_FILES_LIMIT':
      return badRequest(tr(ctx, 'errors.api.onePicture'));
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError('unsupported_media_type', tr(ctx, 'errors.api.multipart'));
    case 'FST_PROTO_VIOLATION':
      return badRequest(tr(ctx, 'errors.api.malformed'));
    default: {
      const reason = e instanceof Error && e.message ? e.message.slice(0, 120) : '';
      return badRequest(
        reason ? tr(ctx, 'errors.api.malformedWhy', { reason }) : tr(ctx, 'errors.api.malformed'),
      );
    }
  }
}

/**
 * The one picture of a multipart upload, in the field `file`: 400 for no file, an empty one or
 * two of them (the parser is registered with `files: 2` so a second one is seen and refused
 * rather than silently dropped).
 */
export async function readOneFile(req: FastifyRequest, ctx: Reader = {}): Promise<Buffer> {
  let bytes: Buffer | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type !== 'file') continue;
      if (bytes !== null) {
        await part.toBuffer();
        throw badRequest(tr(ctx, 'errors.api.onePicture'));
      }
      bytes = await part.toBuffer();
    }
  } catch (e) {
    throw uploadFailure(e, ctx);
  }
  if (bytes === null) throw badRequest(tr(ctx, 'errors.api.noPicture'));
  if (bytes.length === 0) throw badRequest(tr(ctx, 'errors.api.emptyFile'));
  return bytes;
}
