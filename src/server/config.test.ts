import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ensureSecret, loadConfig, trustedOrigin } from './config.ts';

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

describe('TRUST_PROXY (issue 10: forwarding headers only from configured proxies)', () => {
  it.each<[string | undefined, unknown]>([
    [undefined, false],
    ['', false],
    ['false', false],
    ['true', true],
    ['1', 1],
    ['2', 2],
    ['127.0.0.1', ['127.0.0.1']],
    ['10.0.0.0/8, 192.168.1.1 ,::1', ['10.0.0.0/8', '192.168.1.1', '::1']],
    ['fd00::/8', ['fd00::/8']],
  ])('%j → %j', (value, expected) => {
    const env = value === undefined ? {} : { TRUST_PROXY: value };
    expect(loadConfig(env).trustProxy).toEqual(expected);
  });

  it.each(['yes', 'localhost', '10.0.0.0/33', '::1/129', '1.2.3.4/8/1', '1.2.3.4,,'])(
    'refuses %j with a readable message',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY must be/);
    },
  );
});

describe('trustedOrigin (issue 10: links never from the request)', () => {
  it.each<[string | undefined, string, number, string]>([
    [undefined, '0.0.0.0', 3000, 'http://localhost:3000'],
    [undefined, '::', 8080, 'http://localhost:8080'],
    [undefined, '127.0.0.1', 45123, 'http://127.0.0.1:45123'],
    [undefined, '::1', 3000, 'http://[::1]:3000'],
    [undefined, 'pins.internal', 80, 'http://pins.internal'],
    ['https://pins.example.org/', '0.0.0.0', 3000, 'https://pins.example.org'],
    ['https://pins.example.org:8443/sub/', '0.0.0.0', 3000, 'https://pins.example.org:8443'],
  ])('PUBLIC_URL %j, listening on %s:%d → %s', (publicUrl, address, port, expected) => {
    expect(trustedOrigin({ publicUrl }, { address, port })).toBe(expected);
  });
});
