// Issue 37's /admin/health, decision 059: the answers the instance gave with a 5xx status,
// counted by route. Each process counts in memory (a process that cannot reach its database must
// still count that it could not) and adds its counts to `route_errors` in batches, by the hour, so
// the page shows every process's errors over a window, on PGlite and PostgreSQL alike.

import { desc, gte, lt, sql } from 'drizzle-orm';
import { ERROR_WINDOW_HOURS, type RouteErrors } from '#domain/platform/health';
import type { Db } from '../../db/client.ts';
import { routeErrors } from '../../db/schema/index.ts';

/** routes are patterns, so this stays small; a bound all the same */
const MAX_ROUTES = 500;
const FLUSH_EVERY_MS = 10_000;
const HOUR = 3_600_000;
/** hours kept in the table; older rows go when a process flushes */
const KEEP_HOURS = 24 * 7;

interface Pending {
  route: string;
  hour: number;
  count: number;
  lastStatus: number;
  lastAt: Date;
}

function hourOf(at: Date): number {
  return Math.floor(at.getTime() / HOUR) * HOUR;
}

/** One app's counter: counts in memory, writes in batches to its database. */
class ErrorCounter {
  private pending = new Map<string, Pending>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(private readonly db: Db) {}

  /** Counts one answer of `status` (5xx only) on `route`. */
  count(route: string, status: number, at: Date): void {
    if (status < 500) return;
    const hour = hourOf(at);
    const key = `${hour} ${route}`;
    const known = this.pending.get(key);
    if (known) {
      known.count += 1;
      known.lastStatus = status;
      known.lastAt = at;
    } else if (this.pending.size < MAX_ROUTES) {
      this.pending.set(key, { route, hour, count: 1, lastStatus: status, lastAt: at });
    }
    this.timer ??= setTimeout(() => {
      this.timer = null;
      void this.flush().catch(() => {});
    }, FLUSH_EVERY_MS).unref();
  }

  /** Adds what this process counted to the table (one statement); kept for later if it fails. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.write());
    return this.flushing;
  }

  private async write(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = [...this.pending.values()];
    this.pending.clear();
    try {
      await this.db.transaction(async (tx) => {
        await tx
          .insert(routeErrors)
          .values(
            batch.map((p) => ({
              route: p.route,
              hour: new Date(p.hour),
              count: p.count,
              lastStatus: p.lastStatus,
              lastAt: p.lastAt,
            })),
          )
          .onConflictDoUpdate({
            target: [routeErrors.route, routeErrors.hour],
            set: {
              count: sql`${routeErrors.count} + excluded.count`,
              lastStatus: sql`case when excluded.last_at >= ${routeErrors.lastAt} then excluded.last_status else ${routeErrors.lastStatus} end`,
              lastAt: sql`greatest(${routeErrors.lastAt}, excluded.last_at)`,
            },
          });
        await tx
          .delete(routeErrors)
          .where(lt(routeErrors.hour, new Date(hourOf(new Date()) - KEEP_HOURS * HOUR)));
      });
    } catch (err) {
      for (const p of batch) {
        const key = `${p.hour} ${p.route}`;
        const known = this.pending.get(key);
        if (known) known.count += p.count;
        else if (this.pending.size < MAX_ROUTES) this.pending.set(key, p);
      }
      throw err;
    }
  }

  /** Stops the timer and writes what is left (the app's close). */
  async close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.flush().catch(() => {});
  }
}

const counters = new WeakMap<Db, ErrorCounter>();

/** The counter of the app on `db` (one per app, so tests with several apps keep theirs apart). */
export function errorCounterFor(db: Db): ErrorCounter {
  let c = counters.get(db);
  if (!c) {
    c = new ErrorCounter(db);
    counters.set(db, c);
  }
  return c;
}

/**
 * Every process's 5xx answers by route over the last ERROR_WINDOW_HOURS hours (whole hours), the
 * most recent first; this process's own are written first, so the answer includes them.
 */
export async function serverErrors(
  db: Db,
  now: Date,
): Promise<{ since: string; routes: RouteErrors[] }> {
  await errorCounterFor(db)
    .flush()
    .catch(() => {});
  const since = new Date(hourOf(now) - (ERROR_WINDOW_HOURS - 1) * HOUR);
  const rows = await db
    .select({
      route: routeErrors.route,
      count: sql<number>`sum(${routeErrors.count})::int`,
      lastAt: sql<string>`max(${routeErrors.lastAt})`,
      lastStatus: sql<number>`(array_agg(${routeErrors.lastStatus} order by ${routeErrors.lastAt} desc))[1]`,
    })
    .from(routeErrors)
    .where(gte(routeErrors.hour, since))
    .groupBy(routeErrors.route)
    .orderBy(desc(sql`max(${routeErrors.lastAt})`))
    .limit(MAX_ROUTES);
  return {
    since: since.toISOString(),
    routes: rows.map((r) => ({
      route: r.route,
      count: Number(r.count),
      lastStatus: Number(r.lastStatus),
      lastAt: new Date(r.lastAt).toISOString(),
    })),
  };
}
