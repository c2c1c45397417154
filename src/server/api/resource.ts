import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { findBadText, printable } from '#domain/formatting/text-input';
import type { Ctx } from '../context.ts';
import { badRequest } from '../errors.ts';
import { namedBytes } from '../http/compress-whole.ts';
import { etagOfDigest, notModified } from '../http/conditional.ts';
import { requestLocale } from '../http/locale.ts';
import type { CacheSlot, ResponseCache } from '../http/response-cache.ts';
import { tr } from '../services/platform/i18n.ts';
import { jsonAnswer } from '../services/platform/kept-json.ts';
import { parseIn } from '../services/platform/zod-i18n.ts';
import { fail, ok } from './envelope.ts';
import { plainText, textProblemSaid } from './text.ts';

export type ResourceAction = 'get' | 'create' | 'update' | 'delete';

/** What a resource handler returns: data, plus a bookmark for feeds. */
export interface ResourceResult<T> {
  data: T;
  bookmark?: string | null;
}

/**
 * One endpoint of the resource API (spec 01 §7): `GET /resource/{Name}/get/?data={"options":…}`
 * or `POST /resource/{Name}/{action}/` with `{"options":…}`. Options are checked with zod here,
 * so a handler only sees valid input.
 */
export interface ResourceDef<S extends z.ZodType = z.ZodType, T = unknown> {
  name: string;
  action: ResourceAction;
  options: S;
  run(ctx: Ctx, options: z.infer<S>): Promise<ResourceResult<T>>;
}

export function defineResource<S extends z.ZodType, T>(def: ResourceDef<S, T>): ResourceDef<S, T> {
  return def;
}

const NAME = /^[A-Za-z][A-Za-z0-9]{0,80}Resource$/;
const ACTIONS = new Set<string>(['get', 'create', 'update', 'delete']);

/**
 * A zod error as one readable line: `path: message` per issue (parsed with `parseIn`, so in the
 * request's language).
 */
export function readableZodError(e: z.ZodError): string {
  return e.issues
    .map((i) =>
      i.path.length ? `${printable(i.path.map(String).join('.'))}: ${i.message}` : i.message,
    )
    .join('; ');
}

function parseGetData(ctx: Ctx, raw: unknown): unknown {
  if (raw === undefined || raw === '') return {};
  if (typeof raw !== 'string') throw badRequest(tr(ctx, 'errors.api.dataNotString'));
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw badRequest(tr(ctx, 'errors.api.dataNotJson'));
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw badRequest(tr(ctx, 'errors.api.dataNotObject'));
  }
  return (parsed as { options?: unknown }).options ?? {};
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Issue 12: a GET's answer carries a strong ETag (its body's hash) and is 304 when the client
 * has it; a visitor's is kept in `cache` until data changes.
 */
export function resourcePlugin(
  defs: ResourceDef[],
  getCtx: (req: FastifyRequest) => Ctx,
  cache?: ResponseCache,
): FastifyPluginAsync {
  const byKey = new Map(defs.map((d) => [`${d.name}/${d.action}`, d]));
  const names = new Set(defs.map((d) => d.name));

  async function handle(
    req: FastifyRequest<{ Params: { name: string; action: string } }>,
    reply: FastifyReply,
    rawOptions: (ctx: Ctx) => unknown,
  ) {
    const { name, action } = req.params;
    if (!NAME.test(name) || !names.has(name)) {
      return reply.code(404).send(
        fail(
          'unknown_resource',
          tr(requestLocale(req), 'errors.api.unknownResource', {
            name: name.slice(0, 100),
          }),
          404,
        ),
      );
    }
    if (!ACTIONS.has(action)) {
      return reply.code(404).send(
        fail(
          'unknown_action',
          tr(requestLocale(req), 'errors.api.unknownAction', {
            action: action.slice(0, 40),
          }),
          404,
        ),
      );
    }
    const def = byKey.get(`${name}/${action}`);
    if (!def) {
      return reply
        .code(404)
        .send(
          fail(
            'unknown_action',
            tr(requestLocale(req), 'errors.api.noSuchAction', { name, action }),
            404,
          ),
        );
    }
    const expectedMethod = action === 'get' ? 'GET' : 'POST';
    const method = req.method === 'HEAD' ? 'GET' : req.method;
    if (method !== expectedMethod) {
      return reply
        .code(405)
        .header('allow', expectedMethod)
        .send(
          fail(
            'method_not_allowed',
            tr(requestLocale(req), 'errors.api.wrongMethod', {
              name,
              action,
              expected: expectedMethod,
              method: req.method,
            }),
            405,
          ),
        );
    }
    // CSRF (in getCtx) before validation: a forged request learns nothing from field messages
    const ctx = getCtx(req);
    const slot = action === 'get' ? (cache?.slotOf(req, ctx) ?? null) : null;
    let kept = slot ? cache?.lookup(slot) : undefined;
    // no await unless another request is making this answer: nobody else looks in between
    const making = slot && !kept ? cache?.joinFlight(slot) : undefined;
    if (making) kept = await making;
    if (kept) return cache?.send(req, reply, kept, '');
    // the misses that wait for this answer look again once it is kept (or will not be)
    const end = slot && cache ? cache.lead(slot) : null;
    try {
      return await answer(req, reply, def, ctx, slot, rawOptions);
    } finally {
      end?.();
    }
  }

  async function answer(
    req: FastifyRequest,
    reply: FastifyReply,
    def: ResourceDef,
    ctx: Ctx,
    slot: CacheSlot | null,
    rawOptions: (ctx: Ctx) => unknown,
  ) {
    const action = def.action;
    const raw = rawOptions(ctx);
    // every string and key, also those a schema would drop or not look into (issue 10)
    const bad = findBadText(raw, 'options');
    if (bad) throw badRequest(`${bad.path}: ${textProblemSaid(ctx, bad.problem)}`);
    const parsed = parseIn(ctx, def.options, raw);
    if (!parsed.success) throw badRequest(readableZodError(parsed.error));
    const result = await def.run(ctx, parsed.data);
    const extra = result.bookmark !== undefined ? { bookmark: result.bookmark } : {};
    if (action !== 'get') return reply.send(ok(result.data, extra));
    // one copy of the bytes for the tag, the cache and the answer: hashing a string encodes it
    // again (issue 32: twice the time on the home feed's 98 KB). Kept pin cards bring their
    // JSON and its digest made once (decision 075); the cache keeps the same tag
    const { body, digest } = jsonAnswer(ok(result.data, extra));
    const etag = etagOfDigest(digest);
    if (slot) {
      cache?.store(slot, ctx, {
        body,
        nonce: null,
        headers: [['content-type', JSON_TYPE]],
        etag,
      });
    }
    reply.header('etag', etag).type(JSON_TYPE);
    if (notModified(req.headers['if-none-match'], etag)) return reply.code(304).send();
    // the same answer made again is compressed once (decision 076)
    return reply.send(namedBytes(body, digest));
  }

  function readBody(req: FastifyRequest, ctx: Ctx): unknown {
    const body = req.body as { options?: unknown } | undefined | null;
    if (body === undefined || body === null) return {};
    if (typeof body !== 'object' || Array.isArray(body)) {
      throw badRequest(tr(ctx, 'errors.api.bodyNotObject'));
    }
    return body.options ?? {};
  }

  return async (app) => {
    app.route<{ Params: { name: string; action: string }; Querystring: { data?: string } }>({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/resource/:name/:action/',
      handler: (req, reply) =>
        handle(req, reply, (ctx) =>
          req.method === 'POST' ? readBody(req, ctx) : parseGetData(ctx, req.query.data),
        ),
    });
    // Everything else under the API prefixes is the API's own 404, never a page.
    for (const prefix of ['/resource/', '/v3/']) {
      app.route({
        method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
        url: `${prefix}*`,
        handler: (req, reply) =>
          reply.code(404).send(
            fail(
              'not_found',
              tr(requestLocale(req), 'errors.api.noApiAt', {
                method: req.method,
                url: req.url.split('?')[0]?.slice(0, 200),
              }),
              404,
            ),
          ),
      });
    }
  };
}

/** Shared option pieces. */
export const idString = z
  .union([plainText(), z.number()])
  .transform((v) => String(v))
  .pipe(plainText().regex(/^[1-9]\d{0,18}$/, 'errors.api.numericId'))
  .transform((v) => Number(v))
  .pipe(z.number().int().max(Number.MAX_SAFE_INTEGER, 'errors.api.outOfRange'));

export const feedOptions = {
  bookmark: plainText().max(500).optional(),
  bookmarks: z.array(plainText().max(500)).max(1).optional(),
  page_size: z.coerce.number().int().min(1).max(100).optional(),
};

export function bookmarkOf(o: { bookmark?: string | undefined; bookmarks?: string[] | undefined }) {
  return o.bookmark ?? o.bookmarks?.[0];
}
