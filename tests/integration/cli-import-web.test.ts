import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliIn } from './cli-support.ts';
import { PINRY_TOKEN, webFixture, webHost } from './import-support.ts';

// Decision 053 (Sources): `npm run tessera -- import` for each web source, in one embedded
// database in a temporary DATA_DIR: bookmarks and Karakeep files with --trust-image-host (their
// pages on the local host), Pinry's saved answers, and a Pinry read by its address and --token.
describe('npm run tessera -- import (Pinry, Karakeep, bookmarks)', () => {
  let dir = '';
  const web = webHost();
  let port = 0;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'tessera-cli-import-'));
    port = await web.listen();
    const made = await tessera('users', 'create', 'ada', '--password', 'correct horse battery');
    expect(made.code, made.err).toBe(0);
  }, 120_000);

  afterAll(async () => {
    await web.close();
    await rm(dir, { recursive: true, force: true });
  });

  const tessera = cliIn(() => path.join(dir, 'data'), {
    env: () => ({ PINTEREST_IMAGE_HOST: `http://127.0.0.1:${port}` }),
    timeoutMs: 120_000,
  });

  async function fixture(name: string): Promise<string> {
    const f = path.join(dir, name);
    await writeFile(f, await webFixture(name, port));
    return f;
  }

  it('imports a bookmarks file, a Karakeep export and Pinry’s saved answers, with failures and reasons', async () => {
    const b = await tessera(
      'import',
      'ada',
      await fixture('bookmarks.html'),
      '--source',
      'bookmarks',
      '--trust-image-host',
    );
    expect(b.code, b.err).toBe(0);
    expect(b.out).toContain(
      "4 pins on 2 boards; 0 already in ada's pins (skipped); 1 that cannot be read.",
    );
    expect(b.out).toContain('imported 3, skipped 0, failed 2');
    expect(b.out).toContain(
      'failed: A page with no picture [Soups]: Tessera found no picture on that page.',
    );

    const k = await tessera(
      'import',
      'ada',
      await fixture('karakeep.json'),
      '--source',
      'karakeep',
      '--trust-image-host',
    );
    expect(k.code, k.err).toBe(0);
    expect(k.out).toContain('imported 2, skipped 0, failed 3');

    const p = await tessera(
      'import',
      'ada',
      await fixture('pinry.json'),
      '--source',
      'pinry',
      '--trust-image-host',
    );
    expect(p.code, p.err).toBe(0);
    expect(p.out).toContain('imported 2, skipped 0, failed 1');
  }, 300_000);

  it('reads a Pinry by its address with --token (the address given is trusted); asks for the token', async () => {
    const address = `http://127.0.0.1:${port}`;
    const none = await tessera('import', 'ada', address, '--source', 'pinry');
    expect(none.code).not.toBe(0);
    expect(none.err).toContain('--token');
    // ada has these pins from the saved answers already: each is skipped
    const live = await tessera(
      'import',
      'ada',
      address,
      '--source',
      'pinry',
      '--token',
      PINRY_TOKEN,
    );
    expect(live.code, live.err).toBe(0);
    expect(live.out).toContain('3 pins on 1 boards');
    expect(live.out).toContain('imported 0, skipped 2, failed 1');
    const refused = await tessera('import', 'ada', address, '--source', 'pinry', '--token', 'nope');
    expect(refused.code).not.toBe(0);
    expect(refused.err).toContain('Your Pinry refused that token.');
  }, 300_000);
});
