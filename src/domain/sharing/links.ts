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

/**
 * spec 02 §5: a link click with an empty href or one starting with # is ignored and only
 * logged; a Cmd or Ctrl click on a non-offsite link keeps the default browser behaviour;
 * everything else is handled by Tessera.
 */
export function linkClickAction(
  href: string | null | undefined,
  click: { metaKey?: boolean; ctrlKey?: boolean; isOffsite: boolean },
): 'ignore' | 'browserDefault' | 'handle' {
  const h = (href ?? '').trim();
  if (h === '' || h.startsWith('#')) return 'ignore';
  if ((click.metaKey || click.ctrlKey) && !click.isOffsite) return 'browserDefault';
  return 'handle';
}

/**
 * spec 02 §5: the outbound pre-check runs only for pins that are not promoted (or are
 * downstream promotions), only when the location shows the pin or the surface is not in an
 * excluded list, and only once (per pin and link).
 */
export function shouldPrecheckOutbound(input: {
  isPromoted: boolean;
  isDownstreamPromotion?: boolean;
  locationShowsPin: boolean;
  surfaceExcluded: boolean;
  alreadyChecked: boolean;
}): boolean {
  if (input.isPromoted && !input.isDownstreamPromotion) return false;
  if (!input.locationShowsPin && input.surfaceExcluded) return false;
  return !input.alreadyChecked;
}

/**
 * spec 01 §4 (P-177, P-178): new users, or visitors the sign-up upsell is for (signed out, not a
 * bot), get the /pin_redirect interstitial in a new tab on a clickthrough of a pin without a
 * promoter; everyone else, and every promoted pin, opens the link directly. "When an experience
 * exists": Tessera has no experience service yet (issues 14, 15), so the interstitial is the one
 * experience at this placement and always exists (decision 014). A new user's account is younger
 * than `newAccountDays`; a missing or unreadable creation date is not new.
 */
export function getsClickthroughInterstitial(
  viewer: { isAuth: boolean; isBot: boolean; createdAt: string | null },
  pin: { isPromoted: boolean; hasPromoter: boolean },
  now: number,
  newAccountDays: number,
): boolean {
  if (pin.isPromoted || pin.hasPromoter) return false;
  if (viewer.isBot) return false;
  if (!viewer.isAuth) return true;
  const created = viewer.createdAt ? Date.parse(viewer.createdAt) : Number.NaN;
  return Number.isFinite(created) && now - created < newAccountDays * 86_400_000;
}

/** spec 02 §9: right-click image types. */
export const RIGHT_CLICK_IMAGE_TYPES = [
  'png',
  'jpg',
  'jpeg',
  'gif',
  'bmp',
  'tiff',
  'webp',
  'mp4',
  'm4v',
  'quicktime',
] as const;
