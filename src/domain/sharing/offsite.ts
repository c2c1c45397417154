import type { MessageId } from '../i18n/catalogs/en.ts';
import { isSafeHttpUrl } from './links.ts';

/**
 * Outbound links (spec 01 §2, §7, §8; spec 02 §5, §7): the domain safety list's statuses, what a
 * status does to a click, the 'Heads up!' texts, and how a target is shown to a person.
 */

/** spec 01 §7 (P-317, P-318): `redirect_status` values the server answers. */
export const REDIRECT_STATUSES = ['ok', 'suspicious', 'blocked', 'porn'] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];

/** The statuses an employee can put a domain on the safety list with ('ok' is no entry). */
export const LISTED_STATUSES = ['suspicious', 'blocked', 'porn'] as const;
export type ListedStatus = (typeof LISTED_STATUSES)[number];

/** spec 01 §7 (P-321): what the client's check yields when the server gave no usable answer. */
export type OffsiteCheck = RedirectStatus | 'error';

export function isRedirectStatus(s: unknown): s is RedirectStatus {
  return typeof s === 'string' && (REDIRECT_STATUSES as readonly string[]).includes(s);
}

export function isListedStatus(s: unknown): s is ListedStatus {
  return typeof s === 'string' && (LISTED_STATUSES as readonly string[]).includes(s);
}

/**
 * spec 01 §7 (P-318, P-320), spec 02 §5 (M-277): blocked, suspicious and porn stop the
 * navigation; ok and 'error' (no or a broken answer) let the link open.
 */
export function stopsNavigation(check: OffsiteCheck): boolean {
  return check === 'blocked' || check === 'suspicious' || check === 'porn';
}

/** Where 'Learn more' goes (P-055): the community guidelines' spam section. */
export const SPAM_GUIDELINES_PATH = '/community-guidelines/#spam';

/**
 * The server's message when an employee listed a domain without one of their own: ids said in
 * the reader's language (decision 064), by the server to the person and by the employees' form.
 */
export const DEFAULT_BLOCK_MESSAGES: Record<ListedStatus, MessageId> = {
  blocked: 'admin.domains.defaultBlocked',
  suspicious: 'admin.domains.defaultSuspicious',
  porn: 'admin.domains.defaultPorn',
};

/** The longest message an employee may give (it is shown in a modal). */
export const MAX_BLOCK_MESSAGE = 300;

/** Longest shown form of a target in the modal and the interstitial. */
export const MAX_SHOWN_URL = 100;

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * A host as the safety list keys it: lowercased, without a trailing dot or a leading 'www.',
 * from a bare host or a whole http(s) url; null when it is not a DNS name of two or more
 * labels (or an IPv4 address).
 */
export function normalizeHost(input: string): string | null {
  let s = input.trim().toLowerCase();
  if (s === '') return null;
  if (/^https?:\/\//.test(s)) {
    try {
      s = new URL(s).hostname;
    } catch {
      return null;
    }
  }
  s = s.replace(/\.$/, '');
  if (s.startsWith('www.')) s = s.slice(4);
  if (s.length > 253) return null;
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(s)) {
    return s.split('.').every((n) => Number(n) <= 255) ? s : null;
  }
  const labels = s.split('.');
  if (labels.length < 2 || !labels.every((l) => LABEL.test(l))) return null;
  if (/^\d+$/.test(labels[labels.length - 1] ?? '')) return null;
  return s;
}

/**
 * The list entries that can apply to a host, most specific first: the host and each parent
 * domain of two or more labels ('a.b.example.com' → a.b.example.com, b.example.com, example.com),
 * so listing a domain covers its subdomains. An IP address is only itself.
 */
export function hostCandidates(host: string): string[] {
  const h = normalizeHost(host);
  if (!h) return [];
  if (/^[\d.]+$/.test(h)) return [h];
  const labels = h.split('.');
  const out: string[] = [];
  for (let i = 0; i <= labels.length - 2; i++) out.push(labels.slice(i).join('.'));
  return out;
}

/**
 * spec 01 §7 (P-319): the sanitized url a person is shown — scheme, host and path only (no
 * credentials, query or fragment, which can carry tracking or lures), cut to MAX_SHOWN_URL
 * characters with an ellipsis; null for anything that is not an http(s) url.
 */
export function sanitizedUrl(url: string): string | null {
  let u: URL;
  try {
    u = new URL(url.trim());
  } catch {
    return null;
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
  const path = u.pathname === '/' ? '' : u.pathname;
  const shown = `${u.protocol}//${u.host}${path}`;
  const chars = [...shown];
  return chars.length > MAX_SHOWN_URL ? `${chars.slice(0, MAX_SHOWN_URL - 1).join('')}…` : shown;
}

/** How long a signed /offsite/ link stays valid: minted at the click, used at once. */
export const OFFSITE_TOKEN_SECONDS = 10 * 60;

/**
 * spec 01 §2 (P-045): where a pin's outbound link goes: a promoted pin to its ad destination
 * (else its link), any other pin to its link; null when that is not a safe http(s) url.
 */
export function outboundTarget(pin: {
  isPromoted: boolean;
  adDestinationUrl?: string | null | undefined;
  link: string | null;
}): string | null {
  const link = pin.isPromoted ? (pin.adDestinationUrl ?? pin.link) : pin.link;
  return link && isSafeHttpUrl(link) ? link : null;
}
