import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { EVERYTHING, noteChanges } from './data-version.ts';

/**
 * Several Tessera processes on one PostgreSQL database (decision 039). A write adds what it
 * changed to the `changes` log before its answer leaves; every request reads the log's head
 * before it looks at any cache (one tiny query, shared by the requests that arrive while it
 * runs) and applies what other processes changed since its last read. So after a write's answer,
 * no process serves what was true before it, whatever LISTEN/NOTIFY's delay: by construction,
 * not by timing. PGlite is one process: nothing to do there.
 */
export interface ChangeLog {
  /** records a committed change of `tags` for the other processes */
  record(tags: readonly string[]): Promise<void>;
  /** applies the changes made since the last read; resolves when a read begun now is applied */
  sync(): Promise<void>;
}

/** Changes kept in the log; a process further behind than this forgets everything once. */
const KEEP = 20_000;
/** One write in this many prunes the log. */
const PRUNE_EVERY = 500;

interface Row {
  seq: string | number;
  tags: string[];
}

function rowsOf<T>(res: unknown): T[] {
  return (res as { rows: T[] }).rows;
}

export function postgresChangeLog(
  db: Db,
  log: (message: string, err: unknown) => void = () => {},
): ChangeLog {
  /** the last change applied here (null: not read yet, so nothing is known to be missing) */
  let applied: number | null = null;
  /** this process's own changes, already applied when they were made */
  const own = new Set<number>();
  let writes = 0;
  let inflight: Promise<void> | null = null;
  let queued: Promise<void> | null = null;

  /** whether every change after `from` up to `at` is this process's own (one server alone) */
  function allOwn(from: number, at: number): boolean {
    if (at - from > own.size) return false;
    for (let seq = from + 1; seq <= at; seq += 1) if (!own.has(seq)) return false;
    return true;
  }

  async function readHead(): Promise<void> {
    try {
      const [head] = rowsOf<{ seq: string | number }>(
        await db.execute(sql`select seq from change_head where id = 1`),
      );
      const at = Number(head?.seq ?? 0);
      if (applied === null) {
        applied = at;
        return;
      }
      if (at <= applied) return;
      const from = applied;
      if (allOwn(from, at)) {
        for (let seq = from + 1; seq <= at; seq += 1) own.delete(seq);
        applied = at;
        return;
      }
      const rows = rowsOf<Row>(
        await db.execute(
          sql`select seq, tags from changes where seq > ${from} and seq <= ${at} order by seq`,
        ),
      );
      const tags = new Set<string>();
      // pruned past what this process last read: what it missed is unknown
      if (at - from > rows.length) tags.add(EVERYTHING);
      for (const r of rows) {
        const seq = Number(r.seq);
        if (own.delete(seq)) continue;
        for (const t of r.tags) tags.add(t);
      }
      for (const seq of own) if (seq <= at) own.delete(seq);
      applied = Math.max(applied, at);
      noteChanges([...tags], 'remote');
    } catch (err) {
      // the database did not answer: whatever it holds now is unknown here. A new database has
      // no change log until its migrations run (the server reads once before it migrates):
      // nothing is kept yet either, so that is no news for the log.
      if (!isUndefinedTable(err)) log('could not read the change log', err);
      noteChanges([EVERYTHING], 'remote');
    }
  }

  function start(): Promise<void> {
    const p: Promise<void> = readHead().finally(() => {
      if (inflight === p) inflight = null;
    });
    inflight = p;
    return p;
  }

  return {
    async record(tags) {
      if (!tags.length) return;
      const res = await db.execute(sql`with h as (
          update change_head set seq = seq + 1 where id = 1 returning seq)
        insert into changes (seq, tags) select seq, ${`{${tags.map((t) => JSON.stringify(t)).join(',')}}`}::text[] from h
        returning seq`);
      const [row] = rowsOf<{ seq: string | number }>(res);
      if (row) own.add(Number(row.seq));
      writes += 1;
      if (writes % PRUNE_EVERY === 0 && row) {
        await db.execute(sql`delete from changes where seq < ${Number(row.seq) - KEEP}`);
      }
    },
    sync() {
      if (!inflight) return start();
      // the read in flight may have begun before this request: wait for the next one
      if (!queued) {
        queued = inflight.then(() => {
          queued = null;
          return start();
        });
      }
      return queued;
    },
  };
}

/** PostgreSQL's undefined_table (42P01), however deep the driver and drizzle wrapped it. */
function isUndefinedTable(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '42P01') return true;
  }
  return false;
}
