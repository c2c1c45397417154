import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { bumpDataVersion, noteChanges, pinTag, userTag } from './data-version.ts';
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

describe('tagged entries (decision 039)', () => {
  const db = {} as Db;

  it('a change of one tag stales the entries tagged with it, and no other', () => {
    const cache = versionedCache<string>(db, 'tags', 10);
    cache.set('mine', 'a', [userTag(1)]);
    cache.set('theirs', 'b', [userTag(2)]);
    cache.set('pin', 'c', [pinTag(7)]);
    void noteChanges([userTag(1)]);
    const now = versionedCache<string>(db, 'tags', 10);
    expect(now.get('mine')).toBeUndefined();
    expect(now.get('theirs')).toBe('b');
    expect(now.get('pin')).toBe('c');
    void noteChanges([pinTag(7)]);
    expect(versionedCache<string>(db, 'tags', 10).get('pin')).toBeUndefined();
  });

  it('work begun before a change of its tag is never kept after it (the session race)', () => {
    // the handle is taken before the read; the log-out commits while the read is under way
    const before = versionedCache<string>(db, 'race', 10);
    void noteChanges([userTag(3)]);
    before.set('session', 'signed in', [userTag(3)]);
    expect(versionedCache<string>(db, 'race', 10).get('session')).toBeUndefined();
    // a read begun after the change is kept
    const after = versionedCache<string>(db, 'race', 10);
    after.set('session', 'signed out', [userTag(3)]);
    expect(versionedCache<string>(db, 'race', 10).get('session')).toBe('signed out');
  });

  it('a change of everything stales every entry, tagged or not', () => {
    const cache = versionedCache<string>(db, 'all', 10);
    cache.set('x', 'x', [userTag(4)]);
    cache.set('y', 'y');
    void bumpDataVersion();
    const now = versionedCache<string>(db, 'all', 10);
    expect(now.get('x')).toBeUndefined();
    expect(now.get('y')).toBeUndefined();
  });
});
