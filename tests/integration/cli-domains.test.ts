import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliIn } from './cli-support.ts';

// Issue 13: operators keep the domain safety list from the command line, as the README says.
// One embedded database in a temporary DATA_DIR, the command run as `npm run tessera` runs it.
describe('npm run tessera -- domains', () => {
  let dataDir = '';

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'tessera-cli-'));
  });

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  const tessera = cliIn(() => dataDir);

  it('blocks a domain from a whole url, lists it, refuses nonsense readably and unblocks it', async () => {
    const block = await tessera(
      'domains',
      'block',
      'https://www.Spam.example/win',
      '--status',
      'porn',
      '--message',
      'Adult site',
    );
    expect(block).toMatchObject({ code: 0, out: 'spam.example is now porn: Adult site.\n' });
    expect((await tessera('domains', 'list')).out).toBe('spam.example\tporn\tAdult site\n');
    const bad = await tessera('domains', 'block', 'not a host');
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('is not a domain');
    const badStatus = await tessera('domains', 'block', 'x.example', '--status', 'ok');
    expect(badStatus.code).toBe(1);
    expect(badStatus.err).toContain('Unknown status "ok"');
    expect((await tessera('domains', 'unblock', 'spam.example')).out).toBe(
      'spam.example is off the list.\n',
    );
    expect((await tessera('domains', 'list')).out).toBe('The list is empty: every link opens.\n');
  }, 120_000);
});
