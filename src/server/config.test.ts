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
    expect(() => loadConfig({ DATABASE_PREPARED_STATEMENTS: 'no' })).toThrow(
      /DATABASE_PREPARED_STATEMENTS/,
    );
  });

  it('names PostgreSQL statements unless DATABASE_PREPARED_STATEMENTS is 0 (decision 079)', () => {
    expect(loadConfig({}).databasePreparedStatements).toBe(true);
    expect(loadConfig({ DATABASE_PREPARED_STATEMENTS: '0' }).databasePreparedStatements).toBe(
      false,
    );
  });

  it('sizes the embedded database’s shared buffers from its data unless PGLITE_SHARED_BUFFERS names them (decision 094)', () => {
    expect(loadConfig({}).pgliteSharedBuffers).toBe('auto');
    expect(loadConfig({ PGLITE_SHARED_BUFFERS: 'auto' }).pgliteSharedBuffers).toBe('auto');
    expect(loadConfig({ PGLITE_SHARED_BUFFERS: ' 256 ' }).pgliteSharedBuffers).toBe(256);
    for (const bad of ['8', '2048', '256MB', 'lots']) {
      expect(() => loadConfig({ PGLITE_SHARED_BUFFERS: bad })).toThrow(
        /PGLITE_SHARED_BUFFERS must be auto or a number of megabytes from 16 to 1024/,
      );
    }
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

describe('S3 blob store settings (decision 047)', () => {
  const full = {
    S3_ENDPOINT: 'http://127.0.0.1:9000',
    S3_BUCKET: 'tessera',
    S3_ACCESS_KEY_ID: 'id',
    S3_SECRET_ACCESS_KEY: 'secret',
  };

  it('none set: blobs stay in DATA_DIR/blobs', () => {
    const config = loadConfig({ DATA_DIR: '/srv/t' });
    expect(config.s3).toBeUndefined();
    expect(config.blobDir).toBe(path.resolve('/srv/t/blobs'));
    expect(loadConfig({ S3_BUCKET: '', S3_ENDPOINT: '' }).s3).toBeUndefined();
  });

  it('an endpoint, bucket and keys: path-style, us-east-1 unless told', () => {
    expect(loadConfig(full).s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'tessera',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
      publicUrl: undefined,
    });
    const s3 = loadConfig({
      ...full,
      S3_REGION: 'eu-west-3',
      S3_FORCE_PATH_STYLE: 'false',
      S3_PUBLIC_URL: 'https://cdn.example.org/pins/',
    }).s3;
    expect(s3).toMatchObject({
      region: 'eu-west-3',
      forcePathStyle: false,
      publicUrl: 'https://cdn.example.org/pins',
    });
  });

  it('AWS itself: no endpoint, a region, virtual-hosted buckets', () => {
    const { S3_ENDPOINT: _e, ...aws } = full;
    expect(loadConfig({ ...aws, S3_REGION: 'us-west-2' }).s3).toMatchObject({
      endpoint: undefined,
      region: 'us-west-2',
      forcePathStyle: false,
    });
    expect(() => loadConfig(aws)).toThrow(/S3_REGION: required for AWS S3/);
  });

  it.each([
    ['S3_BUCKET', { S3_BUCKET: undefined }],
    ['S3_ACCESS_KEY_ID', { S3_ACCESS_KEY_ID: undefined }],
    ['S3_SECRET_ACCESS_KEY', { S3_SECRET_ACCESS_KEY: '' }],
  ])('a partial set names the missing %s', (name, change) => {
    expect(() => loadConfig({ ...full, ...change })).toThrow(
      new RegExp(`${name}: required for the S3 blob store`),
    );
  });

  it('S3_PUBLIC_URL alone is a partial set, naming every missing variable', () => {
    let message = '';
    try {
      loadConfig({ S3_PUBLIC_URL: 'https://cdn.example.org' });
    } catch (e) {
      message = (e as Error).message;
    }
    for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_REGION']) {
      expect(message).toContain(`${name}: required`);
    }
    expect(message).toContain('(S3_PUBLIC_URL is set)');
  });

  it.each([
    [{ S3_ENDPOINT: 'ftp://x' }, /S3_ENDPOINT must be an http/],
    [{ S3_BUCKET: 'Bad_Bucket' }, /S3_BUCKET must be a bucket name/],
    [{ S3_FORCE_PATH_STYLE: 'yes' }, /S3_FORCE_PATH_STYLE must be 1, 0, true or false/],
    [{ S3_PUBLIC_URL: 'cdn.example.org' }, /S3_PUBLIC_URL must be an http/],
  ])('refuses %j readably', (change, message) => {
    expect(() => loadConfig({ ...full, ...change })).toThrow(message);
  });
});
