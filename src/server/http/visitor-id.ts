import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Viewer } from '#domain/accounts/viewer';
import type { Ctx, VisitorId } from '../context.ts';
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

/**
 * Whether a page issues a visitor id to this viewer, when it has none (decision 022: a visitor
 * who allows analytics gets one on a page, where it is first seen).
 */
export function pageIssuesVisitorId(viewer: Viewer): boolean {
  return !viewer.isAuth && !viewer.isBot && Boolean(viewer.cookieConsent?.analytic);
}

/** Whether the cookies carry a visitor id this server signed. */
export function hasVisitorId(secret: string, cookies: Record<string, string | undefined>): boolean {
  return verifiedVisitorId(secret, cookies[VISITOR_COOKIE]) !== null;
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

/**
 * The ctx's visitor id of one request: the signed cookie's, read when a service first asks, or
 * one made when a service issues it. Issuing (re)sets the cookie on the answer: a year from the
 * last use. A cookie on the answer also keeps it out of the shared visitors' cache
 * (http/response-cache.ts), which is what an answer that depends on the visitor needs.
 */
export function requestVisitorId(req: FastifyRequest, ctx: Ctx): VisitorId {
  let id: string | null | undefined;
  let madeNow = false;
  let cookieQueued = false;
  function current(): string | null {
    if (id === undefined) id = verifiedVisitorId(ctx.config.secret, req.cookies?.[VISITOR_COOKIE]);
    return id;
  }
  return {
    current,
    cameBack: () => current() !== null && !madeNow,
    issue() {
      let issued = current();
      if (!issued) {
        issued = newVisitorId();
        madeNow = true;
        id = issued;
      }
      if (!cookieQueued) {
        cookieQueued = true;
        queueCookie(ctx, visitorCookie(ctx, issued));
      }
      return issued;
    },
  };
}
