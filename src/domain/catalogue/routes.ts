/**
 * Url rules: reserved top-level words, pin id params, SEO slugs and the paths the card and
 * closeup link to (spec 01 §2, 02 §2).
 */

/**
 * spec 02 §2: reserved top-level words are excluded from profile matching. Every top-level
 * word of the route catalogue (02 §2) and of the card/closeup routes (01 §2), plus the
 * server's own prefixes (docs/architecture.md: /resource, /v3, /img, /healthz ...), framework and
 * well-known files, and words a username should never impersonate.
 */
export const RESERVED_TOP_LEVEL: ReadonlySet<string> = new Set([
  // spec 01 §2 and 02 §2 route catalogue
  'about',
  'help',
  'login',
  'signup',
  'settings',
  'search',
  'today',
  'shopping',
  'videos',
  'pin',
  'pin-builder',
  'pin-editor',
  'story-pin-builder',
  'idea-pin-builder',
  'pin-creation-tool',
  'idea-ads-tool',
  'collage-creation-tool',
  'board',
  'boardsection',
  'business',
  'business-access',
  'business-manager',
  'business-hierarchy',
  'asset-groups',
  'catalogs',
  'shared-tags',
  'brand-safety',
  'invoice-management',
  'audiences',
  'security',
  'ad-accounts',
  'advertiser',
  'ideas',
  'topics',
  'discover',
  'homefeed',
  'following',
  'edit',
  'me',
  'news_hub',
  'pin_redirect',
  'offsite',
  'invited',
  'invites',
  'password',
  'pw',
  'secure',
  'email',
  'email_verification_error',
  'notifications',
  'unauth-profile',
  'conversation',
  'appealed-pin',
  'reports-and-violations',
  'age-appeal',
  'oauth',
  'app-factory-oauth',
  'tv',
  'repin',
  // server prefixes, framework and well-known files
  'img',
  'resource',
  'v3',
  'healthz',
  'readyz',
  '_dev',
  'api',
  'assets',
  'static',
  'build',
  'public',
  '__manifest',
  '.well-known',
  'favicon.ico',
  'robots.txt',
  'sitemap.xml',
  'manifest.json',
  'manifest.webmanifest',
  'sw.js',
  // account and site pages a username must not shadow
  'logout',
  'signin',
  'register',
  'account',
  'accounts',
  'privacy',
  'terms',
  'tos',
  'legal',
  'cookies',
  'policy',
  'community-guidelines',
  'contact',
  'support',
  'blog',
  'status',
  'admin',
  'administrator',
  'root',
  'system',
  'moderator',
  'staff',
  'tessera',
  'www',
  'home',
  'explore',
  'create',
  'analytics',
  'messages',
  'inbox',
  'categories',
  'users',
  'user',
  'pins',
  'boards',
  'collages',
  'shuffles',
  'null',
  'undefined',
]);

/** spec 02 §2: reserved top-level words are excluded from profile matching (case-insensitive). */
export function isReservedUsername(word: string): boolean {
  return RESERVED_TOP_LEVEL.has(word.toLowerCase());
}

const USERNAME = /^[A-Za-z0-9_]{3,30}$/;

/**
 * spec 02 §2 (/{username}/ profile route, reserved words excluded): a username is 3–30
 * letters, digits or underscores and not a reserved top-level word.
 */
export function isValidUsername(s: string): boolean {
  return USERNAME.test(s) && !isReservedUsername(s);
}

/** Largest signed 64-bit integer: ids are stored as bigint. */
const MAX_ID = '9223372036854775807';
const PIN_ID = /^[1-9][0-9]{0,18}$/;
const SLUG_AND_ID = /^(.+)--([0-9]+)$/;

/** Whether a string of digits fits a stored id (a signed 64-bit bigint). */
export function fitsStoredId(digits: string): boolean {
  return digits.length < MAX_ID.length || (digits.length === MAX_ID.length && digits <= MAX_ID);
}

function validPinId(digits: string): boolean {
  return PIN_ID.test(digits) && fitsStoredId(digits);
}

/**
 * spec 01 §2: the `/pin/{id}/` segment is the id itself or any text followed by two dashes and
 * the id (`cozy-reading-nook--1234` → '1234'). Ids are 1–19 digits without a leading zero
 * and at most the signed 64-bit maximum; anything else gives null.
 */
export function parsePinIdParam(param: string): string | null {
  if (validPinId(param)) return param;
  const m = SLUG_AND_ID.exec(param);
  const digits = m?.[2];
  return digits !== undefined && validPinId(digits) ? digits : null;
}

const SLUG_MAX = 60;

/**
 * spec 01 §2 (search-engine-style url from the seoUrl): the title as lowercase ascii words
 * joined by '-'. Accents are folded ('Café' → 'cafe'), other characters separate words, and
 * the slug is cut to 60 characters at a word boundary (a single longer word is cut hard).
 * '' when no ascii letter or digit is left.
 */
export function seoSlug(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== '');
  let slug = '';
  for (const word of words) {
    const next = slug === '' ? word : `${slug}-${word}`;
    if (next.length > SLUG_MAX) {
      if (slug === '') slug = word.slice(0, SLUG_MAX);
      break;
    }
    slug = next;
  }
  return slug;
}

/**
 * spec 01 §2: the closeup is `/pin/{id}/`; logged-out visitors get the search-engine-style
 * `/pin/{slug}--{id}/` built from the id and the seo title, used when the slug is non-empty.
 */
export function pinPath(id: string, opts?: { seoTitle?: string }): string {
  const slug = opts?.seoTitle ? seoSlug(opts.seoTitle) : '';
  return slug === '' ? `/pin/${id}/` : `/pin/${slug}--${id}/`;
}

/** spec 02 §2 M-037, M-038: pins (or product pins) that look like the pin (issue 16). */
export function visualSearchPath(id: string, products = false): string {
  return `/pin/${id}/visual-search/${products ? 'products/' : ''}`;
}

/** spec 01 §2: detailed stats at /pin/{id}/analytics, linked from the see-more-stats button. */
export function pinAnalyticsPath(id: string): string {
  return `/pin/${id}/analytics`;
}

/** spec 01 §2, §6: /{username}/ profile, lowercased for signed-out visitors. */
export function profilePath(username: string, opts?: { loggedOut?: boolean }): string {
  const name = opts?.loggedOut ? username.toLowerCase() : username;
  return `/${encodeURIComponent(name)}/`;
}

/** spec 01 §2: /{username}/_created/ profile created-pins path (lowercased for visitors). */
export function createdPinsPath(username: string, opts?: { loggedOut?: boolean }): string {
  return `${profilePath(username, opts)}_created/`;
}

/** spec 01 §2, 02 §2: board url /{username}/{board}/ with an optional section slug, trailing slash. */
export function boardPath(username: string, boardSlug: string, sectionSlug?: string): string {
  const base = `/${encodeURIComponent(username)}/${encodeURIComponent(boardSlug)}/`;
  return sectionSlug ? `${base}${encodeURIComponent(sectionSlug)}/` : base;
}

/** spec 01 §2: 'From {topic}' attribution links to /search/pins/?q={topic}&rs={source}. */
export function searchPinsPath(topic: string, source: string): string {
  const q = new URLSearchParams({ q: topic, rs: source });
  return `/search/pins/?${q.toString()}`;
}

/** spec 01 §2: ideas pages at /ideas/{slug}/. */
export function ideasPath(slug: string): string {
  return `/ideas/${encodeURIComponent(slug)}/`;
}

/** spec 01 §2: a quick save to the profile links the saved-to overlay to /me/. */
export const QUICK_SAVE_PROFILE_PATH = '/me/';

/**
 * spec 01 §2 (P-030): /pin/{id}/repin/ is the repin screen, which in Tessera is the closeup with
 * its save screen open: the route sends the browser to the closeup with this fragment, and the
 * closeup's Save opens its board picker (a visitor gets the login prompt).
 */
export const REPIN_HASH = '#repin';

/** The community guidelines page (the blocked-link dialog links to its #spam section). */
export const GUIDELINES_PATH = '/community-guidelines/';

/** spec 01 §2: query fields of the /pin_redirect clickthrough interstitial. */
export interface PinRedirectFields {
  domain: string;
  domainImageUrl: string;
  origin: string;
  pinCategory: string;
  pinImageUrl: string;
  redirectUrl: string;
  /**
   * The pin whose link this is. Not among the spec's six fields, which name no pin; Tessera adds
   * it so the page can continue only to that pin's own link (decision 014: never an open
   * redirect).
   */
  pin?: string;
}

/** spec 01 §2: /pin_redirect interstitial with domain, domainImageUrl, origin, pinCategory, pinImageUrl, redirectUrl (and Tessera's pin). */
export function pinRedirectPath(fields: PinRedirectFields): string {
  const q = new URLSearchParams({
    domain: fields.domain,
    domainImageUrl: fields.domainImageUrl,
    origin: fields.origin,
    pinCategory: fields.pinCategory,
    pinImageUrl: fields.pinImageUrl,
    redirectUrl: fields.redirectUrl,
  });
  if (fields.pin !== undefined) q.set('pin', fields.pin);
  return `/pin_redirect?${q.toString()}`;
}

/**
 * spec 01 §2, §3: where the saved-to overlay links after a save. A save of type 'boardless'
 * (to the profile) goes to /me/; a board or section save goes to the board url (with the
 * section slug, trailing slash); a protected board is not linked (null).
 */
export function savedToOverlayHref(saved: {
  type: 'boardless' | 'board';
  username?: string;
  boardSlug?: string;
  sectionSlug?: string;
  boardPrivacy?: 'public' | 'protected' | 'secret';
}): string | null {
  if (saved.type === 'boardless') return QUICK_SAVE_PROFILE_PATH;
  if (saved.boardPrivacy === 'protected') return null;
  if (!saved.username || !saved.boardSlug) return null;
  return boardPath(saved.username, saved.boardSlug, saved.sectionSlug);
}
