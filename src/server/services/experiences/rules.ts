import { createHash } from 'node:crypto';
import { isReservedUsername, isValidUsername } from '#domain/catalogue/routes';
import { TARGET_ROUTES, type Targeting } from '#domain/experiences/experience-data';

/**
 * Issue 14: the serving rules that need no database, apart from the experience's own row:
 * the route kind of a path, the holdout split, newness and the targeting match.
 */

export type RouteKind = Exclude<(typeof TARGET_ROUTES)[number], 'any'>;

const MESSAGE_ROOTS = new Set(['conversation', 'messages', 'inbox']);

/**
 * The kind of route a client is on, from the `targeting.route` it sends: a path ('/',
 * '/pin/12/', '/ana/recipes/') or a kind's own name ('home'). Null when it is neither.
 */
export function routeKindOf(route: string | null | undefined): RouteKind | null {
  if (typeof route !== 'string') return null;
  const raw = route.trim();
  if ((TARGET_ROUTES as readonly string[]).includes(raw) && raw !== 'any') {
    return raw as RouteKind;
  }
  if (!raw.startsWith('/') || raw.startsWith('//')) return null;
  const path = raw.split(/[?#]/)[0] ?? '/';
  const parts = path.split('/').filter(Boolean);
  const [first, second] = parts;
  if (first === undefined) return 'home';
  if (first === 'pin') return parts.length >= 2 ? 'closeup' : null;
  if (first === 'search') return 'search';
  if (first === 'settings') return 'settings';
  if (MESSAGE_ROOTS.has(first)) return 'messages';
  if (isReservedUsername(first) || !isValidUsername(first)) return null;
  if (parts.length === 1 || second === '_created' || second === '_saved') return 'profile';
  return parts.length <= 3 ? 'board' : null;
}

/** A stable 0..99 bucket of one subject for one experience: the same person, the same side. */
export function holdoutBucket(experienceId: number, subject: string): number {
  const digest = createHash('sha256').update(`${experienceId}:${subject}`).digest();
  return digest.readUInt32BE(0) % 100;
}

/** Held out: the subject's bucket falls below the experience's holdout percentage. */
export function isHeldOut(experienceId: number, subject: string, holdoutPercent: number): boolean {
  return holdoutPercent > 0 && holdoutBucket(experienceId, subject) < holdoutPercent;
}

/** spec 02 §9: the 28-day window of recent dates */
export const NEW_WINDOW_MS = 28 * 24 * 60 * 60 * 1000;

/** New: first seen (account made, or a visitor's first recorded experience) under 28 days ago. */
export function isNewSubject(firstSeen: Date | null, now: Date): boolean {
  if (!firstSeen) return true;
  return now.getTime() - firstSeen.getTime() < NEW_WINDOW_MS;
}

/**
 * A locale entry matches the person's language when they are the same tag, or when the entry
 * names a language only ('en') and the person's tag is of that language ('en', 'en-GB').
 */
export function localeMatches(locales: readonly string[], language: string): boolean {
  const lang = language.toLowerCase();
  const primary = lang.split('-')[0];
  return locales.some((entry) => {
    const e = entry.toLowerCase();
    return e === lang || (!e.includes('-') && e === primary);
  });
}

/** What targeting is checked against, all of it known on the server. */
export interface SubjectFacts {
  signedIn: boolean;
  country: string | null;
  language: string;
  isNew: boolean;
  hasBoards: boolean;
  isPartner: boolean;
  /** the named predicates that hold for this person */
  predicates: ReadonlySet<string>;
}

function routeMatches(routes: Targeting['routes'], kind: RouteKind | null): boolean {
  if (!routes || routes.length === 0 || routes.includes('any')) return true;
  return kind !== null && routes.includes(kind);
}

/**
 * Issue 14 targeting: audience, route, country, locale, newness, boards, partner and the named
 * predicates must all hold (an absent rule holds). `triggered_only` is the caller's: it needs
 * the status row of one placement.
 */
export function targetingMatches(
  t: Targeting,
  facts: SubjectFacts,
  routeKind: RouteKind | null,
): boolean {
  if (t.audience === 'signed_in' && !facts.signedIn) return false;
  if (t.audience === 'visitor' && facts.signedIn) return false;
  if (!routeMatches(t.routes, routeKind)) return false;
  if (t.countries?.length && !(facts.country && t.countries.includes(facts.country))) {
    return false;
  }
  if (t.locales?.length && !localeMatches(t.locales, facts.language)) return false;
  if (t.newness === 'new' && !facts.isNew) return false;
  if (t.newness === 'returning' && facts.isNew) return false;
  if (t.has_boards !== undefined && t.has_boards !== facts.hasBoards) return false;
  if (t.is_partner !== undefined && t.is_partner !== facts.isPartner) return false;
  return (t.predicates ?? []).every((p) => facts.predicates.has(p));
}
