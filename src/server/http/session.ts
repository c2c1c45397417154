import type { FastifyInstance, FastifyRequest } from 'fastify';
import { anonymousViewer, type Viewer } from '#domain/accounts/viewer';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { hashToken, resolveSession, type SessionGrant } from '../services/accounts/sessions.ts';
import { signedInViewer, viewerUserById } from '../services/accounts/viewer.ts';
import { tr } from '../services/platform/i18n.ts';
import {
  appendSetCookie,
  clearSessionCookie,
  queueCookie,
  queuedCookies,
  sessionCookie,
  sessionTokenOf,
} from './cookies.ts';

/**
 * decision 005: the signed-in viewer of a request, from its session cookie, and the session
 * changes an API call makes on the way (sign-in, sign-out).
 */

/**
 * After signup, login, reset or a password change inside an API call: the answer sets the
 * cookie, and the rest of the request (its viewer, its CSRF token) is the new session's.
 */
export async function adoptGrant(ctx: Ctx, grant: SessionGrant): Promise<Viewer> {
  queueCookie(ctx, sessionCookie(ctx, grant));
  const user = await viewerUserById(ctx, grant.userId);
  if (!user) throw new AppError('unauthorized', tr(ctx, 'errors.http.logIn'));
  ctx.session = { id: hashToken(grant.token), userId: grant.userId };
  ctx.viewer = await signedInViewer(ctx.db, user, ctx.viewer);
  return ctx.viewer;
}

/** After logout or account deletion inside an API call: the answer clears the cookie. */
export function dropSession(ctx: Ctx): void {
  queueCookie(ctx, clearSessionCookie(ctx));
  ctx.session = null;
  ctx.viewer = anonymousViewer('visitor', ctx.viewer.language);
}

// Images and built assets never depend on who asks: no session lookup for them.
export function needsViewer(url: string): boolean {
  return !(
    url.startsWith('/img/') ||
    url.startsWith('/assets/') ||
    url === '/favicon.svg' ||
    // decision 064: the catalogs are the same for everyone
    url.startsWith('/i18n/') ||
    // decision 049: the proxy asks every second; these must not touch the database for a viewer
    url === '/healthz' ||
    url === '/readyz'
  );
}

/**
 * Hooks on the root instance (not an encapsulated plugin) so they see every route. `ctxOf`
 * is the app's per-request ctx; the hook fills in its session and signed-in viewer.
 */
export function installSessions(app: FastifyInstance, ctxOf: (req: FastifyRequest) => Ctx): void {
  app.addHook('onRequest', async (req) => {
    if (!needsViewer(req.url)) return;
    const ctx = ctxOf(req);
    // bots are never signed in (decision 005), whatever cookie they replay
    if (ctx.viewer.isBot) return;
    // decision 055: the public API takes bearer tokens only; a cookie there is never read
    if (req.url.startsWith('/v5/')) return;
    const token = sessionTokenOf(req);
    if (!token) return;
    const found = await resolveSession(ctx, token);
    if (!found) return;
    ctx.session = { id: found.id, userId: found.user.id };
    ctx.accountLocale = found.user.locale;
    ctx.viewer = await signedInViewer(ctx.db, found.user, ctx.viewer);
  });

  app.addHook('onSend', async (req, reply, payload) => {
    if (!needsViewer(req.url)) return payload;
    const ctx = ctxOf(req);
    const cookies = queuedCookies(ctx);
    if (cookies?.length) appendSetCookie(reply, cookies);
    // what a signed-in person sees is theirs alone: no shared cache may keep it
    if (ctx.session || cookies?.length) reply.header('cache-control', 'private, no-store');
    return payload;
  });
}
