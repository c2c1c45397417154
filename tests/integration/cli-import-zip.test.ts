import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliIn } from './cli-support.ts';
import { picturesZip } from './zip-support.ts';

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

  const tessera = cliIn(() => dataDir, { timeoutMs: 120_000 });

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
