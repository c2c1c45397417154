import { safeNextPath } from '../sharing/safe-next.ts';

/**
 * Share links and invite codes (spec 01 §3, §4, §7; spec 02 §3 M-153 … M-156; issue 13).
 */

/** spec 02 §3 (M-155): what an invite points at. */
export const INVITE_OBJECT_TYPES = {
  search: 0,
  pin: 1,
  board: 2,
  pinner: 3,
  article: 5,
  did_it: 6,
  today_article: 8,
} as const;
export type InviteObjectKind = keyof typeof INVITE_OBJECT_TYPES;

export function inviteObjectKindOf(type: number): InviteObjectKind | null {
  const hit = Object.entries(INVITE_OBJECT_TYPES).find(([, v]) => v === type);
  return hit ? (hit[0] as InviteObjectKind) : null;
}

/** spec 02 §3 (M-156): the default invite category. */
export const DEFAULT_INVITE_CATEGORY = 3;

/** Where an invite was sent through (the Share Menu's entries). */
export const INVITE_CHANNELS = [
  'copy_link',
  'facebook',
  'twitter',
  'line',
  'whatsapp',
  'email',
  'native_share',
] as const;
export type InviteChannel = (typeof INVITE_CHANNELS)[number];

/** An invite code: 12 characters of base 62 (about 71 bits), made by the server. */
export const INVITE_CODE = /^[0-9A-Za-z]{12}$/;

export function isInviteCode(s: unknown): s is string {
  return typeof s === 'string' && INVITE_CODE.test(s);
}

/** spec 01 §3: at most this many of the sender's recent pin images come with an invite. */
export const MAX_SENDER_PIN_IMAGES = 10;

/**
 * Decision 014: an invite leads somewhere for this long after it was made, then it is unknown (an
 * old link in a chat or an inbox cannot be replayed forever, nor its sender looked up).
 */
export const INVITE_LIFETIME_MS = 30 * 24 * 60 * 60_000;

/**
 * Where an invite leads on this site: the object's own path with `invite_code` added (spec 02
 * §2 M-072: invite_code in any url's query), keeping the path's own query. The stored path is
 * parsed again as `safeNextPath` parses a `?next=` (it came from a request once), and so is the
 * result; null when either would leave the site.
 */
export function inviteLandingPath(path: string, code: string): string | null {
  const own = safeNextPath(path, '');
  if (!own) return null;
  const u = new URL(own, 'http://tessera.invalid');
  u.searchParams.set('invite_code', code);
  return safeNextPath(`${u.pathname}${u.search}${u.hash}`, '') || null;
}

/** The full invite url on `origin`, or null when its path would not stay on this site. */
export function inviteUrl(origin: string, path: string, code: string): string | null {
  const landing = inviteLandingPath(path, code);
  return landing === null ? null : `${new URL(origin).origin}${landing}`;
}
