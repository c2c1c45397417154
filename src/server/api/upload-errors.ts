import type { FastifyRequest } from 'fastify';
import { AppError, badRequest, isAppError } from '../errors.ts';

function codeOf(e: unknown): string | undefined {
  return e && typeof e === 'object' ? String((e as { code?: unknown }).code ?? '') : undefined;
}

/**
 * Multipart's own errors as the readable statuses of docs/architecture.md "The API" (never a 500 for an upload).
 * Whatever else goes wrong while reading the parts (no boundary, a body cut off, a broken part
 * header) is the sender's malformed body: 400 with the parser's reason.
 */
export function uploadFailure(e: unknown): unknown {
  if (isAppError(e)) return e;
  switch (codeOf(e)) {
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError('payload_too_large', 'That picture is too big. Use one under 20 MB.');
    case 'FST_FILES_LIMIT':
      return badRequest('Send one picture per upload.');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError(
        'unsupported_media_type',
        'Send the picture as multipart/form-data in a field named file.',
      );
    case 'FST_PROTO_VIOLATION':
      return badRequest('That upload is malformed.');
    default: {
      const reason = e instanceof Error && e.message ? ` (${e.message.slice(0, 120)})` : '';
      return badRequest(`That upload is malformed${reason}.`);
    }
  }
}

/**
 * The one picture of a multipart upload, in the field `file`: 400 for no file, an empty one or
 * two of them (the parser is registered with `files: 2` so a second one is seen and refused
 * rather than silently dropped).
 */
export async function readOneFile(req: FastifyRequest): Promise<Buffer> {
  let bytes: Buffer | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type !== 'file') continue;
      if (bytes !== null) {
        await part.toBuffer();
        throw badRequest('Send one picture per upload.');
      }
      bytes = await part.toBuffer();
    }
  } catch (e) {
    throw uploadFailure(e);
  }
  if (bytes === null) throw badRequest('Choose a picture to upload (a file in the field file).');
  if (bytes.length === 0) throw badRequest('That file is empty. Choose a picture to upload.');
  return bytes;
}
