import type { Db } from '../../db/client.ts';
import { changeStamp, dataVersion, isFresh } from './data-version.ts';

/**
 * In-process caches of work that only a write can make stale (issue 12: feeds, signed-in
 * viewers), one set per database handle (tests run two databases in one process), each a
 * bounded LRU (a Map in recency order) of tagged entries (decision 039).
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

interface Kept<V> {
  value: V;
  stamp: number;
  tags: readonly string[];
}

/**
 * One cache as a caller holds it for one piece of work: its stamp is taken when the caller
 * asks for it, before it reads anything (decision 039). A value set through it carries that
 * stamp and its tags, and is served while none of them (nor everything) changed since: work
 * that raced a write is never served after it.
 */
export class TaggedCache<V> {
  constructor(
    private readonly lru: Lru<Kept<V>>,
    readonly stamp: number,
  ) {}

  get(key: string | number): V | undefined {
    const kept = this.lru.get(key);
    if (kept === undefined) return undefined;
    if (!isFresh(kept.stamp, kept.tags)) return undefined;
    return kept.value;
  }

  /** `tags`: what the value was made from, besides what every write may change */
  set(key: string | number, value: V, tags: readonly string[] = []): void {
    if (!isFresh(this.stamp, tags)) return;
    this.lru.set(key, { value, stamp: this.stamp, tags });
  }
}

interface Generation {
  version: number;
  lists: Map<string, Lru<unknown>>;
}

const generations = new WeakMap<Db, Generation>();

/**
 * The cache named `name` for this database handle. A change of everything starts every cache
 * afresh (and frees its memory); narrower changes stale the entries tagged with them.
 */
export function versionedCache<V>(db: Db, name: string, max: number): TaggedCache<V> {
  const stamp = changeStamp();
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
  return new TaggedCache(lru as Lru<Kept<V>>, stamp);
}
