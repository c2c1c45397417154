import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { type ImageSize, SERVED_SIZES } from '#domain/media/image-size';
import { retryAfterOf } from '../errors.ts';
import { type BlobStore, BlobStoreUnavailableError } from './blob-store.ts';
import { CONTENT_TYPES, renderVariant, storedVariantKey, type VariantFormat } from './pipeline.ts';

const FILE_PATTERN = /^([0-9a-f]{32})\.(jpg|webp)$/;
/** Content-addressed URLs never change meaning, so browsers and CDNs may keep them forever. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';
/**
 * decision 047: a redirect is temporary (302) and kept a day, not for ever like a 301, so moving
 * the bucket or CDN (a new S3_PUBLIC_URL) reaches every browser within a day.
 */
const REDIRECT_CACHE_CONTROL = 'public, max-age=86400';
/** Keys known to be in the store: a redirect needs no HeadObject for them. Bounded memory. */
const KNOWN_KEYS_MAX = 50_000;

function isImageSize(value: string): value is ImageSize {
  return (SERVED_SIZES as readonly string[]).includes(value);
}

function sendError(
  reply: FastifyReply,
  status: 400 | 404 | 503,
  code: 'bad_request' | 'not_found' | 'unavailable',
  message: string,
): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .send({ resource_response: { data: null, error: { code, message, http_status: status } } });
}

function etagOf(signature: string, size: ImageSize, format: VariantFormat): string {
  return `"${signature}-${size}-${format}"`;
}

/** RFC 9110 weak comparison: a `W/` prefix is ignored. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === etag || tag === `W/${etag}`;
  });
}

/**
 * `GET /img/:size/:file` with file `<signature>.<jpg|webp>`: one URL per size and format, so
 * responses need no `Vary` and cache well. Variants are rendered on first request. With
 * `publicUrl` (S3_PUBLIC_URL, decision 047) the answer is a redirect to the stored object.
 */
export function imageRoutes(
  store: BlobStore,
  opts: { publicUrl?: string | undefined } = {},
): FastifyPluginAsync {
  const knownKeys = new Map<string, string>();

  async function redirectKey(
    signature: string,
    size: ImageSize,
    format: VariantFormat,
  ): Promise<string | null> {
    const id = `${size}/${signature}.${format}`;
    const known = knownKeys.get(id);
    if (known) return known;
    const key = await storedVariantKey(store, signature, size, format);
    if (key) {
      if (knownKeys.size >= KNOWN_KEYS_MAX) knownKeys.clear();
      knownKeys.set(id, key);
    }
    return key;
  }

  return async function imagePlugin(app) {
    app.get<{ Params: { size: string; file: string } }>(
      '/img/:size/:file',
      async (request, reply) => {
        const { size, file } = request.params;
        if (!isImageSize(size)) {
          return sendError(
            reply,
            400,
            'bad_request',
            `Unknown image size "${size}". Use one of ${SERVED_SIZES.join(', ')}.`,
          );
        }
        const match = FILE_PATTERN.exec(file);
        const signature = match?.[1];
        const format = match?.[2] as VariantFormat | undefined;
        if (!signature || !format) {
          return sendError(
            reply,
            400,
            'bad_request',
            'The image file must be a 32-character lowercase hex signature followed by .jpg or .webp.',
          );
        }

        const etag = etagOf(signature, size, format);
        // the bytes behind a signature never change, so a matching tag needs no store lookup
        if (matchesEtag(request.headers['if-none-match'], etag)) {
          return reply.code(304).header('etag', etag).header('cache-control', CACHE_CONTROL).send();
        }

        try {
          if (opts.publicUrl) {
            const key = await redirectKey(signature, size, format);
            if (!key) return sendError(reply, 404, 'not_found', 'Image not found.');
            return reply
              .code(302)
              .header('cache-control', REDIRECT_CACHE_CONTROL)
              .header('location', `${opts.publicUrl}/${key}`)
              .send();
          }
          const body = await renderVariant(store, signature, size, format);
          if (!body) return sendError(reply, 404, 'not_found', 'Image not found.');
          return reply
            .header('content-type', CONTENT_TYPES[format])
            .header('cache-control', CACHE_CONTROL)
            .header('etag', etag)
            .send(body);
        } catch (error) {
          if (!(error instanceof BlobStoreUnavailableError)) throw error;
          request.log.warn({ err: error, reason: error.reason }, 'image store unavailable');
          reply.header('retry-after', String(retryAfterOf(error) ?? 5));
          return sendError(reply, 503, 'unavailable', error.message);
        }
      },
    );
  };
}
