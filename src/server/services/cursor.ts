import { badRequest } from '../errors.ts';

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

export function decodeBookmark(bookmark: string | null | undefined): Keyset | null {
  if (!bookmark) return null;
  try {
    const v: unknown = JSON.parse(Buffer.from(bookmark, 'base64url').toString('utf8'));
    if (
      Array.isArray(v) &&
      v.length === 2 &&
      typeof v[0] === 'string' &&
      /^\d{4}-\d{2}-\d{2}[ T][\d:.]+([+-]\d{2}(:?\d{2})?|Z)?$/.test(v[0]) &&
      Number.isSafeInteger(v[1])
    ) {
      return { createdAt: v[0], id: v[1] as number };
    }
  } catch {
    // fall through to the readable error
  }
  throw badRequest('The bookmark is not valid; start again from the first page.');
}

/** Cuts a fetched page of pageSize + 1 rows into the page and the next bookmark. */
export function pageOf<T extends { createdAtText: string; id: number }>(
  rows: T[],
  pageSize: number,
): { rows: T[]; bookmark: string | null } {
  if (rows.length <= pageSize) return { rows, bookmark: null };
  const page = rows.slice(0, pageSize);
  const last = page[page.length - 1] as T;
  return { rows: page, bookmark: encodeBookmark({ createdAt: last.createdAtText, id: last.id }) };
}
