import { execFileSync, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';

describe('the embedded database is one process’s (db.lock)', () => {
  const dirs: string[] = [];
  afterEach(async () => {
    for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
  });
  const fresh = async () => {
    const d = await mkdtemp(path.join(os.tmpdir(), 'tessera-lock-'));
    dirs.push(d);
    return d;
  };

  it('refuses a folder a running process holds', async () => {
    const dir = await fresh();
    const holder = spawn('sleep', ['30']);
    try {
      await writeFile(path.join(dir, 'db.lock'), String(holder.pid));
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(
        `is in use by process ${holder.pid}`,
      );
    } finally {
      holder.kill('SIGKILL');
    }
  });

  it('takes over from a process that was killed, even one left a zombie nobody reaps', async () => {
    const dir = await fresh();
    // an orphan that exits at once: where the system's init does not reap (a container's), it
    // stays a zombie, as a killed Tessera whose parent died first does
    const pid = execFileSync('bash', ['-c', "(sh -c 'echo $$' &); sleep 0.3"], {
      encoding: 'utf8',
    }).trim();
    await writeFile(path.join(dir, 'db.lock'), pid);
    // opening runs initdb and the migrations: seconds on a busy machine
    const db = await openDatabase({ dataDir: dir });
    await db.close();
  }, 60_000);
});

describe('pooled PostgreSQL connections (decisions 040 and 080)', () => {
  it.skipIf(!process.env.DATABASE_URL)(
    'run without JIT, with work_mem 16 MB; a URL that sets its own options keeps them',
    async () => {
      const read = async (databaseUrl: string) => {
        const database = await openDatabase({ databaseUrl });
        try {
          const res = (await database.db.execute(
            sql`select current_setting('jit') as jit, current_setting('work_mem') as work_mem`,
          )) as unknown as { rows: { jit: string; work_mem: string }[] };
          return res.rows[0];
        } finally {
          await database.close();
        }
      };
      const url = new URL(process.env.DATABASE_URL ?? '');
      expect(await read(url.href)).toEqual({ jit: 'off', work_mem: '16MB' });
      url.searchParams.set('options', '-c work_mem=8MB');
      expect((await read(url.href))?.work_mem).toBe('8MB');
    },
  );

  it.skipIf(!process.env.DATABASE_URL)(
    'an idle connection, kept five minutes, does not keep a process that is done alive',
    () => {
      // the pool is never closed: the process ends when its work does, not when the pool lets go
      const script = `import { sql } from 'drizzle-orm';
        import { openDatabase } from './src/server/db/client.ts';
        const d = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
        await d.db.execute(sql\`select 1\`);`;
      const started = performance.now();
      execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        timeout: 60_000,
      });
      expect(performance.now() - started).toBeLessThan(60_000);
    },
    90_000,
  );
});
