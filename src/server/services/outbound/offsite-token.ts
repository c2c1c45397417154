import { createHmac, timingSafeEqual } from 'node:crypto';
import { OFFSITE_TOKEN_SECONDS } from '#domain/sharing/offsite';

/**
 * Issue 13 (ASVS 3.7.3), decision 037: /offsite/ redirects only with a token the server signed
 * for that url and pin and for the one who asked (`holder`: their session, or their browser's
 * visitor id), so it is never an open redirect and a link passed to someone else asks them first.
 * The token is `{expiry, base 36}-{HMAC}` (spec 02 §7 M-361: `token={random}-{random}`), the
 * HMAC-SHA256 of purpose, url, pin, holder and expiry under the server's secret, cut to 128 bits.
 */

/** Whom a token is for: `s:{session id}` or `v:{visitor id}`. */
export interface OffsiteTarget {
  url: string;
  pin: string;
  holder: string;
}

function mac(secret: string, t: OffsiteTarget, expires: number): string {
  return createHmac('sha256', secret)
    .update(`offsite\n${t.url}\n${t.pin}\n${t.holder}\n${expires}`)
    .digest('base64url')
    .slice(0, 22);
}

export function signOffsite(secret: string, target: OffsiteTarget, nowMs: number): string {
  const expires = Math.floor(nowMs / 1000) + OFFSITE_TOKEN_SECONDS;
  return `${expires.toString(36)}-${mac(secret, target, expires)}`;
}

export type TokenCheck = 'valid' | 'expired' | 'invalid';

/** Whether `token` was signed here for exactly this url, pin and holder, and is still in date. */
export function verifyOffsite(
  secret: string,
  token: string | null | undefined,
  target: OffsiteTarget,
  nowMs: number,
): TokenCheck {
  const m = /^([0-9a-z]{1,10})-([A-Za-z0-9_-]{22})$/.exec(token ?? '');
  if (!m?.[1] || !m[2]) return 'invalid';
  const expires = Number.parseInt(m[1], 36);
  const want = Buffer.from(mac(secret, target, expires));
  const got = Buffer.from(m[2]);
  if (want.length !== got.length || !timingSafeEqual(want, got)) return 'invalid';
  return expires * 1000 >= nowMs ? 'valid' : 'expired';
}

/** The path the browser goes to for an outbound link (spec 02 §7 M-361). */
export function offsitePath(token: string, target: { url: string; pin: string }): string {
  const q = new URLSearchParams({ token, url: target.url, pin: target.pin });
  return `/offsite/?${q.toString()}`;
}
