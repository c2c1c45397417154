import { createHash } from 'node:crypto';

/** HTTP validators and content coding (RFC 9110 §8.8.3, §13.1.2, §12.5.3): pure helpers. */

/** A strong entity tag of some bytes. */
export function strongEtag(...parts: (string | Buffer)[]): string {
  const h = createHash('sha256');
  for (const p of parts) h.update(p);
  return etagOfDigest(h.digest());
}

/** A strong entity tag from a SHA-256 that names the bytes (kept-json.ts `jsonAnswer`). */
export function etagOfDigest(digest: Buffer): string {
  return `"${digest.toString('base64url').slice(0, 27)}"`;
}

/** The entity tags an If-None-Match header lists (`*` as itself); weak ones lose their `W/`. */
export function ifNoneMatchTags(header: string | string[] | undefined): string[] {
  const raw = Array.isArray(header) ? header.join(',') : header;
  if (!raw) return [];
  const out: string[] = [];
  for (const m of raw.matchAll(/\*|(?:W\/)?"[^"]*"/g)) out.push(m[0].replace(/^W\//, ''));
  return out;
}

/** Whether a GET with this If-None-Match may be answered 304 for `etag` (weak comparison). */
export function notModified(header: string | string[] | undefined, etag: string): boolean {
  const tags = ifNoneMatchTags(header);
  return tags.includes('*') || tags.includes(etag);
}

export type Coding = 'br' | 'gzip';

/**
 * The coding to send for an Accept-Encoding, among those `offered` (in order of preference),
 * or null when none is acceptable.
 */
export function pickCoding(
  header: string | string[] | undefined,
  offered: readonly Coding[] = ['br', 'gzip'],
): Coding | null {
  const raw = Array.isArray(header) ? header.join(',') : (header ?? '');
  const q = new Map<string, number>();
  for (const item of raw.split(',')) {
    const [name, ...params] = item.trim().toLowerCase().split(';');
    if (!name) continue;
    const qp = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qp ? Number(qp.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const star = q.get('*');
  let best: Coding | null = null;
  let bestQ = 0;
  for (const c of offered) {
    const w = q.get(c) ?? star ?? 0;
    if (w > bestQ) {
      best = c;
      bestQ = w;
    }
  }
  return best;
}

const NONCE = /^[A-Za-z0-9+/]{22}==$/;

/**
 * A kept page's tag is its stored tag with the CSP nonce its copy carries (`"base.nonce"`): the
 * nonce a revalidating browser holds for `etag`, or null when it holds no copy of it.
 */
export function splitNonce(header: string | string[] | undefined, etag: string): string | null {
  const prefix = `${etag.slice(0, -1)}.`;
  for (const tag of ifNoneMatchTags(header)) {
    if (!tag.startsWith(prefix)) continue;
    const nonce = tag.slice(prefix.length, -1);
    if (NONCE.test(nonce)) return nonce;
  }
  return null;
}
