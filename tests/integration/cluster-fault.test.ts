import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Janitor, startJanitor } from '../../bench/children.ts';
import { buildIfStale } from '../../scripts/build-if-stale.mjs';
import { HAPROXY, type RunningCluster, startCluster } from '../../scripts/cluster/processes.ts';
import {
  acknowledgedFound,
  dataOf,
  figures,
  lastWords,
  messageEvent,
  must,
  Person,
  type Reply,
  sleep,
  startLoad,
  Tally,
  until,
} from './cluster-load.ts';
import { openStream } from './live-support.ts';
import { picture } from './pin-support.ts';
import {
  type PrivatePostgres,
  privatePostgresMissing,
  startPrivatePostgres,
} from './private-postgres.ts';
import { pidOfLocalPort, startSmtpSink } from './smtp-sink.ts';

// Decision 050: Tessera on three processes behind HAProxy (S3 through s3rver), under a mixed
// load of signed-in clients, survives a process killed with kill -9, a PostgreSQL restart and an
// S3 outage. The database is a PostgreSQL cluster of this test's own, so restarting it touches
// no other test. PostgreSQL only: PGlite is one process's database.

const PROXY_PORT = 3400; // the apps take 3401-3403, s3rver 3408
const SMTP_PORT = 3420;
const PG_PORT = 3440;
const PEOPLE = 6;
/** a job whose process died is retried after this (TESSERA_JOB_EXPIRY_SECONDS, decision 050) */
const JOB_EXPIRY_SECONDS = 6;

const skipReason = !process.env.DATABASE_URL
  ? 'DATABASE_URL is not set'
  : !existsSync(HAPROXY)
    ? 'HAProxy is not installed'
    : privatePostgresMissing();

describe.skipIf(skipReason !== null)(
  `three processes, one killed, the database restarted, S3 stopped${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    // stops what we started even if this test process dies before afterAll
    let janitor: Janitor | null = null;
    const cleanups: (() => Promise<unknown>)[] = [];
    const output: string[] = [];
    const proxy = `http://127.0.0.1:${PROXY_PORT}`;
    const direct = (port: number) => `http://127.0.0.1:${port}`;
    let database: PrivatePostgres;
    let cluster: RunningCluster;
    let sink: Awaited<ReturnType<typeof startSmtpSink>>;
    let sql: pg.Pool;
    let killed = 0;
    const people: Person[] = [];
    const pictures: Buffer[] = [];
    const images: string[] = [];
    /** every load's answers, for the checks that span them all */
    const tallies: Tally[] = [];

    const alive = () => cluster.apps.filter((a) => a.pid !== killed);
    async function rows<T>(text: string, values: unknown[] = []): Promise<T[]> {
      return (await sql.query(text, values)).rows as T[];
    }

    beforeAll(async () => {
      buildIfStale();
      janitor = startJanitor();
      database = await startPrivatePostgres(PG_PORT);
      cleanups.push(() => database.close());
      janitor?.track({ pid: await database.pid() });
      janitor?.track({ dir: database.dir });
      sql = new pg.Pool({ connectionString: database.url, max: 2 });
      sql.on('error', () => {});
      cleanups.unshift(() => sql.end());
      const appPids = () => cluster?.apps.map((a) => a.pid) ?? [];
      sink = await startSmtpSink(SMTP_PORT, (port) => pidOfLocalPort(port, appPids()));
      cleanups.unshift(() => sink.close());
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tessera-fault-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      janitor?.track({ dir: dataDir });
      cluster = await startCluster({
        processes: 3,
        port: PROXY_PORT,
        databaseUrl: database.url,
        dataDir,
        secret: randomBytes(32).toString('base64url'),
        s3: true,
        env: {
          SEED_ON_START: '0',
          SMTP_URL: sink.url,
          TESSERA_JOB_EXPIRY_SECONDS: String(JOB_EXPIRY_SECONDS),
          // the shared Redis: counters of our own, whatever ids this database hands out
          RATE_LIMIT_PREFIX: `tessera:rl:fault-${randomBytes(4).toString('hex')}:`,
        },
        onSpawn: (pid) => janitor?.track({ pid }),
        log: (line) => {
          output.push(line);
          if (output.length > 2000) output.shift();
        },
      });
      cleanups.unshift(() => cluster.stop());
      for (let i = 0; i < 40; i += 1) pictures.push(await picture(1000 + i, 160, 200));
      const run = Date.now().toString(36);
      for (let i = 0; i < PEOPLE; i += 1) {
        const p = new Person(proxy);
        await p.signUp(proxy, `flt${run}${i}`);
        const board = must(
          await p.post(proxy, 'BoardResource', 'create', { name: 'Load' }),
          'board',
        );
        p.boardId = String(dataOf<{ id: string | number }>(board).id);
        const up = must(await p.upload(proxy, await picture(i + 1, 160, 200)), 'upload');
        const sig = dataOf<{ imageSignature: string }>(up).imageSignature;
        images.push(sig);
        const pin = must(
          await p.post(proxy, 'PinResource', 'create', {
            image_signature: sig,
            board_id: p.boardId,
          }),
          'pin',
        );
        p.pinId = String(dataOf<{ id: string | number }>(pin).id);
        people.push(p);
      }
      // pairs who follow each other, so their messages are no requests, and their conversation
      for (let i = 0; i < PEOPLE; i += 2) {
        const [a, b] = [people[i] as Person, people[i + 1] as Person];
        must(await a.post(proxy, 'UserFollowResource', 'create', { user_id: b.id }), 'follow');
        must(await b.post(proxy, 'UserFollowResource', 'create', { user_id: a.id }), 'follow');
        const m = must(
          await a.post(proxy, 'ConversationMessagesResource', 'create', {
            user_ids: [b.id],
            text: 'hi',
          }),
          'first message',
        );
        a.conversationId = String(dataOf<{ conversationId: string }>(m).conversationId);
        b.conversationId = a.conversationId;
      }
    }, 240_000);

    // the processes' own words, when something went wrong
    beforeEach(({ onTestFailed }) => onTestFailed(() => console.log(lastWords(output))));

    afterAll(async () => {
      for (const c of cleanups) await c().catch((e: unknown) => console.error(e));
      await janitor?.finish();
    }, 60_000);

    it('an upload through one process is read through another at once; a message sent through one arrives live on another', async () => {
      const [a, b] = cluster.apps.map((x) => direct(x.port)) as [string, string];
      const [sender, reader] = [people[0] as Person, people[1] as Person];
      const up = must(await sender.upload(a, await picture(77, 160, 200)), 'upload through A');
      const sig = dataOf<{ imageSignature: string }>(up).imageSignature;
      for (const size of ['orig', '236x']) {
        const img = await reader.send(b, 'GET', `/img/${size}/${sig}.jpg`);
        expect(img.status, `${size} through B: ${img.body.slice(0, 200)}`).toBe(200);
      }
      const stream = await openStream(b, null, { cookie: reader.cookie });
      try {
        await stream.next((e) => e.event === 'hello', 15_000);
        const m = must(
          await sender.post(a, 'ConversationMessagesResource', 'create', {
            conversation_id: sender.conversationId,
            text: 'through A',
          }),
          'message through A',
        );
        const id = String(dataOf<{ id: string | number }>(m).id);
        const got = await stream.next(messageEvent(id), 15_000);
        expect(got.data).toMatchObject({ conversationId: sender.conversationId });
      } finally {
        await stream.close();
      }
    }, 60_000);

    it('kill -9 of the process running a job, mid-load: no acknowledged write lost, under 0.5% failed, the job completed once elsewhere', async () => {
      const tally = new Tally();
      tallies.push(tally);
      const load = startLoad({ base: proxy, people, pictures, images, tally });
      let killedAt = 0;
      try {
        await sleep(2000);
        // a reset mail: its job's SMTP delivery is held, so the job is running when its process dies
        const owner = people[2] as Person;
        sink.holdFor(owner.email, /^Reset your Tessera password$/);
        must(
          await new Person(proxy).post(proxy, 'PasswordResetResource', 'create', {
            email: owner.email,
          }),
          'reset',
        );
        const held = await until(
          'the reset mail reaches the mail server',
          30_000,
          async () => sink.held[0] ?? null,
        );
        killed = await until('the process sending it', 5000, () =>
          pidOfLocalPort(
            held.peerPort,
            cluster.apps.map((a) => a.pid),
          ),
        );
        process.kill(killed, 'SIGKILL');
        killedAt = Date.now();
        console.log(
          `[cluster-fault] killed ${cluster.apps.find((a) => a.pid === killed)?.name} (pid ${killed}) mid-job`,
        );
        const done = await until(
          'the job retried elsewhere',
          60_000,
          async () => sink.delivered.find((d) => d.messageId === held.messageId) ?? null,
        );
        console.log(
          `[cluster-fault] the job completed ${((Date.now() - killedAt) / 1000).toFixed(1)} s after the kill`,
        );
        // the load goes on past the kill, and until one failure a person (what was in flight in
        // the killed process) is under 0.5%: over a fixed time, a slow machine had 5 of 662 fail
        await sleep(Math.max(0, killedAt + 12_000 - Date.now()));
        await until('requests past the kill', 120_000, async () => tally.requests > PEOPLE * 200);
        expect(done.pid).not.toBe(killed);
        expect(alive().map((a) => a.pid)).toContain(done.pid);
      } finally {
        await load.stop();
      }
      figures('kill -9 under load', tally, killedAt);
      expect(tally.percent(), JSON.stringify(tally.failures.slice(0, 20))).toBeLessThan(0.5);

      const jobs = await rows<{ state: string; retry_count: number }>(
        `select state, retry_count from pgboss.job
          where name = 'mail' and data->>'to' = $1 and data->>'subject' like 'Reset%'`,
        [(people[2] as Person).email],
      );
      expect(jobs).toEqual([{ state: 'completed', retry_count: 1 }]);
      const heldId = sink.held[0]?.messageId;
      expect(sink.delivered.filter((d) => d.messageId === heldId)).toHaveLength(1);
      await expectAcknowledgedWritesKept('after the kill');
    }, 200_000);

    /** Every write that got a 2xx is in the database, whatever happened since. */
    async function expectAcknowledgedWritesKept(when: string): Promise<void> {
      const { acked, found } = await acknowledgedFound(sql, tallies);
      console.log(`[cluster-fault] ${when}: writes acknowledged ${acked}, found ${found}`);
      expect(found).toBe(acked);
    }

    it('PostgreSQL restarted mid-load: writes meanwhile get 503 with Retry-After, none half-written, the processes recover by themselves', async () => {
      const [a, b] = alive().map((x) => direct(x.port)) as [string, string];
      const [sender, reader] = [people[4] as Person, people[5] as Person];
      // a live stream on B across the outage: B's listener must come back on its own
      const stream = await openStream(b, null, { cookie: reader.cookie });
      const tally = new Tally();
      tallies.push(tally);
      const outage = { from: 0, to: 0 };
      const direct503s: Reply[] = [];
      try {
        await stream.next((e) => e.event === 'hello', 15_000);
        const load = startLoad({ base: proxy, people, pictures, images, tally });
        try {
          await sleep(1500);
          outage.from = Date.now();
          await database.stop();
          // each process itself, asked directly: its own 503, not a 500
          for (const x of alive()) {
            const r = await sender.post(direct(x.port), 'ConversationMessagesResource', 'create', {
              conversation_id: sender.conversationId,
              text: `direct ${x.name}`,
            });
            direct503s.push(r);
          }
          await until(
            'writes refused during the outage',
            15_000,
            // down long enough for the proxy's checks (2 s) to take every process out
            async () =>
              Date.now() - outage.from > 3500 &&
              tally.writes.filter((w) => w.at > outage.from && w.status === 503).length >= PEOPLE,
          );
          await database.start();
          janitor?.track({ pid: await database.pid() });
          // recovered: every process ready again, and a write through the proxy goes through
          await until('the processes ready again', 30_000, async () => {
            const ready = await Promise.all(
              alive().map((x) =>
                fetch(`${direct(x.port)}/readyz`).then(
                  (r) => r.ok,
                  () => false,
                ),
              ),
            );
            return ready.every(Boolean);
          });
          outage.to = Date.now();
          await until('a write acknowledged after the outage', 30_000, async () =>
            tally.writes.some((w) => w.at > outage.to && w.id !== null),
          );
          await sleep(1500);
        } finally {
          await load.stop();
        }
        const during = tally.writes.filter((w) => w.at > outage.from && w.at <= outage.to);
        const refused = during.filter((w) => w.id === null);
        const outageAnswers: Record<string, number> = {};
        for (const w of during) {
          const from = w.status === 503 ? ` from ${w.by ? 'a process' : 'the proxy'}` : '';
          const retry =
            w.status === 503 ? (w.retryAfter ? ' with Retry-After' : ' without Retry-After') : '';
          const key = `${w.status}${from}${retry}`;
          outageAnswers[key] = (outageAnswers[key] ?? 0) + 1;
        }
        figures('PostgreSQL restart under load', tally);
        console.log(
          `[cluster-fault] outage ${((outage.to - outage.from) / 1000).toFixed(1)} s: writes answered ${JSON.stringify(outageAnswers)}`,
        );
        console.log(
          `[cluster-fault] a write asked of each process directly during the outage: ${direct503s.map((r) => `${r.status} Retry-After ${r.retryAfter}`).join(', ')}`,
        );
        for (const r of direct503s) {
          expect(r.status, r.body).toBe(503);
          expect(r.retryAfter).toBe('5');
          expect(JSON.parse(r.body).resource_response.error).toMatchObject({
            code: 'unavailable',
            message: 'The database is not answering right now. Try again in a moment.',
          });
        }
        expect(refused.length).toBeGreaterThan(0);
        expect(refused.filter((w) => w.status !== 503 || !w.retryAfter)).toEqual([]);
        // every other request of the outage was a 503 too (never a 500)
        expect(tally.failures.filter((f) => f.status !== 503)).toEqual([]);
        // a refused write is absent, or whole when its commit came before a later step failed
        const marks = refused.map((w) => w.mark);
        const late = [
          ...(await rows('select title from pins where title = any($1)', [marks])),
          ...(await rows('select text from messages where text = any($1)', [marks])),
        ];
        console.log(`[cluster-fault] refused writes committed before their 503: ${late.length}`);
        // nothing half-written: each board counts exactly the pins saved or made on it
        const boards = await rows<{ pin_count: number; pins: number }>(
          `select b.pin_count, (select count(*)::int from pins p where p.board_id = b.id) as pins
             from boards b where b.id = any($1::bigint[])`,
          [people.map((p) => p.boardId)],
        );
        expect(boards).toHaveLength(PEOPLE);
        expect(boards.filter((b) => b.pin_count !== b.pins)).toEqual([]);
        await expectAcknowledgedWritesKept('after the restart');
        // the live stream opened on B before the outage hears a message sent through A after it
        const m = must(
          await sender.post(a, 'ConversationMessagesResource', 'create', {
            conversation_id: sender.conversationId,
            text: 'after the restart',
          }),
          'message through A',
        );
        const id = String(dataOf<{ id: string | number }>(m).id);
        await stream.next(messageEvent(id), 20_000);
      } finally {
        await stream.close();
      }
    }, 120_000);

    it('S3 stopped: an upload is a readable 503 and no pin is created without its image', async () => {
      const me = people[3] as Person;
      const [pinsBefore] = await rows<{ n: number }>('select count(*)::int as n from pins');
      await cluster.stopS3();
      for (const app of alive()) {
        const up = await me.upload(direct(app.port), await picture(app.port, 160, 200));
        expect(up.status, up.body).toBe(503);
        expect(up.retryAfter).toBe('5');
        const error = JSON.parse(up.body).resource_response.error;
        expect(error).toMatchObject({ code: 'unavailable', http_status: 503 });
        expect(error.message).toMatch(/image store is not answering/);
      }
      // nor can a pin name a picture the store never took
      const made = await me.post(direct(alive()[0]?.port ?? 0), 'PinResource', 'create', {
        image_signature: randomBytes(16).toString('hex'),
        board_id: me.boardId,
      });
      expect(made.status, made.body).toBeGreaterThanOrEqual(400);
      expect(made.status).toBeLessThan(500);
      const [pinsAfter] = await rows<{ n: number }>('select count(*)::int as n from pins');
      expect(pinsAfter).toEqual(pinsBefore);
      const orphans = await rows(
        'select p.id from pins p left join images i on i.signature = p.image_signature where p.image_signature is not null and i.signature is null',
      );
      expect(orphans).toEqual([]);
    }, 60_000);
  },
);
