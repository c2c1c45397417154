import { ApiError } from '../../lib/resource';

const FALLBACK = 'Something went wrong. Please try again.';

/** The server's readable words for a failed call; anything else gets the plain fallback. */
export function errorText(e: unknown): string {
  return e instanceof ApiError ? e.message : FALLBACK;
}
