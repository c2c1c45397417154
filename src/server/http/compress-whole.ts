import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import { Lru } from '../services/platform/versioned-cache.ts';
import { pickCoding } from './conditional.ts';
import { withVary } from './kept-reply.ts';

/** Text worth compressing (as @fastify/compress judges it); an event stream is never whole. */
const COMPRESSIBLE =
  /^text\/(?!event-stream)|(?:\+|\/)(?:json|xml|text)(?:;|$)|\/(?:x-)?javascript(?:;|$)/u;

/** How whole answers are compressed (app.ts; the streamed pages have settings of their own). */
export interface WholeCompression {
  /** smaller answers go as they are: compressing them saves less than it costs */
  threshold: number;
  /** brotli quality of an answer made for one request (a kept one is compressed apart) */
  quality: number;
}

/**
 * Decision 076: bytes whose SHA-256 the sender knows (`namedBytes`: no other bytes have that name), so that the same answer
 * made again (a visitor's feed page, asked by every visitor) is compressed once: one Buffer
 * object, one name, and the name stands for the bytes, whoever made them.
 */
const names = new WeakMap<Buffer, string>();

/** Says that `bytes` are named by `digest` (a SHA-256 of exactly these bytes). */
export function namedBytes(bytes: Buffer, digest: Buffer): Buffer {
  names.set(bytes, digest.toString('base64'));
  return bytes;
}

/**
 * The coded answers of named bytes, by coding, quality and name: a few hundred answers of a few
 * to a few tens of KB (an answer coded bigger than `MAX_KEPT_CODED` is not kept).
 */
const coded = new Lru<Buffer>(256);
const MAX_KEPT_CODED = 64 * 1024;

/**
 * Issue 32 (decision 071): an answer whose bytes are all there (a resource API call, a JSON or
 * XML document) is compressed in one call. @fastify/compress turns the same bytes into a stream
 * and pipes it through four more (peek, duplexify, zlib's transform): on the home feed API (98 KB
 * of JSON, cache off) that machinery and its garbage were a quarter of the request's CPU.
 * Compressing in one call took the feed from ~400 to ~1,100 answers a second on PostgreSQL; the
 * same call on the libuv pool gave ~700, its threads taking the CPU the main thread needs on a
 * 2-core machine. The plugin still compresses what is streamed (server-rendered pages); an answer
 * this hook coded carries its Content-Encoding, which the plugin leaves alone.
 */
export function installWholeCompression(app: FastifyInstance, opts: WholeCompression): void {
  // callback style: nothing here waits, so no promise per answer
  const hook: onSendHookHandler = (req, reply, payload, done) => {
    try {
      done(null, codedAnswer(req, reply, payload, opts));
    } catch (err) {
      done(err as Error);
    }
  };
  // A route's own hooks run after every instance's, as the plugin's do: what the instances' hooks
  // see is the answer before it is coded (the /v5 answers are kept so, decision 063). Installed
  // before the plugin, this one runs just before the plugin's.
  app.addHook('onRoute', (route) => {
    const own = route.onSend;
    route.onSend = own === undefined ? [hook] : Array.isArray(own) ? [...own, hook] : [own, hook];
  });
}

function codedAnswer(
  req: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  opts: WholeCompression,
): unknown {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  if (reply.hasHeader('content-encoding') || req.headers['x-no-compression'] !== undefined) {
    return payload;
  }
  if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? 'application/json'))) {
    return payload;
  }
  const size = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
  if (size < opts.threshold) return payload;
  const coding = pickCoding(req.headers['accept-encoding']);
  if (!coding) return payload;
  const bytes = typeof payload === 'string' ? Buffer.from(payload) : payload;
  const name = names.get(bytes);
  const key = name === undefined ? undefined : `${coding}${opts.quality}:${name}`;
  let out = key === undefined ? undefined : coded.get(key);
  if (out === undefined) {
    out =
      coding === 'br'
        ? brotliCompressSync(bytes, {
            params: {
              [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
              [zlib.BROTLI_PARAM_QUALITY]: opts.quality,
              [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          })
        : gzipSync(bytes);
    if (key !== undefined && out.length <= MAX_KEPT_CODED) coded.set(key, out);
  }
  const [varied] = withVary([['vary', String(reply.getHeader('vary') ?? '')]], 'accept-encoding');
  reply.header('vary', varied?.[1] ?? 'accept-encoding');
  reply.header('content-encoding', coding);
  reply.removeHeader('content-length');
  return out;
}
