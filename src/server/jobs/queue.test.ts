import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ctx } from '../context.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { createQueue, type JobHandler, type JobQueue } from './queue.ts';

// Decision 048: the wrapper's own promises, on an embedded database with no tables of ours.

describe('createQueue', () => {
  let database: Database;
  let queue: JobQueue;
  const seen: { data: unknown; at: number }[] = [];
  const mail: JobHandler = {
    name: 'mail',
    retryLimit: 0,
    retryDelay: 1,
    expireInSeconds: 10,
    async run(_ctx, data) {
      seen.push({ data, at: Date.now() });
      if ((data as { fail?: unknown }).fail) throw { code: 'EREFUSED' };
    },
  };

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    // an idle worker that polls rarely: only the wake-up on send makes a job run soon
    queue = createQueue({
      database,
      handlers: [mail],
      ctxOf: () => ({}) as Ctx,
      log: () => {},
      pollSeconds: 30,
    });
    await queue.start();
  }, 60_000);

  afterAll(async () => {
    await queue.stop(1000);
    await database.close();
  });

  it('runs a job sent from this process at once, not at the next poll', async () => {
    const sent = Date.now();
    await queue.send('mail', { n: 1 });
    const deadline = Date.now() + 5_000;
    while (!seen.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    expect(seen[0]?.data).toEqual({ n: 1 });
    expect((seen[0]?.at ?? Infinity) - sent).toBeLessThan(2_000);
  });

  it('refuses a queue it has no handler for', async () => {
    await expect(queue.send('notification-digest', {})).rejects.toThrow(
      'No handler for the job queue "notification-digest".',
    );
  });

  it('keeps what a handler threw as the reason, even when it is no Error', async () => {
    await queue.send('mail', { fail: true });
    const deadline = Date.now() + 10_000;
    let failed = (await queue.troubled()).find((j) => j.state === 'failed');
    while (!failed && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
      failed = (await queue.troubled()).find((j) => j.state === 'failed');
    }
    expect(failed).toMatchObject({ queue: 'mail', retryCount: 0, retryLimit: 0 });
    expect(failed?.reason).toContain('EREFUSED');
    expect(await queue.depths()).toEqual([{ queue: 'mail', queued: 0, active: 0, failed: 1 }]);
  });

  it('answers that it is reachable', async () => {
    expect(await queue.ready()).toBe(true);
  });
});
