/**
 * Where a person goes after logging in, signing up or resetting a password. The target comes
 * from the query string (`?next=`), so it is attacker-controlled: only same-site relative
 * paths pass, anything else falls back (ASVS 5.0 V3: no open redirects).
 */

function hasControlCharacter(s: string): boolean {
  for (const ch of s) {
    const c = ch.charCodeAt(0);
    if (c < 0x20 || c === 0x7f) return true;
  }
  return false;
}

/**
 * A same-site relative path (`/pin/1/`, `/settings?tab=x#y`) or `fallback`. Rejects absolute
 * urls (`https://…`), protocol-relative ones (`//evil.example`, `/\evil.example`), schemes
 * (`javascript:`), backslashes and control characters, which browsers would turn into another
 * origin.
 */
export function safeNextPath(next: string | null | undefined, fallback = '/'): string {
  if (typeof next !== 'string' || next === '' || next.length > 2000) return fallback;
  if (!next.startsWith('/')) return fallback;
  if (next.startsWith('//') || next.includes('\\') || hasControlCharacter(next)) return fallback;
  // resolve against a throwaway origin: whatever a browser would leave the site for fails here
  let url: URL;
  try {
    url = new URL(next, 'http://tessera.invalid');
  } catch {
    return fallback;
  }
  if (url.origin !== 'http://tessera.invalid') return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `/login?next=…` for a page the person should come back to (the home page needs no next). */
export function loginPath(next?: string | null, page: '/login' | '/signup' = '/login'): string {
  const target = safeNextPath(next, '/');
  return target === '/' ? page : `${page}?${new URLSearchParams({ next: target }).toString()}`;
}
