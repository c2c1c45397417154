import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { bumpDataVersion } from './data-version.ts';
import { Lru, versionedCache } from './versioned-cache.ts';

describe('Lru', () => {
  it('keeps at most max entries, forgetting the least recently used', () => {
    const lru = new Lru<number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    expect(lru.get('a')).toBe(1); // a is now the most recent
    lru.set('c', 3);
    expect(lru.size).toBe(2);
    expect(lru.has('b')).toBe(false);
    expect(lru.get('a')).toBe(1);
    expect(lru.get('c')).toBe(3);
  });

  it('keeps a stored null apart from a miss', () => {
    const lru = new Lru<number | null>(2);
    lru.set(1, null);
    expect(lru.get(1)).toBeNull();
    expect(lru.get(2)).toBeUndefined();
  });
});

describe('versionedCache', () => {
  const dbA = {} as Db;
  const dbB = {} as Db;

  it('is one cache per database handle and name', () => {
    versionedCache<number>(dbA, 'x', 10).set(1, 1);
    expect(versionedCache<number>(dbA, 'x', 10).get(1)).toBe(1);
    expect(versionedCache<number>(dbB, 'x', 10).get(1)).toBeUndefined();
    expect(versionedCache<number>(dbA, 'y', 10).get(1)).toBeUndefined();
  });

  it('starts empty after the data version moves on', () => {
    const before = versionedCache<number>(dbA, 'x', 10);
    before.set(2, 2);
    bumpDataVersion();
    expect(versionedCache<number>(dbA, 'x', 10).get(2)).toBeUndefined();
    // work that raced the write lands in the old generation, which no one reads any more
    before.set(3, 3);
    expect(versionedCache<number>(dbA, 'x', 10).get(3)).toBeUndefined();
  });
});
