import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { authEvent } from '../services/accounts/auth-events.ts';
import { tr } from '../services/platform/i18n.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** decision 005: base64url(HMAC-SHA256(SECRET, "csrf:" + session id)); null without a session. */
export function csrfTokenFor(ctx: Ctx): string | null {
  if (!ctx.session) return null;
  return createHmac('sha256', ctx.config.secret)
    .update(`csrf:${ctx.session.id}`)
    .digest('base64url');
}

function tokenMatches(ctx: Ctx, given: unknown): boolean {
  const expected = csrfTokenFor(ctx);
  if (!expected || typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** For React Router actions: a signed-in form post must carry the page's `_csrf`. */
export function assertCsrfForm(ctx: Ctx, form: FormData): void {
  if (!ctx.session) return;
  if (!tokenMatches(ctx, form.get('_csrf'))) {
    throw new AppError('forbidden', tr(ctx, 'errors.http.formExpired'));
  }
}

function header(req: FastifyRequest, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

function originOfUrl(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

function isApiPath(url: string): boolean {
  return url.startsWith('/resource/') || url.startsWith('/v3/');
}

/**
 * decision 005 CSRF: a state-changing request must be same-origin (Sec-Fetch-Site, else Origin,
 * else Referer); with a session, API calls also carry `x-csrf-token`. Page form posts carry
 * `_csrf` in their body, which only the route action can read (assertCsrfForm).
 */
export function assertCsrf(req: FastifyRequest, ctx: Ctx): void {
  if (SAFE_METHODS.has(req.method)) return;
  const site = header(req, 'sec-fetch-site');
  const sameOrigin =
    site !== undefined
      ? site === 'same-origin' || site === 'none'
      : (originOfUrl(header(req, 'origin') ?? header(req, 'referer')) ?? 'none') ===
        originOfUrl(ctx.origin);
  if (!sameOrigin) {
    authEvent(ctx, 'csrf', { userId: ctx.session?.userId ?? null, outcome: 'cross_origin' });
    throw new AppError('csrf', tr(ctx, 'errors.http.crossSite'));
  }
  if (ctx.session && isApiPath(req.url) && !tokenMatches(ctx, header(req, 'x-csrf-token'))) {
    authEvent(ctx, 'csrf', { userId: ctx.session.userId, outcome: 'bad_token' });
    throw new AppError('csrf', tr(ctx, 'errors.http.sessionChanged'));
  }
}
