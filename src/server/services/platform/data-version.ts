/**
 * A number that changes whenever stored data may have changed (issue 12). In-process caches
 * key their entries on it, so an entry made before a write is never served after it:
 * - every state-changing HTTP request bumps it when it ends (whatever its outcome);
 * - code that writes outside a request (CLI, seed, jobs) calls `bumpDataVersion()` itself;
 * - on PostgreSQL, other Tessera processes' bumps arrive through LISTEN/NOTIFY and bump it here.
 * It is one counter for the whole process: coarse, and right by construction.
 */
let version = 0;
const listeners = new Set<(version: number) => void>();

export function dataVersion(): number {
  return version;
}

export function bumpDataVersion(): number {
  version += 1;
  for (const fn of listeners) fn(version);
  return version;
}

/** Called after each bump (e.g. to tell other processes); returns the unsubscribe. */
export function onDataVersionBump(fn: (version: number) => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}
