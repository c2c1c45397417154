import type { Db } from '../../db/client.ts';
import { dataVersion } from './data-version.ts';

/**
 * In-process caches of work that only a write can make stale (issue 12: feeds, signed-in
 * viewers), one set per database handle (tests run two databases in one process) and per data
 * version: the first lookup after any
 * write (`dataVersion()` moved on) starts from empty, so nothing made before a write is served
 * after it. Work that raced a write lands in the set of the old version, which no one reads.
 * Each cache is a bounded LRU (a Map in recency order).
 */
export class Lru<V> {
  private readonly map = new Map<string | number, V>();
  constructor(readonly max: number) {}

  get size(): number {
    return this.map.size;
  }

  has(key: string | number): boolean {
    return this.map.has(key);
  }

  get(key: string | number): V | undefined {
    const v = this.map.get(key);
    if (v === undefined) return undefined;
    this.map.delete(key);
    this.map.set(key, v);
    return v;
  }

  set(key: string | number, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.max) {
      const oldest = this.map.keys().next();
      if (!oldest.done) this.map.delete(oldest.value);
    }
  }
}

/** Bounds: hydrated pins (a few KB each) and feed skeletons (ids of one page each). */
export const MAX_CACHED_PINS = 4000;
export const MAX_CACHED_SKELETONS = 500;

interface Generation {
  version: number;
  lists: Map<string, Lru<unknown>>;
}

const generations = new WeakMap<Db, Generation>();

/** The cache named `name` for this database handle at the current data version. */
export function versionedCache<V>(db: Db, name: string, max: number): Lru<V> {
  const version = dataVersion();
  let gen = generations.get(db);
  if (!gen || gen.version !== version) {
    gen = { version, lists: new Map() };
    generations.set(db, gen);
  }
  let lru = gen.lists.get(name);
  if (!lru) {
    lru = new Lru<unknown>(max);
    gen.lists.set(name, lru);
  }
  return lru as Lru<V>;
}
