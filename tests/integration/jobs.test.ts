import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ctx, JobName } from '#server/context';
import { type Database, openDatabase } from '#server/db/client';
import { createQueue, type JobHandler, type JobQueue } from '#server/jobs/queue';
import { dbKinds, freshPostgres } from '../support/app.ts';

// Decision 048: the queue's promises on both databases: a job written in a rolled-back
// transaction never runs, a committed one runs once however many processes work the queue, a
// failing one is retried with backoff and then kept with its reason, and a schedule runs in one
// process a tick.

async function until(what: string, ok: () => Promise<boolean>, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > end) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const quiet = () => {};

describe.each(dbKinds())('the job queue on %s', (kind) => {
  let database: Database;
  let other: Database | null = null;
  let drop: () => Promise<void> = async () => {};
  const queues: JobQueue[] = [];
  /** job id → the queues (by index) that ran it */
  const runs = new Map<string, number[]>();
  const scheduled: number[] = [];

  function handlers(index: number): JobHandler[] {
    return [
      {
        name: 'mail',
        retryLimit: 2,
        retryDelay: 1,
        expireInSeconds: 30,
        async run(_ctx, data, job) {
          runs.set(job.id, [...(runs.get(job.id) ?? []), index]);
          const d = data as { fail?: string };
          if (d.fail) throw new Error(d.fail);
        },
      },
      {
        name: 'analytics-retention',
        cron: '17 * * * *',
        retryLimit: 0,
        retryDelay: 1,
        expireInSeconds: 30,
        async run() {
          scheduled.push(index);
        },
      },
    ];
  }

  function queueOn(db: Database, index: number): JobQueue {
    const q = createQueue({
      database: db,
      handlers: handlers(index),
      ctxOf: () => ({}) as Ctx,
      log: quiet,
      // every minute, read every second: a tick comes within the test's time
      schedules: { cron: { 'analytics-retention': '* * * * *' }, everySeconds: 1 },
    });
    queues.push(q);
    return q;
  }

  beforeAll(async () => {
    if (kind === 'postgres') {
      const pg = await freshPostgres();
      drop = pg.drop;
      database = await openDatabase({ databaseUrl: pg.url });
      // a second process's connections to the same database
      other = await openDatabase({ databaseUrl: pg.url });
    } else {
      database = await openDatabase({ dataDir: 'memory://' });
    }
    await queueOn(database, 0).start();
    if (other) await queueOn(other, 1).start();
  }, 60_000);

  afterAll(async () => {
    for (const q of queues) await q.stop(1000);
    await other?.close();
    await database?.close();
    await drop();
  });

  const first = () => queues[0] as JobQueue;

  async function jobIds(): Promise<string[]> {
    const r = await database.db.execute(
      sql`select id::text as id from pgboss.job where name = 'mail'`,
    );
    return (r as { rows: { id: string }[] }).rows.map((row) => row.id);
  }

  it('a job sent in a transaction that rolls back never exists, so never runs', async () => {
    const before = await jobIds();
    await expect(
      database.db.transaction(async (tx) => {
        await first().send('mail', { note: 'rolled back' }, { tx });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    await new Promise((r) => setTimeout(r, 1500));
    expect(await jobIds()).toEqual(before);
  });

  it('a job sent in a transaction that commits runs once, after the commit', async () => {
    const before = new Set(await jobIds());
    await database.db.transaction(async (tx) => {
      await first().send('mail', { note: 'committed' }, { tx });
    });
    const [id] = (await jobIds()).filter((j) => !before.has(j));
    expect(id).toBeDefined();
    await until('it ran', async () => runs.has(id as string));
    await new Promise((r) => setTimeout(r, 1000));
    expect(runs.get(id as string)).toHaveLength(1);
  });

  it(`many jobs, ${kind === 'postgres' ? 'two processes working them' : 'one process'}: each runs exactly once`, async () => {
    const before = new Set(await jobIds());
    const senders = queues.length;
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        (queues[i % senders] as JobQueue).send('mail', { n: i }),
      ),
    );
    const ids = (await jobIds()).filter((j) => !before.has(j));
    expect(ids).toHaveLength(40);
    await until('all ran', async () => ids.every((id) => runs.has(id)));
    await new Promise((r) => setTimeout(r, 1000));
    expect(ids.map((id) => runs.get(id)?.length)).toEqual(ids.map(() => 1));
    if (kind === 'postgres') {
      // both processes took part
      expect(new Set(ids.flatMap((id) => runs.get(id) ?? [])).size).toBe(2);
    }
  }, 60_000);

  it('a failing job is retried with backoff, then kept as failed with its reason; retry and cancel', async () => {
    const before = new Set(await jobIds());
    await first().send('mail', { fail: 'the mail server said no' });
    const [id] = (await jobIds()).filter((j) => !before.has(j)) as [string];
    await until(
      'it failed for good',
      async () => (await first().troubled()).some((j) => j.id === id && j.state === 'failed'),
      30_000,
    );
    // the first run and two retries (retryLimit 2)
    expect(runs.get(id)).toHaveLength(3);
    const failed = (await first().troubled()).find((j) => j.id === id);
    expect(failed).toMatchObject({
      queue: 'mail',
      state: 'failed',
      retryCount: 2,
      reason: 'the mail server said no',
    });
    const depth = (await first().depths()).find((d) => d.queue === 'mail');
    expect(depth?.failed).toBeGreaterThanOrEqual(1);

    // an employee retries it: it runs once more, and fails again
    expect(await first().retry(id)).toBe(true);
    await until('it ran again', async () => (runs.get(id)?.length ?? 0) >= 4, 30_000);
    await until('it failed again', async () =>
      (await first().troubled()).some((j) => j.id === id && j.state === 'failed'),
    );
    expect(await first().cancel(id)).toBe(false);

    // a job waiting for its retry is cancelled: it runs no more, until it is retried
    const before2 = new Set(await jobIds());
    await first().send('mail', { fail: 'still no' });
    const [id2] = (await jobIds()).filter((j) => !before2.has(j)) as [string];
    await until('it waits to retry', async () =>
      (await first().troubled()).some((j) => j.id === id2 && j.state === 'retry'),
    );
    expect(await first().cancel(id2)).toBe(true);
    const settled = runs.get(id2)?.length ?? 0;
    await new Promise((r) => setTimeout(r, 2500));
    expect(runs.get(id2)?.length).toBe(settled);
    expect((await first().troubled()).some((j) => j.id === id2)).toBe(false);
    expect(await first().retry(id2)).toBe(true);
    await until('the cancelled job ran again', async () => (runs.get(id2)?.length ?? 0) > settled);
    // nothing to change for a made-up id
    expect(await first().retry('not-a-uuid')).toBe(false);
    expect(await first().cancel('00000000-0000-4000-8000-000000000000')).toBe(false);
  }, 90_000);

  it('a schedule runs in one process a tick, however many processes have it', async () => {
    await until('a tick ran', async () => scheduled.length > 0, 30_000);
    await new Promise((r) => setTimeout(r, 3000));
    const count = async (q: string) => {
      const r = await database.db.execute(
        sql`select count(*)::int as n, count(distinct singleton_on)::int as slots
            from pgboss.job where name = ${q} and (singleton_key is null or singleton_key = ${'analytics-retention' satisfies JobName})`,
      );
      return (r as { rows: { n: number; slots: number }[] }).rows[0] ?? { n: 0, slots: 0 };
    };
    // a minute's tick may begin while the test looks: wait until every tick's job has run
    let jobs = 0;
    let ticks = { n: 0, slots: 0 };
    await until('every tick sent its job and it ran', async () => {
      jobs = (await count('analytics-retention')).n;
      ticks = await count('__pgboss__send-it');
      return jobs === ticks.n && scheduled.length === jobs;
    });
    // one tick a minute whichever process reads the schedule first (the test may straddle a
    // minute), one job a tick, and each run once
    expect(ticks.n).toBe(ticks.slots);
    expect(jobs).toBe(ticks.n);
    expect(scheduled).toHaveLength(jobs);
  }, 60_000);

  it('answers whether it is reachable', async () => {
    expect(await first().ready()).toBe(true);
  });
});
