import { badRequest } from '../../errors.ts';
import { tr } from '../platform/i18n.ts';

/**
 * Keyset bookmark over (created_at, id), both descending. created_at travels as PostgreSQL's
 * own text form so microseconds survive the round trip (a JS Date would cut them and skip rows).
 */
export interface Keyset {
  createdAt: string;
  id: number;
}

export function encodeBookmark(k: Keyset): string {
  return Buffer.from(JSON.stringify([k.createdAt, k.id])).toString('base64url');
}

// PostgreSQL's text form of a timestamptz in UTC sessions: 2026-11-22 12:00:00.123456+00
const PG_TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?(?:Z|([+-])(\d{2})(?::?(\d{2}))?)$/;

/** True only for a real calendar instant: a bookmark must never reach the database unchecked. */
function isValidTimestamp(text: string): boolean {
  const m = PG_TIMESTAMP.exec(text);
  if (!m) return false;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = m
    .slice(1, 7)
    .map(Number);
  const offsetHours = m[9] ? Number(m[9]) : 0;
  const offsetMinutes = m[10] ? Number(m[10]) : 0;
  if (year < 1 || hour > 23 || minute > 59 || second > 59) return false;
  if (offsetHours > 15 || offsetMinutes > 59) return false;
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** `ctx`: whose language a bad bookmark's 400 is said in (English without one). */
export function decodeBookmark(
  bookmark: string | null | undefined,
  ctx: { locale?: string } = {},
): Keyset | null {
  if (!bookmark) return null;
  try {
    const v: unknown = JSON.parse(Buffer.from(bookmark, 'base64url').toString('utf8'));
    if (
      Array.isArray(v) &&
      v.length === 2 &&
      typeof v[0] === 'string' &&
      isValidTimestamp(v[0]) &&
      Number.isSafeInteger(v[1]) &&
      (v[1] as number) > 0
    ) {
      return { createdAt: v[0], id: v[1] as number };
    }
  } catch {
    // fall through to the readable error
  }
  throw badRequest(tr(ctx, 'errors.boards.badBookmark'));
}
