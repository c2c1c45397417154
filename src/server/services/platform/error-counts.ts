// Issue 37's /admin/health: the answers this process gave with a 5xx status, counted by route
// since it started. In memory and per process: a process that cannot reach its database must
// still be able to count that it could not, and a restart starts the count again.

import type { RouteErrors } from '#domain/platform/health';

const STARTED = new Date();
/** routes are patterns, so this stays small; a bound all the same */
const MAX_ROUTES = 500;
const counts = new Map<string, RouteErrors>();

/** Counts one answer of `status` (5xx only) on `route`. */
export function countServerError(route: string, status: number, at: Date): void {
  if (status < 500) return;
  const known = counts.get(route);
  if (known) {
    known.count += 1;
    known.lastStatus = status;
    known.lastAt = at.toISOString();
    return;
  }
  if (counts.size >= MAX_ROUTES) return;
  counts.set(route, { route, count: 1, lastStatus: status, lastAt: at.toISOString() });
}

/** Every route's count, the most recent first, and since when this process has counted. */
export function serverErrors(): { since: string; routes: RouteErrors[] } {
  const routes = [...counts.values()].sort((a, b) => b.lastAt.localeCompare(a.lastAt));
  return { since: STARTED.toISOString(), routes: routes.map((r) => ({ ...r })) };
}
