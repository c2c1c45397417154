import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  CONSENT_COOKIE,
  CONSENT_COOKIE_MAX_AGE,
  type CookieConsent,
  formatConsentCookie,
} from '#domain/consent/consent';
import { LOCALE_COOKIE } from '#domain/i18n/locales';
import type { Ctx } from '../context.ts';
import type { SessionGrant } from '../services/accounts/sessions.ts';

/** decision 005: the session cookie and the Set-Cookie values a request queues for its answer. */

const COOKIE = 'tessera_session';
// __Host-: only ever set over HTTPS, for Path=/, without Domain, so no subdomain can plant it
const HOST_COOKIE = '__Host-tessera_session';

function isHttps(ctx: Ctx): boolean {
  return ctx.origin.startsWith('https:');
}

/** The session token a request carries, if any (the __Host- cookie wins). */
export function sessionTokenOf(req: FastifyRequest): string | undefined {
  return sessionTokenIn(req.cookies);
}

/** The session token among parsed cookies (the server's first look has no Fastify request). */
export function sessionTokenIn(cookies: Record<string, string | undefined>): string | undefined {
  return cookies[HOST_COOKIE] ?? cookies[COOKIE];
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

/**
 * spec 02 §4: a visitor's cookie choices, kept in a first-party cookie for a year. Not HttpOnly:
 * it holds no secret, and a person (or the page) may read what they chose.
 */
export function consentCookie(ctx: Ctx, consent: CookieConsent): string {
  const expires = new Date(ctx.now().getTime() + CONSENT_COOKIE_MAX_AGE * 1000);
  return [
    `${CONSENT_COOKIE}=${formatConsentCookie(consent)}`,
    'Path=/',
    `Max-Age=${CONSENT_COOKIE_MAX_AGE}`,
    `Expires=${expires.toUTCString()}`,
    'SameSite=Lax',
    ...(isHttps(ctx) ? ['Secure'] : []),
  ].join('; ');
}

/** Decision 064: a visitor's language choice, kept a year (not HttpOnly: it holds no secret). */
export function localeCookie(ctx: Ctx, locale: string): string {
  const year = 365 * 24 * 3600;
  return [
    `${LOCALE_COOKIE}=${encodeURIComponent(locale)}`,
    'Path=/',
    `Max-Age=${year}`,
    'SameSite=Lax',
    ...(isHttps(ctx) ? ['Secure'] : []),
  ].join('; ');
}

const pendingCookies = new WeakMap<Ctx, string[]>();

/** A cookie for this request's answer, set when the answer is sent (API calls have no reply at hand). */
export function queueCookie(ctx: Ctx, value: string): void {
  const list = pendingCookies.get(ctx) ?? [];
  list.push(value);
  pendingCookies.set(ctx, list);
}

export function queuedCookies(ctx: Ctx): string[] | undefined {
  return pendingCookies.get(ctx);
}

export function appendSetCookie(reply: FastifyReply, values: string[]): void {
  const existing = reply.getHeader('set-cookie');
  const list =
    existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)];
  reply.header('set-cookie', [...list.map(String), ...values]);
}
