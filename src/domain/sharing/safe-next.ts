/**
 * Where a person goes after logging in, signing up or resetting a password. The target comes
 * from the query string (`?next=`), so it is attacker-controlled: only same-site relative
 * paths pass, anything else falls back (ASVS 5.0 V3: no open redirects).
 */

// A fixed stand-in for our own origin: `.invalid` never resolves, so nothing depends on the host.
const OWN = 'http://tessera.invalid';
const MAX_LENGTH = 2000;

/** Anything below U+0021 (space, tab, newline, NUL…), DEL and the C1 controls. */
function hasControlOrSpace(s: string): boolean {
  for (const ch of s) {
    const c = ch.codePointAt(0) ?? 0;
    if (c <= 0x20 || (c >= 0x7f && c <= 0x9f)) return true;
  }
  return false;
}

/**
 * Slashes, backslashes, dots and percent signs in disguise: browsers and proxies decode or fold
 * these (`%2f`, `%5c`, `%2e`, `%25`, fullwidth `／` and `＼`), and a path that means one thing
 * to us and another to them is how redirect filters are beaten.
 */
const DISGUISED = /%(?:2f|5c|2e|25|09|0a|0d|00)|[\uff0f\uff3c\u2215\u2044\u29f5\u29f8\u29f9]/i;

/** Resolves `path` the way a browser resolves a Location header, against our own origin. */
function resolve(path: string): URL | null {
  try {
    return new URL(path, OWN);
  } catch {
    return null;
  }
}

/**
 * A same-site relative path (`/pin/1/`, `/settings?tab=x#y`) or `fallback`. The candidate is
 * parsed with the WHATWG URL parser (what a browser does with a Location header) against a fixed
 * own origin and must keep that origin; the path handed back is the parsed one, and it must
 * itself resolve to the same place, so dot segments cannot turn `/.//evil` into `//evil`.
 * Backslashes, control characters and whitespace are refused outright, and encoded slashes and
 * dots in the path.
 */
export function safeNextPath(next: string | null | undefined, fallback = '/'): string {
  if (typeof next !== 'string' || next === '' || next.length > MAX_LENGTH) return fallback;
  if (!next.startsWith('/') || next.startsWith('//')) return fallback;
  // encoded slashes and dots matter in the path, where browsers and proxies fold them; in the query
  // they are data (a save link's ?url=https%3A%2F%2F…) and never move the target off the site
  const pathPart = next.split(/[?#]/, 1)[0] ?? '';
  if (next.includes('\\') || hasControlOrSpace(next) || DISGUISED.test(pathPart)) return fallback;
  const url = resolve(next);
  if (!url || url.origin !== OWN || url.username || url.password) return fallback;
  const out = `${url.pathname}${url.search}${url.hash}`;
  // the parsed path must start with exactly one slash and stand for the same url again
  if (!out.startsWith('/') || out.startsWith('//')) return fallback;
  if (resolve(out)?.href !== url.href) return fallback;
  return out;
}

/** `/login?next=…` for a page the person should come back to (the home page needs no next). */
export function loginPath(next?: string | null, page: '/login' | '/signup' = '/login'): string {
  const target = safeNextPath(next, '/');
  return target === '/' ? page : `${page}?${new URLSearchParams({ next: target }).toString()}`;
}
