import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIfStale, root } from '../../scripts/build-if-stale.mjs';
import { freshPostgres } from '../support/app.ts';
import { GOOD_PASSWORD } from './auth-support.ts';
import { BROWSER } from './page-support.ts';
import { Browser, expectOk } from './two-processes-support.ts';

// Decision 049: `npm run cluster` on PostgreSQL: two processes behind HAProxy both get traffic;
// one killed with `kill -9`, the proxy keeps answering, its health check takes the dead one out.
// PGlite is one process's database: without DATABASE_URL there is no cluster to start.

const PORT = 3340;
const FEED = `/resource/HomefeedResource/get/?data=${encodeURIComponent('{"options":{}}')}`;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function ask(): Promise<{ status: number; by: string; error?: string }> {
  try {
    const res = await fetch(`http://127.0.0.1:${PORT}${FEED}`, {
      headers: { 'user-agent': BROWSER },
      // generous: a cold process on a loaded machine may take seconds over its first render
      signal: AbortSignal.timeout(15_000),
    });
    await res.arrayBuffer();
    return { status: res.status, by: res.headers.get('x-tessera-process') ?? '' };
  } catch (e) {
    const cause =
      e instanceof Error ? String((e.cause as Error | undefined)?.message ?? e.message) : '';
    return { status: 0, by: '', error: cause };
  }
}

describe.skipIf(!process.env.DATABASE_URL)(
  'npm run cluster (needs PostgreSQL: DATABASE_URL; several processes cannot share PGlite)',
  () => {
    let script: ChildProcess;
    let exited: Promise<unknown>;
    let output = '';
    const pids: Record<string, number> = {};
    const cleanups: (() => Promise<void>)[] = [];

    beforeAll(async () => {
      buildIfStale();
      const pgdb = await freshPostgres();
      cleanups.push(pgdb.drop);
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tessera-cluster-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        DATABASE_URL: pgdb.url,
        SEED_ON_START: '0',
      };
      for (const name of ['PUBLIC_URL', 'REDIS_URL', 'SECRET']) delete env[name];
      script = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          'scripts/cluster.ts',
          '--processes',
          '2',
          '--port',
          String(PORT),
          '--data-dir',
          dataDir,
        ],
        { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      exited = once(script, 'exit');
      cleanups.unshift(async () => {
        if (script.exitCode === null && script.signalCode === null) {
          script.kill('SIGTERM');
          await exited;
        }
      });
      const ready = new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`not ready:\n${output}`)), 90_000);
        const read = (chunk: Buffer) => {
          output += chunk.toString();
          for (const m of output.matchAll(/(app\d): pid (\d+)/g)) pids[m[1] ?? ''] = Number(m[2]);
          if (output.includes('Tessera is running')) {
            clearTimeout(timer);
            resolve();
          }
        };
        script.stdout?.on('data', read);
        script.stderr?.on('data', read);
        script.once('exit', () => reject(new Error(`the script exited:\n${output}`)));
      });
      await ready;
    }, 120_000);

    afterAll(async () => {
      for (const c of cleanups) await c().catch(() => {});
    });

    it('both processes get traffic; one killed with kill -9, the proxy keeps answering', async () => {
      expect(output).toContain(`http://127.0.0.1:${PORT}`);
      expect(Object.keys(pids).sort()).toEqual(['app1', 'app2']);
      const before = [];
      for (let i = 0; i < 10; i += 1) before.push(await ask());
      expect(
        before.every((a) => a.status === 200),
        `${JSON.stringify(before)}\n${output}`,
      ).toBe(true);
      expect(new Set(before.map((a) => a.by))).toEqual(new Set(['app1', 'app2']));

      // a person signed up through the proxy gets the live stream through it, unbuffered
      const base = `http://127.0.0.1:${PORT}`;
      const browser = new Browser();
      const name = `cl_${Date.now().toString(36)}`;
      expectOk(
        await browser.post(base, 'UserRegisterResource', 'create', {
          email: `${name}@example.com`,
          password: GOOD_PASSWORD,
          username: name,
          first_name: 'Cluster',
        }),
        'sign up',
      );
      const stream = await fetch(`${base}/v3/live/`, {
        headers: {
          accept: 'text/event-stream',
          'user-agent': BROWSER,
          cookie: browser.cookie ?? '',
        },
        signal: AbortSignal.timeout(30_000),
      });
      expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
      const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
      expect(new TextDecoder().decode((await reader.read()).value)).toContain('event: hello');
      await reader.cancel();

      process.kill(pids.app1 as number, 'SIGKILL');
      // for 4 s, a request every 50 ms: a refused connection is retried on the other process
      const after = [];
      const until = Date.now() + 4000;
      while (Date.now() < until) {
        after.push(await ask());
        await new Promise((r) => setTimeout(r, 50));
      }
      const failed = after.filter((a) => a.status !== 200);
      expect(failed, JSON.stringify(failed)).toEqual([]);
      expect(after.every((a) => a.by === 'app2')).toBe(true);
      // the health check took it out (HAProxy says so on its stderr, which the script prints)
      expect(output).toMatch(/Server app\/app1 is DOWN/);

      // Ctrl-C's signal: the script stops all it started
      script.kill('SIGINT');
      await exited;
      expect(script.exitCode).toBe(0);
      expect(alive(pids.app2 as number)).toBe(false);
      expect((await ask()).status).toBe(0);
    }, 60_000);
  },
);
