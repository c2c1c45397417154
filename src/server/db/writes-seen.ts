import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'drizzle-orm';

/**
 * Decision 069: which statements a piece of work sent that may change data. A request that sent
 * none changed nothing any cache holds, whatever its answer, so a refused or malformed write
 * (a forged origin, bad JSON, options that fail their schema) empties no cache.
 */
export interface WritesSeen {
  wrote: boolean;
}

const seen = new AsyncLocalStorage<WritesSeen>();

/**
 * Statements that change no row: reads and transaction control. Anything else (insert, update,
 * delete, a `with` that may hold one, DDL, an unknown start) counts as a write.
 */
const CHANGES_NOTHING = /^\s*(select|begin|commit|rollback|savepoint|release|show)\b/i;

export function mayWrite(statement: string): boolean {
  return !CHANGES_NOTHING.test(statement);
}

/** Drizzle's logger hook: it sees every statement a query builder or `execute` sends. */
export const writesLogger: Logger = {
  logQuery(query) {
    const w = seen.getStore();
    if (w && !w.wrote && mayWrite(query)) w.wrote = true;
  },
};

/**
 * A write the logger cannot see: the job queue's own statements (pg-boss has its own pool, and
 * an admin's retry or cancel of a job writes nothing else).
 */
export function noteWrite(): void {
  const w = seen.getStore();
  if (w) w.wrote = true;
}

/**
 * Runs `work` (and everything it starts, awaited or not) watched: the answer says whether any
 * statement it sent through the database may have written.
 */
export function watchWrites(work: () => void): WritesSeen {
  const w: WritesSeen = { wrote: false };
  seen.run(w, work);
  return w;
}
