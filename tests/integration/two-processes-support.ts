import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Envelope } from '#server/api/envelope';
import { loadConfig } from '#server/config';
import { systemContext } from '#server/context';
import { type Database, openDatabase } from '#server/db/client';
import { viewerFromHeaders } from '#server/http/viewer';
import { localBlobStore } from '#server/images/blob-store';
import { hashPassword } from '#server/services/accounts/passwords';
import { postgresChangeLog } from '#server/services/platform/change-log';
import { EVERYTHING } from '#server/services/platform/data-version';
import { BUILT_FLAGS, root, SERVER_ENTRY } from '../../scripts/build-if-stale.mjs';
import { freshPostgres } from '../support/app.ts';
import { makeUser } from '../support/factory.ts';
import { freshIp, GOOD_PASSWORD } from './auth-support.ts';
import { BROWSER } from './page-support.ts';

/**
 * Issue 32: two real Tessera processes (the built server, as `npm start` runs it) on one fresh
 * PostgreSQL database, and browsers that talk to either of them over HTTP.
 */

export { SERVER_ENTRY };

async function freePort(): Promise<number> {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  await new Promise((r) => server.close(r));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

interface ServerProcess {
  base: string;
  stop(): Promise<void>;
}

async function startServer(label: string, databaseUrl: string, secret: string) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `tessera-two-${label}-`));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_ON_START: '0',
    LOG_LEVEL: 'warn',
    // the test plays a proxy that gives each browser its own address (per-address limits)
    TRUST_PROXY: '127.0.0.1',
    // several processes must share one (decision 005): CSRF tokens are signed with it
    SECRET: secret,
  };
  for (const name of ['PUBLIC_URL', 'REDIS_URL', 'TESSERA_RESPONSE_CACHE']) delete env[name];
  const child: ChildProcess = spawn(process.execPath, [...BUILT_FLAGS, SERVER_ENTRY], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = once(child, 'exit');
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(force);
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`process ${label} did not become healthy:\n${output}`);
    }
    const ok = await fetch(`${base}/healthz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return { base, stop };
    await new Promise((r) => setTimeout(r, 100));
  }
}

export interface Answer {
  status: number;
  /** answered from the process's response cache */
  hit: boolean;
  body: string;
}

export function dataOf<T>(a: Answer): T {
  return (JSON.parse(a.body) as Envelope<T>).resource_response.data as T;
}

export function expectOk(a: Answer, what: string): void {
  if (a.status < 200 || a.status > 299) {
    throw new Error(`${what}: ${a.status} ${a.body.slice(0, 300)}`);
  }
}

/** One browser over real HTTP: same-origin calls, its cookie and CSRF token kept between them. */
export class Browser {
  cookie: string | null = null;
  csrf: string | null = null;
  readonly ip = freshIp();

  async request(base: string, method: string, url: string, payload?: unknown): Promise<Answer> {
    const headers: Record<string, string> = { 'user-agent': BROWSER, 'x-forwarded-for': this.ip };
    if (this.cookie) headers.cookie = this.cookie;
    if (method !== 'GET') {
      headers.origin = base;
      if (this.csrf) headers['x-csrf-token'] = this.csrf;
    }
    if (payload !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${base}${url}`, {
      method,
      headers,
      redirect: 'manual',
      ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
    });
    const body = await res.text();
    for (const c of res.headers.getSetCookie()) {
      const m = /^((?:__Host-)?tessera_session)=([^;]*)/.exec(c);
      if (m) this.cookie = m[2] ? `${m[1]}=${m[2]}` : null;
    }
    if (res.headers.get('content-type')?.startsWith('application/json')) {
      const data = (JSON.parse(body) as Envelope<unknown>).resource_response?.data;
      if (data && typeof data === 'object' && 'csrf_token' in data) {
        this.csrf = (data as { csrf_token: string | null }).csrf_token;
      }
    }
    return { status: res.status, hit: res.headers.get('x-tessera-cache') === 'hit', body };
  }

  get(base: string, name: string, options: unknown = {}): Promise<Answer> {
    const data = encodeURIComponent(JSON.stringify({ options }));
    return this.request(base, 'GET', `/resource/${name}/get/?data=${data}`);
  }

  post(base: string, name: string, action: string, options: unknown = {}): Promise<Answer> {
    return this.request(base, 'POST', `/resource/${name}/${action}/`, { options });
  }

  page(base: string, url: string): Promise<Answer> {
    return this.request(base, 'GET', url);
  }
}

/** Two server processes on one fresh database, and the test's own handle on it. */
export class Cluster {
  one = '';
  two = '';
  private servers: ServerProcess[] = [];
  private database: Database | null = null;
  private drop: (() => Promise<void>) | null = null;
  private blobDir = '';

  async start(): Promise<void> {
    const pgdb = await freshPostgres();
    this.drop = pgdb.drop;
    this.database = await openDatabase({ databaseUrl: pgdb.url });
    this.blobDir = await mkdtemp(path.join(os.tmpdir(), 'tessera-two-test-'));
    const secret = randomBytes(32).toString('base64url');
    const started = await Promise.allSettled(
      ['one', 'two'].map((label) => startServer(label, pgdb.url, secret)),
    );
    for (const s of started) if (s.status === 'fulfilled') this.servers.push(s.value);
    const failed = started.find((s) => s.status === 'rejected');
    if (failed) throw failed.reason;
    [this.one, this.two] = this.servers.map((s) => s.base) as [string, string];
  }

  /** A ctx for the factory helpers, writing from the test process. */
  ctx() {
    if (!this.database) throw new Error('not started');
    const config = loadConfig({ DATA_DIR: this.blobDir, NODE_ENV: 'test' });
    return systemContext({
      db: this.database.db,
      config,
      blobs: localBlobStore(config.blobDir),
      viewer: viewerFromHeaders({}),
    });
  }

  /** Tells the servers that the test process wrote rows, as any other process would. */
  async announce(): Promise<void> {
    if (!this.database) throw new Error('not started');
    await postgresChangeLog(this.database.db).record([EVERYTHING]);
  }

  /** People who can log in (written directly: new hashes are cheap in the test process). */
  async people(n: number) {
    const passwordHash = await hashPassword(GOOD_PASSWORD);
    const out = [];
    for (let i = 0; i < n; i += 1) out.push(await makeUser(this.ctx(), { passwordHash }));
    return out;
  }

  /** A browser signed in as `username` through process `base`. */
  async signIn(username: string, base = this.one): Promise<Browser> {
    const b = new Browser();
    const res = await b.post(base, 'UserSessionResource', 'create', {
      username_or_email: username,
      password: GOOD_PASSWORD,
    });
    expectOk(res, 'log in');
    if (!b.cookie || !b.csrf) throw new Error(`no session after logging in: ${res.body}`);
    return b;
  }

  /** Stops both processes and drops the database, whatever state start() left. */
  async close(): Promise<void> {
    await Promise.allSettled(this.servers.map((s) => s.stop()));
    await this.database?.close().catch(() => {});
    await this.drop?.();
    if (this.blobDir) await rm(this.blobDir, { recursive: true, force: true });
  }
}

/** Stale reads per check, and how many warming reads came from the response cache. */
export class Tally {
  readonly stale: Record<string, number> = {};
  readonly warmHits: Record<string, number> = {};
  readonly warmed: Record<string, number> = {};

  /** A read that must show the state of the write named `after`. */
  check(after: string, fresh: boolean): void {
    this.stale[after] = (this.stale[after] ?? 0) + (fresh ? 0 : 1);
  }

  /** Reads twice (the second may be a kept answer) and checks both against `after`. */
  async warm(
    after: string,
    read: () => Promise<{ answer: Answer; fresh: boolean }>,
    label: string,
  ): Promise<void> {
    for (let i = 0; i < 2; i += 1) {
      const { answer, fresh } = await read();
      this.check(after, fresh);
      if (i === 1) {
        this.warmed[label] = (this.warmed[label] ?? 0) + 1;
        this.warmHits[label] = (this.warmHits[label] ?? 0) + (answer.hit ? 1 : 0);
      }
    }
  }

  report(): string {
    return `stale reads ${JSON.stringify(this.stale)}; warming reads answered from the cache ${JSON.stringify(
      Object.fromEntries(
        Object.keys(this.warmed).map((k) => [k, `${this.warmHits[k]}/${this.warmed[k]}`]),
      ),
    )}`;
  }

  expectNone(): Record<string, number> {
    return Object.fromEntries(Object.keys(this.stale).map((k) => [k, 0]));
  }
}
