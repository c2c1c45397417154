import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config';
import { systemContext } from '#server/context';
import { openDatabase } from '#server/db/client';
import { viewerFromHeaders } from '#server/http/viewer';
import { localBlobStore } from '#server/images/blob-store';
import { hashPassword } from '#server/services/accounts/passwords';
import { BUILT_FLAGS, buildIfStale, root, SERVER_ENTRY } from '../../scripts/build-if-stale.mjs';
import { dbKinds, freshPostgres } from '../support/app.ts';
import { makeUser } from '../support/factory.ts';
import { GOOD_PASSWORD } from './auth-support.ts';
import { BROWSER } from './page-support.ts';
import { Browser, expectOk } from './two-processes-support.ts';

// Decision 049: SIGTERM drains the built server, as the proxy in front of several processes
// needs it: new connections refused, the request in flight answered, live streams ended (their
// browsers reconnect to another process), exit 0 within 10 s.

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const a = server.address();
  await new Promise((r) => server.close(r));
  if (!a || typeof a === 'string') throw new Error('no port');
  return a.port;
}

function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    s.once('connect', () => {
      s.destroy();
      resolve(false);
    });
    s.once('error', (e: NodeJS.ErrnoException) => resolve(e.code === 'ECONNREFUSED'));
  });
}

describe.each(dbKinds())('SIGTERM drains the server on %s', (kind) => {
  let child: ChildProcess;
  let exited: Promise<[number | null, NodeJS.Signals | null]>;
  let base = '';
  let port = 0;
  let username = '';
  let output = '';
  const cleanups: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    buildIfStale();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tessera-drain-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    let databaseUrl: string | undefined;
    if (kind === 'postgres') {
      const pgdb = await freshPostgres();
      cleanups.push(pgdb.drop);
      databaseUrl = pgdb.url;
    }
    // the person is written before the server starts: PGlite is one process's database
    const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
    await database.migrate();
    const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' });
    const ctx = systemContext({
      db: database.db,
      config,
      blobs: localBlobStore(config.blobDir),
      viewer: viewerFromHeaders({}),
    });
    username = (await makeUser(ctx, { passwordHash: await hashPassword(GOOD_PASSWORD) })).username;
    await database.close();

    port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_ON_START: '0',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '127.0.0.1',
    };
    for (const name of ['DATABASE_URL', 'PUBLIC_URL', 'REDIS_URL', 'SECRET']) delete env[name];
    if (databaseUrl) env.DATABASE_URL = databaseUrl;
    child = spawn(process.execPath, [...BUILT_FLAGS, SERVER_ENTRY], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const s of [child.stdout, child.stderr]) s?.on('data', (c: Buffer) => (output += c));
    exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
    cleanups.unshift(async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
    });
    const deadline = Date.now() + 90_000;
    for (;;) {
      const ok = await fetch(`${base}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (child.exitCode !== null || Date.now() > deadline) {
        throw new Error(`the server did not start:\n${output}`);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  }, 120_000);

  afterAll(async () => {
    for (const c of cleanups) await c().catch(() => {});
  });

  it('healthz is alive, readyz names its probes', async () => {
    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', database: kind });
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({
      status: 'ready',
      probes: { database: 'ok', blobs: 'ok', jobs: 'ok' },
    });
  });

  it('finishes the request in flight, ends live streams, refuses new connections, exits 0 within 10 s', async () => {
    const browser = new Browser();
    expectOk(
      await browser.post(base, 'UserSessionResource', 'create', {
        username_or_email: username,
        password: GOOD_PASSWORD,
      }),
      'log in',
    );
    // an open live stream, its first event read
    const stream = await fetch(`${base}/v3/live/`, {
      headers: { accept: 'text/event-stream', 'user-agent': BROWSER, cookie: browser.cookie ?? '' },
    });
    expect(stream.status).toBe(200);
    const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toContain('event: hello');

    // a log-in whose body is only half sent: the request is in flight when the signal comes
    const body = JSON.stringify({
      options: { username_or_email: username, password: GOOD_PASSWORD },
    });
    const slow = net.connect(port, '127.0.0.1');
    await once(slow, 'connect');
    let answer = '';
    slow.on('data', (c: Buffer) => (answer += c));
    const answered = once(slow, 'end');
    // `expect: 100-continue`: the server says "100 Continue" once it has taken the request up,
    // so the signal below surely comes while it is in flight, however loaded the machine
    const taken = new Promise<void>((resolve) => {
      const look = () => {
        if (answer.startsWith('HTTP/1.1 100')) {
          slow.off('data', look);
          resolve();
        }
      };
      slow.on('data', look);
    });
    slow.write(
      `${[
        'POST /resource/UserSessionResource/create/ HTTP/1.1',
        `host: 127.0.0.1:${port}`,
        `origin: ${base}`,
        `user-agent: ${BROWSER}`,
        'x-forwarded-for: 10.77.0.1',
        'content-type: application/json',
        `content-length: ${Buffer.byteLength(body)}`,
        'expect: 100-continue',
        'connection: close',
      ].join('\r\n')}\r\n\r\n`,
    );
    await taken;
    slow.write(body.slice(0, 20));

    const signalled = Date.now();
    child.kill('SIGTERM');

    // the live stream ends (its browser would reconnect through the proxy to another process)
    const ended = await Promise.race([
      (async () => {
        for (;;) if ((await reader.read()).done) return true;
      })().catch(() => true),
      new Promise<boolean>((r) => setTimeout(() => r(false), 5000)),
    ]);
    expect(ended).toBe(true);

    // nobody new gets in
    let shut = false;
    for (let i = 0; i < 50 && !shut; i += 1) {
      shut = await refused(port);
      if (!shut) await new Promise((r) => setTimeout(r, 100));
    }
    expect(shut).toBe(true);
    expect(child.exitCode).toBeNull();

    // the request in flight still gets its real answer
    slow.write(body.slice(20));
    await answered;
    expect(answer).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 200 /);
    expect(answer).toMatch(/set-cookie: tessera_session=/i);

    const [code, signal] = await exited;
    const took = Date.now() - signalled;
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(took).toBeLessThan(10_000);
  }, 60_000);
});
