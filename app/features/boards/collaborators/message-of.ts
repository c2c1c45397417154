import { ApiError } from '../../../lib/resource';

const FALLBACK = 'Something went wrong. Please try again.';

/** The readable message of a failed call. */
export function messageOf(e: unknown): string {
  return e instanceof Error && e.message ? e.message : FALLBACK;
}

/** Only the server's own words: a network or script failure gets the plain fallback line. */
export function apiMessageOf(e: unknown): string {
  return e instanceof ApiError ? e.message : FALLBACK;
}
