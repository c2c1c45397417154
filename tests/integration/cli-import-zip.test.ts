import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { picturesZip } from './zip-support.ts';

const run = promisify(execFile);

// Issue 35 (decision 054): an operator imports a ZIP of pictures and a Tessera export from the
// command line, as `npm run tessera -- import` runs it, on the embedded database of a DATA_DIR.
describe('npm run tessera -- import --source zip|tessera', () => {
  let dataDir = '';

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'tessera-cli-import-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  async function tessera(...args: string[]): Promise<{ code: number; out: string; err: string }> {
    try {
      const { DATABASE_URL: _pg, ...env } = process.env;
      const r = await run('npx', ['tsx', 'src/server/cli/index.ts', ...args], {
        env: { ...env, DATA_DIR: dataDir },
        timeout: 120_000,
      });
      return { code: 0, out: r.stdout, err: r.stderr };
    } catch (e) {
      const x = e as { code?: number; stdout?: string; stderr?: string };
      return { code: x.code ?? 1, out: x.stdout ?? '', err: x.stderr ?? '' };
    }
  }

  it('imports a ZIP of pictures with its failures, then moves it to another account by export', async () => {
    for (const name of ['ann', 'bob']) {
      expect((await tessera('users', 'create', name, '--password', 'correct horse 1')).code).toBe(
        0,
      );
    }
    const zip = path.join(dataDir, 'pictures.zip');
    await writeFile(zip, await picturesZip());

    const first = await tessera('import', 'ann', zip, '--source', 'zip');
    expect(first.code, first.err).toBe(0);
    expect(first.out).toContain(
      "8 pins on 2 boards; 0 already in ann's pins (skipped); 1 that cannot be read.",
    );
    expect(first.out).toContain('imported 7, skipped 0, failed 2');
    expect(first.out).toContain('failed: broken: This HEIC picture could not be read.');

    const wrong = await tessera('import', 'ann', zip, '--source', 'tessera');
    expect(wrong.code).toBe(1);
    expect(wrong.err).toContain('it has no tessera.json');

    const exported = path.join(dataDir, 'ann.zip');
    expect((await tessera('export', 'ann', exported)).code).toBe(0);
    const moved = await tessera('import', 'bob', exported, '--source', 'tessera');
    expect(moved.code, moved.err).toBe(0);
    expect(moved.out).toContain('7 pins on 2 boards');
    expect(moved.out).toContain('imported 7, skipped 0, failed 0');
  }, 300_000);
});
