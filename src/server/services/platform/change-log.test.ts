import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { postgresChangeLog } from './change-log.ts';
import { changeStamp, isFresh, pinTag, userTag } from './data-version.ts';

/**
 * Decision 039: the change log as another process sees it. A fake database answers the head
 * and the rows the test sets; each read can be held to see what arrives meanwhile.
 */
function fakeLog() {
  const state = {
    head: 0,
    rows: [] as { seq: number; tags: string[] }[],
    headReads: 0,
    hold: null as Promise<void> | null,
  };
  const db = {
    async execute(query: { queryChunks?: unknown[] }) {
      const text = JSON.stringify(query.queryChunks ?? query);
      if (text.includes('from change_head')) {
        state.headReads += 1;
        const at = state.head;
        if (state.hold) await state.hold;
        return { rows: [{ seq: at }] };
      }
      if (text.includes('from changes')) return { rows: state.rows };
      if (text.includes('insert into changes')) {
        state.head += 1;
        return { rows: [{ seq: state.head }] };
      }
      return { rows: [] };
    },
  } as unknown as Db;
  return { state, log: postgresChangeLog(db) };
}

describe('the change log (decision 039)', () => {
  it('a database not yet migrated is no warning; any other failure is one', async () => {
    const seen: string[] = [];
    const failing = (err: Error) =>
      postgresChangeLog(
        {
          async execute() {
            throw err;
          },
        } as unknown as Db,
        (message) => seen.push(message),
      );
    const missing = Object.assign(new Error('Failed query'), {
      cause: Object.assign(new Error('relation "change_head" does not exist'), { code: '42P01' }),
    });
    await failing(missing).sync();
    expect(seen).toEqual([]);
    await failing(
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    ).sync();
    expect(seen).toEqual(['could not read the change log']);
  });

  it("applies another process's changes, by tag, on the next read", async () => {
    const { state, log } = fakeLog();
    await log.sync();
    const stamp = changeStamp();
    state.rows = [{ seq: 1, tags: [userTag(41)] }];
    state.head = 1;
    await log.sync();
    expect(isFresh(stamp, [userTag(41)])).toBe(false);
    expect(isFresh(stamp, [userTag(42), pinTag(1)])).toBe(true);
  });

  it('a request that arrives during a read waits for a read begun after it', async () => {
    const { state, log } = fakeLog();
    await log.sync();
    let release!: () => void;
    state.hold = new Promise((r) => {
      release = r;
    });
    const first = log.sync();
    // a write commits while the first read is under way; the next request must see it
    state.rows = [{ seq: 1, tags: [userTag(7)] }];
    state.head = 1;
    const stamp = changeStamp();
    const second = log.sync();
    const third = log.sync();
    state.hold = null;
    release();
    await Promise.all([first, second, third]);
    expect(isFresh(stamp, [userTag(7)])).toBe(false);
    // the two later arrivals shared one read
    expect(state.headReads).toBe(3);
  });

  it('reads nothing back of its own changes, and a gap it cannot read changes everything', async () => {
    const { state, log } = fakeLog();
    await log.sync();
    await log.record([userTag(9)]);
    const stamp = changeStamp();
    await log.sync();
    expect(isFresh(stamp, [userTag(9)])).toBe(true);
    // pruned: the head is 5 ahead and only one row is left
    state.head = 6;
    state.rows = [{ seq: 6, tags: [pinTag(3)] }];
    await log.sync();
    expect(isFresh(stamp, [userTag(1)])).toBe(false);
  });
});
