import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ctx } from '#server/context';
import { type Database, openDatabase } from '#server/db/client';
import { users } from '#server/db/schema/index';
import { JOB_HANDLERS } from '#server/jobs/handlers';
import { createQueue } from '#server/jobs/queue';
import { bumpDataVersion } from '#server/services/platform/data-version';
import { createTestApp, dbKinds, freshPostgres, type TestApp } from '../support/app.ts';
import { type Client, type Res, signedUp } from './auth-support.ts';
import { cliIn } from './cli-support.ts';
import { decode, SERVER_BUILD } from './page-support.ts';

// Decision 048: what an operator and an employee see of the job queue, and what they can do:
// `npm run tessera -- jobs list|retry|cancel`, and /admin/jobs with Retry and Cancel.

/** Marks a job as if its retries had run out: the retries themselves are jobs.test.ts's. */
async function exhaust(database: Database, id: string): Promise<void> {
  await database.db.execute(
    sql`update pgboss.job set state = 'failed', retry_count = retry_limit, completed_on = now(),
        output = ${JSON.stringify({ message: 'connect ECONNREFUSED 127.0.0.1:1' })}::jsonb
        where id = ${id}::uuid`,
  );
}

async function mailJobIds(database: Database): Promise<string[]> {
  const r = await database.db.execute(
    sql`select id::text as id from pgboss.job where name = 'mail' order by created_on`,
  );
  return (r as { rows: { id: string }[] }).rows.map((row) => row.id);
}

describe.each(dbKinds())('npm run tessera -- jobs on %s', (kind) => {
  let dataDir = '';
  let databaseUrl: string | undefined;
  let drop: () => Promise<void> = async () => {};
  const ids: string[] = [];

  function open(): Promise<Database> {
    return openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'tessera-cli-jobs-'));
    if (kind === 'postgres') {
      const pg = await freshPostgres();
      databaseUrl = pg.url;
      drop = pg.drop;
    }
    // two mails queued by a process that runs no jobs, then one of them failed for good
    const database = await open();
    await database.migrate();
    const queue = createQueue({
      database,
      handlers: JOB_HANDLERS,
      ctxOf: () => ({}) as Ctx,
      log: () => {},
      work: false,
    });
    await queue.start();
    for (const to of ['a@example.com', 'b@example.com']) {
      await queue.send('mail', {
        to,
        subject: 's',
        text: 't',
        origin: 'http://x.test',
        queuedAt: 1,
      });
    }
    ids.push(...(await mailJobIds(database)));
    await exhaust(database, ids[0] as string);
    await queue.stop(1000);
    await database.close();
  }, 60_000);

  afterAll(async () => {
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const tessera = cliIn(() => dataDir, {
    env: (): Record<string, string> => (databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });

  it('lists depths and the failed job with its reason, retries it, cancels it, and refuses nonsense', async () => {
    const [failed, waiting] = ids as [string, string];
    const list = await tessera('jobs', 'list');
    expect(list.code, list.err).toBe(0);
    expect(list.out).toContain('queue\tqueued\tactive\tfailed');
    expect(list.out).toContain('mail\t1\t0\t1');
    expect(list.out).toContain(`${failed}\tmail\tfailed\t`);
    expect(list.out).toContain('connect ECONNREFUSED 127.0.0.1:1');
    expect(list.out).not.toContain(waiting);

    expect(await tessera('jobs', 'retry', failed)).toMatchObject({
      code: 0,
      out: `Job ${failed} will run again.\n`,
    });
    expect((await tessera('jobs', 'list')).out).toContain('mail\t2\t0\t0');
    expect(await tessera('jobs', 'cancel', failed)).toMatchObject({
      code: 0,
      out: `Job ${failed} is cancelled.\n`,
    });
    const again = await tessera('jobs', 'cancel', failed);
    expect(again.code).toBe(1);
    expect(again.err).toContain(`No waiting, retrying or running job has the id ${failed}.`);
    const nonsense = await tessera('jobs', 'retry', 'nonsense');
    expect(nonsense.code).toBe(1);
    expect(nonsense.err).toContain('No failed or cancelled job has the id nonsense.');
    expect((await tessera('jobs', 'explode')).err).toContain('Unknown jobs command "explode"');

    const database = await open();
    const r = await database.db.execute(
      sql`select state from pgboss.job where id = ${failed}::uuid`,
    );
    await database.close();
    expect((r as { rows: { state: string }[] }).rows[0]?.state).toBe('cancelled');
  }, 180_000);
});

describe.skipIf(!existsSync(SERVER_BUILD))('/admin/jobs (needs the build)', () => {
  describe.each(dbKinds())('on %s', (kind) => {
    let t: TestApp;
    let staff: Client;
    let person: Client;

    beforeAll(async () => {
      // a mail server that is not there: every mail job fails and waits to retry
      t = await createTestApp(kind, { env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
      const s = await signedUp(t);
      await t.tessera.database.db.update(users).set({ role: 'employee' }).where(eq(users.id, s.id));
      bumpDataVersion();
      staff = s.client;
      person = (await signedUp(t)).client;
    });
    afterAll(() => t?.close());

    function page(c?: Client): Promise<Res> {
      return t.tessera.app.inject({
        method: 'GET',
        url: '/admin/jobs',
        headers: { ...(c ? c.headers() : {}), accept: 'text/html' },
      });
    }

    function post(c: Client, fields: Record<string, string>, csrf = c.csrf ?? ''): Promise<Res> {
      return t.tessera.app.inject({
        method: 'POST',
        url: '/admin/jobs',
        headers: c.headers({
          origin: 'http://localhost',
          accept: 'text/html',
          'content-type': 'application/x-www-form-urlencoded',
        }),
        payload: new URLSearchParams({ _csrf: csrf, ...fields }).toString(),
      });
    }

    async function stateOf(id: string): Promise<string | undefined> {
      const r = await t.tessera.database.db.execute(
        sql`select state from pgboss.job where id = ${id}::uuid`,
      );
      return (r as { rows: { state: string }[] }).rows[0]?.state;
    }

    async function failingMail(): Promise<string> {
      const before = new Set(await mailJobIds(t.tessera.database));
      // a reset of a known address queues its mail
      const someone = await signedUp(t);
      const res = await someone.client.post('PasswordResetResource', 'create', {
        email: someone.email,
      });
      expect(res.statusCode).toBe(200);
      const [id] = (await mailJobIds(t.tessera.database)).filter((j) => !before.has(j));
      if (!id) throw new Error('no mail job was queued');
      const end = Date.now() + 20_000;
      while ((await stateOf(id)) !== 'retry') {
        if (Date.now() > end) throw new Error(`the mail job is ${await stateOf(id)}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      return id;
    }

    it('is the 404 page for visitors and people who are not employees, for GET and POST', async () => {
      expect((await page()).statusCode).toBe(404);
      expect((await page(person)).statusCode).toBe(404);
      const forged = await post(person, { intent: 'retry', job: 'x' });
      expect(forged.statusCode).toBe(404);
    });

    it('shows each queue, a job waiting to retry with its reason, and cancels it', async () => {
      const id = await failingMail();
      const html = decode((await page(staff)).body);
      expect(html).toContain('Notification mail');
      expect(html).toContain('Analytics retention');
      expect(html).toContain(`Mail · ${id}`);
      expect(html).toContain('Retry 1 of 5');
      expect(html).toContain('ECONNREFUSED');
      expect(html).toContain(`aria-label="Cancel job ${id}"`);
      const res = await post(staff, { intent: 'cancel', job: id });
      expect(res.statusCode).toBeLessThan(400);
      expect(await stateOf(id)).toBe('cancelled');
      expect(decode((await page(staff)).body)).not.toContain(`Mail · ${id}`);
    }, 60_000);

    it('shows a job that failed for good, and Retry runs it again', async () => {
      const id = await failingMail();
      await exhaust(t.tessera.database, id);
      const html = decode((await page(staff)).body);
      expect(html).toContain(`Mail · ${id}`);
      expect(html).toContain('Failed');
      expect(html).toContain(`aria-label="Retry job ${id}"`);
      const row = /<tr data-queue="mail">(.*?)<\/tr>/s.exec(html)?.[1] ?? '';
      expect(row).toMatch(/>1<\/td><\/tr>$|>1<\/td>$/);
      const res = await post(staff, { intent: 'retry', job: id });
      expect(res.statusCode).toBeLessThan(400);
      expect(['retry', 'active', 'created']).toContain(await stateOf(id));
    }, 60_000);

    it('shows a running image store migration with its progress, which no server works, and cancels it', async () => {
      const queue = createQueue({
        database: t.tessera.database,
        handlers: JOB_HANDLERS,
        ctxOf: () => ({}) as Ctx,
        log: () => {},
        work: false,
      });
      const id = await queue.send('blob-migration', {
        to: 's3',
        from: '/srv/tessera/blobs',
        target: 's3://bucket',
        progress: '120/300 objects, 0.9 MB of 2.3 MB (120 copied, 0 already there)',
      });
      await queue.stop(1000);
      await new Promise((r) => setTimeout(r, 1500));
      // the app's workers leave it waiting: only `blobs migrate` works this queue (decision 047)
      expect(await stateOf(id)).toBe('created');
      await t.tessera.database.db.execute(
        sql`update pgboss.job set state = 'active', started_on = now() where id = ${id}::uuid`,
      );
      const html = decode((await page(staff)).body);
      expect(html).toContain(`Image store migration · ${id}`);
      expect(html).toContain('Running');
      expect(html).toContain('120/300 objects, 0.9 MB of 2.3 MB (120 copied, 0 already there)');
      const res = await post(staff, { intent: 'cancel', job: id });
      expect(res.statusCode).toBeLessThan(400);
      expect(await stateOf(id)).toBe('cancelled');
    }, 60_000);

    it('a forged post, an unknown job or intent is a readable 4xx, never a 500', async () => {
      expect((await post(staff, { intent: 'retry', job: 'x' }, 'forged')).statusCode).toBe(403);
      const unknown = await post(staff, { intent: 'retry', job: 'not-a-job' });
      expect(unknown.statusCode).toBe(404);
      expect(decode(unknown.body)).toContain('there is nothing to retry');
      const cancel = await post(staff, {
        intent: 'cancel',
        job: '00000000-0000-4000-8000-000000000000',
      });
      expect(cancel.statusCode).toBe(404);
      expect((await post(staff, { intent: 'explode', job: 'x' })).statusCode).toBe(400);
    });
  });
});
