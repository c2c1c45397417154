import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Ctx } from '../context.ts';
import { queueCookie } from './cookies.ts';

/**
 * Issue 14: the anonymous visitor id that experience statuses of a signed-out person hang on
 * (spec 02 §4: status per person). A random 128-bit base64url value in an HttpOnly, SameSite=Lax
 * cookie kept for a year; it identifies a browser to Tessera only and is never shown to scripts.
 * The cookie carries the id and its HMAC under the server's secret (`{id}.{mac}`): analytics
 * counts and experience writes hang on it, so an id only counts when this server made it, and a
 * made-up value is ignored as if absent (decisions 022, 020).
 */
export const VISITOR_COOKIE = 'tessera_vid';
const YEAR_SECONDS = 365 * 24 * 60 * 60;
const SIGNED_VISITOR_ID = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{22})$/;

const visitorIds = new WeakMap<Ctx, string>();
const cookieQueued = new WeakSet<Ctx>();
/** requests whose visitor id was made while answering them (it did not come with them) */
const madeNow = new WeakSet<Ctx>();

function mac(secret: string, id: string): string {
  return createHmac('sha256', secret).update(`visitor\n${id}`).digest('base64url').slice(0, 22);
}

/** The visitor id of a cookie value this server signed; anything else is ignored as if absent. */
function verifiedVisitorId(secret: string, raw: unknown): string | null {
  const m = typeof raw === 'string' ? SIGNED_VISITOR_ID.exec(raw) : null;
  if (!m?.[1] || !m[2]) return null;
  const want = Buffer.from(mac(secret, m[1]));
  const got = Buffer.from(m[2]);
  return want.length === got.length && timingSafeEqual(want, got) ? m[1] : null;
}

function newVisitorId(): string {
  return randomBytes(16).toString('base64url');
}

/** The Set-Cookie value that keeps `id` for a year from now. */
export function visitorCookie(ctx: Ctx, id: string): string {
  const expires = new Date(ctx.now().getTime() + YEAR_SECONDS * 1000);
  return [
    `${VISITOR_COOKIE}=${id}.${mac(ctx.config.secret, id)}`,
    'Path=/',
    `Max-Age=${YEAR_SECONDS}`,
    `Expires=${expires.toUTCString()}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(ctx.origin.startsWith('https:') ? ['Secure'] : []),
  ].join('; ');
}

/** The request's visitor id, when it carried a signed one (or one was issued since). */
export function visitorIdOf(ctx: Ctx): string | null {
  return visitorIds.get(ctx) ?? null;
}

/**
 * Whether the request brought its visitor id with it: the browser kept the cookie from an
 * earlier answer. An id made while answering this very request has been seen nowhere yet.
 */
export function visitorIdCameBack(ctx: Ctx): boolean {
  return visitorIds.has(ctx) && !madeNow.has(ctx);
}

/**
 * The visitor id of this request, made when it has none, with the cookie (re)set on the answer:
 * a year from the last use. A cookie on the answer also keeps it out of the shared visitors'
 * cache (http/response-cache.ts), which is what an answer that depends on the visitor needs.
 */
export function issueVisitorId(ctx: Ctx): string {
  let id = visitorIds.get(ctx);
  if (!id) {
    id = newVisitorId();
    madeNow.add(ctx);
    visitorIds.set(ctx, id);
  }
  if (!cookieQueued.has(ctx)) {
    cookieQueued.add(ctx);
    queueCookie(ctx, visitorCookie(ctx, id));
  }
  return id;
}

/** A root hook (like installSessions) that reads the visitor cookie into the request's ctx. */
export function installVisitorIds(app: FastifyInstance, ctxOf: (req: FastifyRequest) => Ctx): void {
  app.addHook('onRequest', async (req) => {
    const raw = req.cookies?.[VISITOR_COOKIE];
    if (raw === undefined) return;
    const ctx = ctxOf(req);
    const id = verifiedVisitorId(ctx.config.secret, raw);
    if (id) visitorIds.set(ctx, id);
  });
}
