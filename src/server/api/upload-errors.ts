import { AppError, badRequest } from '../errors.ts';

function codeOf(e: unknown): string | undefined {
  return e && typeof e === 'object' ? String((e as { code?: unknown }).code ?? '') : undefined;
}

/** Multipart's own errors as the readable statuses of DESIGN.md (never a 500 for an upload). */
export function uploadFailure(e: unknown): unknown {
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
