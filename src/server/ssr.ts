import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AppLoadContext, ServerBuild } from 'react-router';
import { branchHandlers } from './branch-handlers.ts';
import type { Ctx } from './context.ts';
import { isAppError } from './errors.ts';
import { requestLocale } from './http/locale.ts';
import type { ResponseCache } from './http/response-cache.ts';
import { cspNonceOf } from './http/security-headers.ts';
import { pageIssuesVisitorId } from './http/visitor-id.ts';
import {
  bodyLimitOf,
  checkFormType,
  checkMethod,
  checkUrl,
  errorPageHtml,
  PageInputError,
  pagePathOf,
  parseForm,
  readBody,
  routeMatcher,
} from './page-input.ts';

export const BUILD_DIR = path.resolve('build');

declare module 'react-router' {
  /** What loaders and actions find in `context`. */
  interface AppLoadContext {
    ctx: Ctx;
    cspNonce: string | undefined;
  }
}

export async function loadServerBuild(): Promise<ServerBuild | null> {
  const file = path.join(BUILD_DIR, 'server', 'index.js');
  if (!existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as ServerBuild;
}

function toWebRequest(req: FastifyRequest, origin: string, body: Buffer | null): Request {
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (v === undefined) continue;
    if (Array.isArray(v)) for (const x of v) headers.append(k, x);
    else headers.set(k, String(v));
  }
  const controller = new AbortController();
  req.raw.once('close', () => {
    if (!req.raw.complete) controller.abort();
  });
  // the body was read (and checked) by the gate: actions parse it again as a web Request
  if (body) {
    headers.delete('transfer-encoding');
    headers.set('content-length', String(body.length));
  }
  return new Request(new URL(req.url, origin), {
    method: req.method,
    headers,
    signal: controller.signal,
    ...(body ? { body: new Uint8Array(body) } : {}),
  });
}

/** Streams a React Router answer; `keep` (a cache's collector) sees the body as it goes. */
async function sendWebResponse(
  reply: FastifyReply,
  res: Response,
  keep?: NodeJS.ReadWriteStream,
): Promise<void> {
  reply.code(res.status);
  for (const [k, v] of res.headers) {
    if (k === 'set-cookie') continue;
    reply.header(k, v);
  }
  const cookies = res.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  // decision 050: a page that could not be made for now (its loader found the database away)
  // says when to try again; React Router keeps only a boundary's cookies of a thrown answer
  if (res.status === 503 && !res.headers.has('retry-after')) reply.header('retry-after', '5');
  if (!res.body) return reply.send();
  // Issue 32: the page is read whole, then sent as one buffer, so it is compressed in one call.
  // React's stream came in 2 KB chunks through a web stream, and brotli compressed each chunk
  // on its own: a tenth of an uncached closeup's CPU. No page streams data after its shell (no
  // route renders <Await>), so the whole page is ready when its first byte would have been.
  const body = Buffer.from(await res.arrayBuffer());
  if (!keep) return reply.send(body);
  keep.end(body);
  return reply.send(keep);
}

// what a kept page answers with again; the rest is per answer (length, date, cookies, tags)
const KEPT_HEADERS = new Set(['content-type', 'vary', 'accept-ch', 'cache-control', 'link']);

function keptHeaders(res: Response): [string, string][] {
  return [...res.headers].filter(([k]) => KEPT_HEADERS.has(k));
}

/**
 * The browser's built files, one route each (every other path falls through to the pages), with
 * their caching: hashed assets for ever, the service worker checked on every visit.
 */
export const builtFilesPlugin: FastifyPluginAsync = async (app) => {
  const serviceWorkerFile = path.join(BUILD_DIR, 'client', 'sw.js');
  const builtFileCaching = (filePath: string) => {
    // decision 062: the service worker is checked on every visit, so an update is seen
    if (filePath === serviceWorkerFile) return 'no-cache';
    // Vite names assets by content hash: they never change.
    if (filePath.includes(`${path.sep}assets${path.sep}`)) {
      return 'public, max-age=31536000, immutable';
    }
    return 'public, max-age=3600';
  };
  await app.register(fastifyStatic, {
    root: path.join(BUILD_DIR, 'client'),
    prefix: '/',
    wildcard: false,
    index: false,
    decorateReply: false,
    cacheControl: false,
    setHeaders(res, filePath) {
      res.setHeader('cache-control', builtFileCaching(filePath));
    },
  });
};

/**
 * Every path the API does not own goes to React Router: server rendering with real data,
 * loaders calling the services with the request's ctx (no HTTP hop).
 */
export function ssrPlugin(
  build: ServerBuild,
  getCtx: (req: FastifyRequest) => Ctx,
  cache?: ResponseCache,
): FastifyPluginAsync {
  const handlerOf = branchHandlers(build);
  const routeOf = routeMatcher(build);

  /** The request's ctx; a cross-site page post is refused with a readable page, not JSON. */
  function pageCtx(req: FastifyRequest): Ctx {
    try {
      return getCtx(req);
    } catch (e) {
      if (isAppError(e) && e.code === 'csrf') {
        throw new PageInputError(
          403,
          { id: 'errors.page.refusedTitle' },
          { id: 'errors.http.crossSite' },
        );
      }
      throw e;
    }
  }

  /** The route a request renders and the checked body of a POST, or the refusal (page-input.ts). */
  async function gate(
    req: FastifyRequest,
  ): Promise<{ body: Buffer | null; leafId: string | null }> {
    // the page's URL is built on the request's origin (Host): a Host no URL can have is a 400
    const url = URL.parse(req.url, pageCtx(req).origin);
    if (!url) {
      throw new PageInputError(
        400,
        { id: 'errors.page.badRequestTitle' },
        { id: 'errors.page.badHost' },
      );
    }
    checkUrl(url);
    const pagePath = pagePathOf(url.pathname);
    const route = routeOf(pagePath);
    checkMethod(req.method, route);
    const leafId = route?.leafId ?? null;
    if (req.method !== 'POST') return { body: null, leafId };
    const contentType = String(req.headers['content-type'] ?? '');
    checkFormType(contentType);
    const body = await readBody(req.raw, bodyLimitOf(pagePath));
    await parseForm(body, contentType);
    return { body, leafId };
  }

  return async (app) => {
    // Bodies reach React Router actions unparsed, as the web Request expects them.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_req, _payload, done) => done(null));
    app.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      handler: async (req, reply) => {
        let gated: Awaited<ReturnType<typeof gate>>;
        try {
          gated = await gate(req);
        } catch (e) {
          if (!(e instanceof PageInputError)) throw e;
          return reply
            .code(e.status)
            .headers(e.headers)
            .type('text/html; charset=utf-8')
            .send(req.method === 'HEAD' ? '' : errorPageHtml(e, requestLocale(req)));
        }
        const ctx = getCtx(req);
        // a visitor who allows analytics gets a visitor id on a page, where it is first seen; its
        // events count once the browser brings it back (decision 022)
        if (pageIssuesVisitorId(ctx.viewer) && !ctx.visitor?.current()) ctx.visitor?.issue();
        const cspNonce = cspNonceOf(req.raw);
        // issue 12: a visitor's page is rendered once per variant and data version
        const slot = cache?.slotOf(req, ctx) ?? null;
        let kept = slot ? cache?.lookup(slot) : undefined;
        // no await unless another request is making this answer: nobody else looks in between
        const making = slot && !kept ? cache?.joinFlight(slot) : undefined;
        if (making) kept = await making;
        if (kept) return cache?.send(req, reply, kept, cspNonce);
        // once this answer is kept (or will not be), the misses that waited for it look again
        if (slot && cache) {
          const end = cache.lead(slot);
          reply.raw.once('finish', end).once('close', end);
        }
        const loadContext: AppLoadContext = { ctx, cspNonce };
        const handler = handlerOf(gated.leafId);
        const res = await handler(toWebRequest(req, ctx.origin, gated.body), loadContext);
        const keepable =
          slot && req.method === 'GET' && res.status === 200 && !res.headers.has('set-cookie');
        const keep =
          keepable && cache
            ? cache.collector((html) =>
                cache.store(slot, ctx, {
                  body: html,
                  nonce: cspNonce,
                  headers: keptHeaders(res),
                  page: true,
                }),
              )
            : undefined;
        return sendWebResponse(reply, res, keep);
      },
    });
  };
}
