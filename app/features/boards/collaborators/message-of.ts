import { pageText } from '../../../lib/page-i18n';
import { ApiError } from '../../../lib/resource';

// the fallback of callers that give none (routes/invites.tsx) is said in the page's language;
// this area's callers give the page's own words (decision 064)

/** The readable message of a failed call; `fallback` when it has none. */
export function messageOf(e: unknown, fallback = pageText('ui.failed')): string {
  return e instanceof Error && e.message ? e.message : fallback;
}

/** Only the server's own words: a network or script failure gets the plain fallback line. */
export function apiMessageOf(e: unknown, fallback = pageText('ui.failed')): string {
  return e instanceof ApiError ? e.message : fallback;
}
