import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ctx } from '#server/context';
import { type Database, openDatabase } from '#server/db/client';
import { localBlobStore, type OpenBlobStore } from '#server/images/blob-store';
import { blobMigrationWorker, claimMigration } from '#server/jobs/blob-migration';
import { createQueue, type JobQueue } from '#server/jobs/queue';
import { dbKinds, freshPostgres } from '../support/app.ts';

const OBJECTS = 12;
const sha = (data: Buffer | null) => (data ? createHash('sha256').update(data).digest('hex') : '');

/** A target that refuses writes after `okWrites` of them, as a full disk or a denied bucket. */
function failingAfter(store: OpenBlobStore, okWrites: number): OpenBlobStore & { heal(): void } {
  let writes = 0;
  let healed = false;
  return Object.assign(Object.create(store) as OpenBlobStore, {
    async put(key: string, data: Buffer, type: string) {
      if (!healed && ++writes > okWrites) throw new Error('No space left on the target');
      return store.put(key, data, type);
    },
    heal() {
      healed = true;
    },
  });
}

// Decision 047: the blob-migration job as the command works it, in process: a run that keeps
// failing is retried by pg-boss, then kept as failed with its reason and its progress; the next
// command takes it up from its last key.
describe.each(dbKinds())('the blob-migration job on %s', (kind) => {
  let database: Database;
  let drop: () => Promise<void> = async () => {};
  let dir = '';

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'tessera-blob-job-'));
    if (kind === 'postgres') {
      const pg = await freshPostgres();
      drop = pg.drop;
      database = await openDatabase({ databaseUrl: pg.url });
    } else {
      database = await openDatabase({ dataDir: 'memory://' });
    }
    await database.migrate();
  });
  afterAll(async () => {
    await database?.close();
    await drop();
    await rm(dir, { recursive: true, force: true });
  });

  async function until(queue: JobQueue, id: string, states: string[]) {
    for (let i = 0; i < 300; i++) {
      const job = await queue.job(id);
      if (job && states.includes(job.state)) return job;
      await sleep(100);
    }
    throw new Error(`job ${id} never reached ${states.join('/')}`);
  }

  it('fails for good with its reason and progress, then resumes after its last key', async () => {
    const from = localBlobStore(path.join(dir, 'from'));
    const hashes = new Map<string, string>();
    for (let i = 0; i < OBJECTS; i++) {
      const key = `orig/0${i % 10}/aa/${String(i).padStart(32, '0')}`;
      const data = randomBytes(2000 + i);
      await from.put(key, data, 'image/jpeg');
      hashes.set(key, sha(data));
    }
    const target = failingAfter(localBlobStore(path.join(dir, 'to')), 4);
    let queue: JobQueue | null = null;
    const worker = blobMigrationWorker({
      queue: () => queue as JobQueue,
      from,
      target,
      concurrency: 2,
      signal: new AbortController().signal,
      onProgress: () => {},
      onResume: () => {},
    });
    queue = createQueue({
      database,
      // one retry a second apart, so the test sees it kept as failed
      handlers: [{ ...worker, retryLimit: 1 }],
      ctxOf: () => ({}) as Ctx,
      log: () => {},
      work: false,
      expirySeconds: 30,
    });
    await queue.start();
    try {
      const claimed = await claimMigration(queue, { to: 's3', from, target });
      await queue.work('blob-migration');
      const failed = await until(queue, claimed.id, ['failed']);
      expect(failed.retryCount).toBe(1);
      expect(failed.reason).toBe('No space left on the target');
      // the employees' list and jobs list show it with how far it came
      const [shown] = await queue.troubled();
      expect(shown).toMatchObject({ id: claimed.id, state: 'failed', queue: 'blob-migration' });
      expect(shown?.progress).toMatch(new RegExp(`^4/${OBJECTS} objects, `));

      target.heal();
      const again = await claimMigration(queue, { to: 's3', from, target });
      expect(again).toMatchObject({ id: claimed.id, counts: { done: 4, copied: 4 } });
      expect(again.after).not.toBe('');
      const done = await until(queue, claimed.id, ['completed']);
      // the second lane may have copied one more object after the last key was recorded: the
      // run after the failure finds it already there
      const split =
        /^(\d+)\/(\d+) objects, 0\.0 MB of 0\.0 MB \((\d+) copied, (\d+) already there\)$/.exec(
          done.progress ?? '',
        );
      expect(split, done.progress ?? '').not.toBeNull();
      const [, doneCount, total, copied, already] = (split ?? []).map(Number);
      expect([doneCount, total]).toEqual([OBJECTS, OBJECTS]);
      expect((copied ?? 0) + (already ?? 0)).toBe(OBJECTS);
      expect(already).toBeGreaterThanOrEqual(4);
      expect(already).toBeLessThanOrEqual(4 + 1);
      for (const [key, hash] of hashes) expect(sha(await target.get(key)), key).toBe(hash);
      // done: the next command queues a new job rather than resuming this one
      const next = await claimMigration(queue, { to: 's3', from, target });
      expect(next.id).not.toBe(claimed.id);
      expect(next.after).toBe('');
    } finally {
      await queue.stop(1000);
    }
  }, 120_000);
});
