import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { anonymousViewer, type Viewer } from '#domain/viewer';
import type { Config } from './config.ts';
import type { Ctx } from './context.ts';
import { users } from './db/schema/index.ts';
import { AppError, retryAfterOf } from './errors.ts';
import { authEvent, setAuthLogger } from './services/accounts/auth-events.ts';
import { hashToken, resolveSession, type SessionGrant } from './services/accounts/sessions.ts';
import { viewerUserColumns } from './services/accounts/user-columns.ts';
import { closeRateLimitStore } from './services/platform/rate-limit.ts';
import { signedInViewer } from './viewer.ts';

export { requireEmployee, requireUser } from './services/accounts/sessions.ts';

/**
 * decision 005 in one place: the session cookie, the signed-in viewer of a request, CSRF
 * checks, the per-request CSP nonce and Retry-After on 429s.
 */

const COOKIE = 'tessera_session';
// __Host-: only ever set over HTTPS, for Path=/, without Domain, so no subdomain can plant it
const HOST_COOKIE = '__Host-tessera_session';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function isHttps(ctx: Ctx): boolean {
  return ctx.origin.startsWith('https:');
}

/** A Set-Cookie value that signs the browser in with `grant`. */
export function sessionCookie(ctx: Ctx, grant: SessionGrant): string {
  const secure = isHttps(ctx);
  const maxAge = Math.max(0, Math.floor((grant.expiresAt.getTime() - ctx.now().getTime()) / 1000));
  return [
    `${secure ? HOST_COOKIE : COOKIE}=${grant.token}`,
    'Path=/',
    `Max-Age=${maxAge}`,
    `Expires=${grant.expiresAt.toUTCString()}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** A Set-Cookie value that removes the session cookie. */
export function clearSessionCookie(ctx: Ctx): string {
  const secure = isHttps(ctx);
  return [
    `${secure ? HOST_COOKIE : COOKIE}=`,
    'Path=/',
    'Max-Age=0',
    'Expires=Thu, 01 Jan 1970 00:00:00 GMT',
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

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
    throw new AppError('forbidden', 'This form has expired. Reload the page and try again.');
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
    throw new AppError('csrf', 'This request came from another site, so Tessera refused it.');
  }
  if (ctx.session && isApiPath(req.url) && !tokenMatches(ctx, header(req, 'x-csrf-token'))) {
    authEvent(ctx, 'csrf', { userId: ctx.session.userId, outcome: 'bad_token' });
    throw new AppError('csrf', 'Your session changed. Reload the page and try again.');
  }
}

const nonces = new WeakMap<IncomingMessage, string>();

/** The CSP nonce of a request: made on first ask, the same for the header and the page. */
export function cspNonceOf(raw: IncomingMessage): string {
  let nonce = nonces.get(raw);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(raw, nonce);
  }
  return nonce;
}

/** Helmet's CSP directives; scripts run only from our origin or with this request's nonce. */
export function cspDirectives() {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", (req: IncomingMessage) => `'nonce-${cspNonceOf(req)}'`],
    // the app positions masonry cards with style attributes, which a nonce cannot cover
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    mediaSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: null,
  };
}

const pendingCookies = new WeakMap<Ctx, string[]>();

function queueCookie(ctx: Ctx, value: string): void {
  const list = pendingCookies.get(ctx) ?? [];
  list.push(value);
  pendingCookies.set(ctx, list);
}

/**
 * After signup, login, reset or a password change inside an API call: the answer sets the
 * cookie, and the rest of the request (its viewer, its CSRF token) is the new session's.
 */
export async function adoptGrant(ctx: Ctx, grant: SessionGrant): Promise<Viewer> {
  queueCookie(ctx, sessionCookie(ctx, grant));
  const [user] = await ctx.db
    .select(viewerUserColumns)
    .from(users)
    .where(eq(users.id, grant.userId))
    .limit(1);
  if (!user) throw new AppError('unauthorized', 'Log in to continue');
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
function needsViewer(url: string): boolean {
  return !(url.startsWith('/img/') || url.startsWith('/assets/') || url === '/favicon.svg');
}

function appendSetCookie(reply: FastifyReply, values: string[]): void {
  const existing = reply.getHeader('set-cookie');
  const list =
    existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)];
  reply.header('set-cookie', [...list.map(String), ...values]);
}

/**
 * Hooks on the root instance (not an encapsulated plugin) so they see every route. `ctxOf`
 * is the app's per-request ctx; the hook fills in its session and signed-in viewer.
 */
export function installAuth(
  app: FastifyInstance,
  deps: { config: Config; ctxOf: (req: FastifyRequest) => Ctx },
): void {
  const { config, ctxOf } = deps;
  setAuthLogger(config, app.log.child({ area: 'auth' }));
  app.addHook('onRequest', async (req) => {
    if (!needsViewer(req.url)) return;
    const ctx = ctxOf(req);
    // bots are never signed in (decision 005), whatever cookie they replay
    if (ctx.viewer.isBot) return;
    const token = req.cookies[HOST_COOKIE] ?? req.cookies[COOKIE];
    if (!token) return;
    const found = await resolveSession(ctx, token);
    if (!found) return;
    ctx.session = { id: found.id, userId: found.user.id };
    ctx.viewer = await signedInViewer(ctx.db, found.user, ctx.viewer);
  });

  app.addHook('onSend', async (req, reply, payload) => {
    if (!needsViewer(req.url)) return payload;
    const ctx = ctxOf(req);
    const cookies = pendingCookies.get(ctx);
    if (cookies?.length) appendSetCookie(reply, cookies);
    // what a signed-in person sees is theirs alone: no shared cache may keep it
    if (ctx.session || cookies?.length) reply.header('cache-control', 'private, no-store');
    return payload;
  });

  app.addHook('onClose', async () => {
    await closeRateLimitStore(config);
  });
}

/** The error handler's extra headers for an AppError (Retry-After on 429). */
export function errorHeaders(e: AppError, reply: FastifyReply): void {
  const seconds = retryAfterOf(e);
  if (seconds !== null) reply.header('retry-after', String(seconds));
}
