import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ensureSecret, loadConfig } from './config.ts';

describe('configuration', () => {
  let dir = '';
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('makes a random signing secret once, keeps it private in DATA_DIR, and reuses it', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'tessera-config-'));
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.secret).toBe('');
    const first = await ensureSecret(config);
    expect(first.secret.length).toBeGreaterThanOrEqual(43);
    expect((await readFile(path.join(dir, 'secret'), 'utf8')).trim()).toBe(first.secret);
    expect((await stat(path.join(dir, 'secret'))).mode & 0o777).toBe(0o600);
    expect((await ensureSecret(config)).secret).toBe(first.secret);
  });

  it('uses SECRET when it is set, so several processes agree', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'tessera-config-'));
    const config = await ensureSecret(
      loadConfig({ DATA_DIR: dir, SECRET: 'a-shared-secret-of-some-length' }),
    );
    expect(config.secret).toBe('a-shared-secret-of-some-length');
  });

  it('rejects bad values with a readable message', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL must start with postgres/,
    );
    expect(() => loadConfig({ SECRET: 'short' })).toThrow(/SECRET must be at least 16 characters/);
  });
});
