// decision 049: N Tessera processes (the built server, as `npm start` runs it) on one PostgreSQL
// database, HAProxy in front, Redis for the rate limits and, with `s3`, an S3-compatible server.
// Used by `npm run cluster` (scripts/cluster.ts) and `npm run bench -- cluster` (bench/cluster.ts).
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { BUILT_FLAGS, root, SERVER_ENTRY } from '../build-if-stale.mjs';
import { haproxyConfig } from './haproxy.ts';

export const HAPROXY = '/usr/sbin/haproxy';
const REDIS_SERVER = '/usr/bin/redis-server';
const S3RVER = path.join(root, 'node_modules', 's3rver', 'bin', 's3rver.js');

export interface ClusterOptions {
  processes: number;
  /** the proxy's port; the app processes take the next N, Redis (when started) +9, S3 +8 */
  port: number;
  databaseUrl: string;
  /** blobs (until S3), mail files, the proxy's configuration */
  dataDir: string;
  /** shared by every process: CSRF tokens signed by one are checked by another */
  secret: string;
  /** the Redis to use; when unset, 127.0.0.1:6379 if it answers, else one started here */
  redisUrl?: string;
  publicUrl?: string;
  /** start an S3-compatible server (s3rver) and hand every process the S3_* settings */
  s3?: boolean;
  /** a second proxy front end to the first process alone (the bench's proxy-cost figure) */
  singlePort?: number;
  /** more environment for every app process (e.g. TESSERA_RESPONSE_CACHE=off) */
  env?: Record<string, string>;
  /** every process started, as soon as it exists (a janitor stops them if we die) */
  onSpawn?: (pid: number) => void;
  /** where process output goes, one line at a time */
  log?: (line: string) => void;
}

export interface AppProcess {
  name: string;
  port: number;
  pid: number;
}

export interface RunningCluster {
  url: string;
  apps: AppProcess[];
  redisUrl: string;
  s3Endpoint: string | null;
  /** stops the S3-compatible server started with `s3` (a store outage, for tests); else nothing */
  stopS3(): Promise<void>;
  /** SIGTERM to every process (the apps drain), then waits until all have exited */
  stop(): Promise<void>;
}

interface Started {
  child: ChildProcess;
  exited: Promise<unknown>;
  /** its last lines of output, for the message when it fails */
  tail: string[];
}

function spawnLogged(
  label: string,
  command: string,
  args: string[],
  opts: { env?: NodeJS.ProcessEnv; log: (line: string) => void; onSpawn?: (pid: number) => void },
): Started {
  const child = spawn(command, args, {
    cwd: root,
    env: opts.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (child.pid !== undefined) opts.onSpawn?.(child.pid);
  const tail: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    createInterface({ input: stream }).on('line', (l) => {
      tail.push(l.slice(0, 2000));
      if (tail.length > 10) tail.shift();
      opts.log(`[${label}] ${l}`);
    });
  }
  const exited = once(child, 'exit');
  child.on('error', (e) => opts.log(`[${label}] ${e.message}`));
  return { child, exited, tail };
}

function gone(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

async function stopAll(started: Started[], graceMs: number): Promise<void> {
  for (const s of started) if (!gone(s.child)) s.child.kill('SIGTERM');
  const force = setTimeout(() => {
    for (const s of started) if (!gone(s.child)) s.child.kill('SIGKILL');
  }, graceMs);
  await Promise.all(started.map((s) => (gone(s.child) ? null : s.exited)));
  clearTimeout(force);
}

async function answers(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await res.arrayBuffer();
    return res.ok;
  } catch {
    return false;
  }
}

async function waitFor(what: string, url: string, s: Started, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await answers(url))) {
    if (gone(s.child)) {
      // its last words may still be in the pipe when it exits
      await new Promise((r) => setTimeout(r, 300));
      throw new Error(`${what} exited before it was ready:\n${s.tail.join('\n')}`);
    }
    if (Date.now() > deadline) throw new Error(`${what} not ready after ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A Redis that answers PING at `url` (plain TCP: no client needed for one word). */
async function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port || 6379), hostname || '127.0.0.1');
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (d) => done(d.toString().startsWith('+PONG')));
  });
}

/** Starts everything, in order: Redis and S3 when needed, the first app (it migrates and seeds),
 * the others, then the proxy once all are ready. A failure stops what was started. */
export async function startCluster(opts: ClusterOptions): Promise<RunningCluster> {
  const log = opts.log ?? ((line: string) => console.log(line));
  const started: Started[] = [];
  const spawnOpts = { log, ...(opts.onSpawn ? { onSpawn: opts.onSpawn } : {}) };
  try {
    await mkdir(opts.dataDir, { recursive: true });
    let redisUrl = opts.redisUrl ?? 'redis://127.0.0.1:6379';
    if (!(await redisAnswers(redisUrl))) {
      if (opts.redisUrl) throw new Error(`Redis does not answer at ${opts.redisUrl}`);
      if (!existsSync(REDIS_SERVER)) {
        throw new Error(
          'No Redis at 127.0.0.1:6379 and none installed: apt-get install -y redis-server',
        );
      }
      const port = opts.port + 9;
      const redis = spawnLogged(
        'redis',
        REDIS_SERVER,
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        spawnOpts,
      );
      started.push(redis);
      redisUrl = `redis://127.0.0.1:${port}`;
      const deadline = Date.now() + 10_000;
      while (!(await redisAnswers(redisUrl))) {
        if (gone(redis.child) || Date.now() > deadline)
          throw new Error('redis-server did not start');
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    const url = opts.publicUrl ?? `http://127.0.0.1:${opts.port}`;
    let s3Endpoint: string | null = null;
    let s3Server: Started | null = null;
    const s3Env: Record<string, string> = {};
    if (opts.s3) {
      const port = opts.port + 8;
      const dir = path.join(opts.dataDir, 's3');
      await mkdir(dir, { recursive: true });
      const bucket = 'tessera';
      const s3 = spawnLogged(
        's3',
        process.execPath,
        [
          // s3rver's listing tokens use DES, which Node 20's OpenSSL has only in its legacy
          // provider: without it a listing past 1,000 keys (blobs migrate) fails (decision 047)
          '--openssl-legacy-provider',
          S3RVER,
          '-d',
          dir,
          '-a',
          '127.0.0.1',
          '-p',
          String(port),
          '--silent',
          '--configure-bucket',
          bucket,
        ],
        spawnOpts,
      );
      started.push(s3);
      s3Server = s3;
      s3Endpoint = `http://127.0.0.1:${port}`;
      // the names the blob store reads (decision 047); s3rver's fixed credentials
      Object.assign(s3Env, {
        S3_ENDPOINT: s3Endpoint,
        S3_BUCKET: bucket,
        S3_REGION: 'us-east-1',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_FORCE_PATH_STYLE: 'true',
      });
      // s3rver answers a bucket listing with 403 without a signature: any HTTP answer is up
      const deadline = Date.now() + 15_000;
      while (
        !(await fetch(s3Endpoint).then(
          () => true,
          () => false,
        ))
      ) {
        if (gone(s3.child) || Date.now() > deadline) throw new Error('s3rver did not start');
        await new Promise((r) => setTimeout(r, 200));
      }
    }
    const apps: AppProcess[] = [];
    const startApp = (i: number, seed: boolean): Started => {
      const port = opts.port + 1 + i;
      const name = `app${i + 1}`;
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        NODE_ENV: 'production',
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
        ...opts.env,
        ...s3Env,
        DATABASE_URL: opts.databaseUrl,
        DATA_DIR: opts.dataDir,
        HOST: '127.0.0.1',
        PORT: String(port),
        SECRET: opts.secret,
        PUBLIC_URL: url,
        // the proxy on this machine sets X-Forwarded-For; no one else may (decision 005)
        TRUST_PROXY: '127.0.0.1',
        REDIS_URL: redisUrl,
        // the first process seeds an empty database; the others must not race it
        SEED_ON_START: seed ? (opts.env?.SEED_ON_START ?? process.env.SEED_ON_START ?? '1') : '0',
      };
      const s = spawnLogged(name, process.execPath, [...BUILT_FLAGS, SERVER_ENTRY], {
        ...spawnOpts,
        env,
      });
      started.push(s);
      apps.push({ name, port, pid: s.child.pid ?? 0 });
      return s;
    };
    const first = startApp(0, true);
    await waitFor('app1', `http://127.0.0.1:${opts.port + 1}/readyz`, first, 300_000);
    const rest = Array.from({ length: opts.processes - 1 }, (_, i) => startApp(i + 1, false));
    await Promise.all(
      rest.map((s, i) =>
        waitFor(`app${i + 2}`, `http://127.0.0.1:${opts.port + 2 + i}/readyz`, s, 120_000),
      ),
    );
    const configFile = path.join(opts.dataDir, 'haproxy.cfg');
    await writeFile(
      configFile,
      haproxyConfig({
        port: opts.port,
        backends: apps.map((a) => ({ name: a.name, port: a.port })),
        ...(opts.singlePort ? { singlePort: opts.singlePort } : {}),
      }),
    );
    const proxy = spawnLogged('haproxy', HAPROXY, ['-db', '-f', configFile], spawnOpts);
    started.push(proxy);
    await waitFor('haproxy', `http://127.0.0.1:${opts.port}/readyz`, proxy, 15_000);
    // the apps first (they drain), the proxy and the stores after them
    const servers = started.filter((s) => !apps.some((a) => a.pid === s.child.pid));
    const appsStarted = started.filter((s) => apps.some((a) => a.pid === s.child.pid));
    return {
      url,
      apps,
      redisUrl,
      s3Endpoint,
      async stopS3() {
        if (s3Server) await stopAll([s3Server], 5_000);
      },
      async stop() {
        await stopAll(appsStarted, 12_000);
        await stopAll(servers, 5_000);
      },
    };
  } catch (e) {
    await stopAll(started, 12_000);
    throw e;
  }
}
