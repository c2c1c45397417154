/**
 * Outbound link rules (spec 01 §5, 02 §5).
 */

const HTTP_PREFIX = /^https?:\/\//i;

function parseHttpUrl(s: string): URL | null {
  let url: URL;
  try {
    url = new URL(s.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.hostname === '') return null;
  return url;
}

function stripWww(host: string): string {
  const lower = host.toLowerCase();
  return lower.startsWith('www.') ? lower.slice(4) : lower;
}

/**
 * spec 01 §5: an outbound link is external only if it starts with http or https and is not on
 * the product's own host. `ownHost` is a hostname ('tessera.example') or host with port
 * ('localhost:3000'); the port is compared only when `ownHost` names one. Hosts compare
 * case-insensitively and a leading 'www.' is ignored on both sides. A link that starts with
 * http(s) but cannot be parsed is not treated as external (it is not a usable link at all;
 * see isSafeHttpUrl).
 */
export function isExternalLink(link: string | null | undefined, ownHost: string): boolean {
  if (!link || !HTTP_PREFIX.test(link.trim())) return false;
  const url = parseHttpUrl(link);
  if (!url) return false;
  const own = ownHost.trim().toLowerCase();
  if (own === '') return true;
  const hasPort = /:\d+$/.test(own);
  const linkHost = hasPort ? url.host : url.hostname;
  return stripWww(linkHost) !== stripWww(own);
}

/**
 * spec 01 §3 (pin `domain`, shown in the visit-site label): hostname of an http(s) link,
 * lowercased and without a leading 'www.'; null when the link is not an http(s) url.
 */
export function domainOf(link: string): string | null {
  const url = parseHttpUrl(link);
  return url ? stripWww(url.hostname) : null;
}

/**
 * spec 01 §5, 02 §5: links Tessera may navigate to are parseable http:// or https:// urls
 * with a host. Everything else (javascript:, data:, file:, protocol-relative, relative) is
 * rejected, and so are urls carrying user credentials (`https://user:pw@host`), a phishing
 * pattern that no pin link needs.
 */
export function isSafeHttpUrl(s: string): boolean {
  if (!HTTP_PREFIX.test(s.trim())) return false;
  const url = parseHttpUrl(s);
  if (!url) return false;
  return url.username === '' && url.password === '';
}
