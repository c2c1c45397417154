import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Ctx, VisitorId } from '../context.ts';
import { queueCookie } from './cookies.ts';

/**
 * Issue 14: the anonymous visitor id that experience statuses of a signed-out person hang on
 * (spec 02 §4: status per person). A random 128-bit base64url value in an HttpOnly, SameSite=Lax
 * cookie kept for a year; it identifies a browser to Tessera only and is never shown to scripts.
 */
export const VISITOR_COOKIE = 'tessera_vid';
const YEAR_SECONDS = 365 * 24 * 60 * 60;
const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;

/** A cookie value Tessera could have made; anything else is ignored as if absent. */
export function isVisitorId(raw: unknown): raw is string {
  return typeof raw === 'string' && VISITOR_ID.test(raw);
}

export function newVisitorId(): string {
  return randomBytes(16).toString('base64url');
}

/** The Set-Cookie value that keeps `id` for a year from now. */
export function visitorCookie(ctx: Ctx, id: string): string {
  const expires = new Date(ctx.now().getTime() + YEAR_SECONDS * 1000);
  return [
    `${VISITOR_COOKIE}=${id}`,
    'Path=/',
    `Max-Age=${YEAR_SECONDS}`,
    `Expires=${expires.toUTCString()}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(ctx.origin.startsWith('https:') ? ['Secure'] : []),
  ].join('; ');
}

/**
 * The ctx's visitor id of one request: the cookie's, read when a service first asks, or one made
 * when a service issues it. Issuing (re)sets the cookie on the answer: a year from the last use.
 * A cookie on the answer also keeps it out of the shared visitors' cache
 * (http/response-cache.ts), which is what an answer that depends on the visitor needs.
 */
export function requestVisitorId(req: FastifyRequest, ctx: Ctx): VisitorId {
  let id: string | null | undefined;
  let cookieQueued = false;
  function current(): string | null {
    if (id === undefined) {
      const raw = req.cookies?.[VISITOR_COOKIE];
      id = isVisitorId(raw) ? raw : null;
    }
    return id;
  }
  return {
    current,
    issue() {
      const issued = current() ?? newVisitorId();
      id = issued;
      if (!cookieQueued) {
        cookieQueued = true;
        queueCookie(ctx, visitorCookie(ctx, issued));
      }
      return issued;
    },
  };
}
