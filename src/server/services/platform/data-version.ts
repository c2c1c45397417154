/**
 * A number that changes whenever stored data may have changed (issue 12). In-process caches
 * key their entries on it, so an entry made before a write is never served after it:
 * - every state-changing HTTP request bumps it when it ends (whatever its outcome);
 * - code that writes outside a request (CLI, seed, jobs) calls `bumpDataVersion()` itself;
 * - on PostgreSQL, other Tessera processes' bumps arrive through LISTEN/NOTIFY and bump it here
 *   (data-version-sync.ts), as `'remote'` bumps that are not announced again.
 * It is one counter for the whole process: coarse, and right by construction.
 */
export type BumpSource = 'local' | 'remote';

let version = 0;
const listeners = new Set<(version: number, source: BumpSource) => void>();

export function dataVersion(): number {
  return version;
}

export function bumpDataVersion(source: BumpSource = 'local'): number {
  version += 1;
  for (const fn of listeners) fn(version, source);
  return version;
}

/**
 * Called after each bump (e.g. to drop cache entries, or to tell other processes of a local
 * bump); returns the unsubscribe.
 */
export function onDataVersionBump(fn: (version: number, source: BumpSource) => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}
