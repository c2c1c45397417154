import { REPINS_LOGGED } from './analytics-events.ts';

/**
 * spec 01 §7 (P-369): repin logging counts the first 9 repins of a page session; later ones
 * are saved as ever but not logged. Returns the 1-based index to log, or null past the ninth.
 * (Its own module: the save control that uses it is on every page, the impression machine is not.)
 */
export function repinLogIndex(repinsLoggedSoFar: number): number | null {
  return repinsLoggedSoFar < REPINS_LOGGED ? repinsLoggedSoFar + 1 : null;
}
