import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { autoSharedBuffersMb, bytesUnder } from './pglite-memory.ts';

const MB = 1024 * 1024;
const GB = 1024 * MB;

describe('the embedded database’s shared buffers (decision 094)', () => {
  it.each([
    // [data on disk, machine memory, MB]
    [0, 24 * GB, 128], // a new instance: PGlite's own
    [60 * MB, 24 * GB, 128], // the demo
    [600 * MB, 24 * GB, 160], // a quarter, in steps of 16 MB
    [1 * GB, 24 * GB, 256],
    [2.3 * GB, 24 * GB, 512], // a million pins: at most 512
    [40 * GB, 24 * GB, 512],
    [2.3 * GB, 2 * GB, 256], // never more than an eighth of the machine
    [2.3 * GB, 512 * MB, 128], // nor less than PGlite's own
  ])('%d bytes of data on a machine of %d bytes: %d MB', (data, memory, mb) => {
    expect(autoSharedBuffersMb(data, memory)).toBe(mb);
  });

  const dirs: string[] = [];
  afterAll(async () => {
    for (const d of dirs) await rm(d, { recursive: true, force: true });
  });
  const fresh = async () => {
    const d = await mkdtemp(path.join(os.tmpdir(), 'tessera-buffers-'));
    dirs.push(d);
    return d;
  };

  it('counts the bytes of every file under a folder, and none for a folder not there', async () => {
    const dir = await fresh();
    await mkdir(path.join(dir, 'base', '5'), { recursive: true });
    await writeFile(path.join(dir, 'PG_VERSION'), '17\n');
    await writeFile(path.join(dir, 'base', '5', '1259'), Buffer.alloc(8192));
    expect(await bytesUnder(dir)).toBe(8195);
    expect(await bytesUnder(path.join(dir, 'missing'))).toBe(0);
  });

  const buffers = async (database: Awaited<ReturnType<typeof openDatabase>>) => {
    const res = await database.db.execute(sql`show shared_buffers`);
    return (res as unknown as { rows: { shared_buffers: string }[] }).rows[0]?.shared_buffers;
  };

  it('a small database starts with PGlite’s 128 MB; a size asked for is the size it gets', async () => {
    const dir = await fresh();
    const auto = await openDatabase({ dataDir: dir });
    try {
      expect(await buffers(auto)).toBe('128MB');
    } finally {
      await auto.close();
    }
    const asked = await openDatabase({ dataDir: dir, sharedBuffers: 160 });
    try {
      expect(await buffers(asked)).toBe('160MB');
      const one = await asked.db.execute(sql`select 1 as one`);
      expect((one as unknown as { rows: unknown[] }).rows).toEqual([{ one: 1 }]);
    } finally {
      await asked.close();
    }
  });
});
