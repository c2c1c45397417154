import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localBlobStore } from '#server/images/blob-store';
import { s3BlobStore } from '#server/images/s3-blob-store';
import { startS3, type TestS3 } from '../support/s3.ts';

const TSX = path.join(process.cwd(), 'node_modules/tsx/dist/cli.mjs');
const OBJECTS = 300;

interface Run {
  code: number | null;
  out: string;
  err: string;
}

/**
 * decision 047: `npm run tessera -- blobs migrate` as an operator runs it, in a process of its
 * own; with `interruptAt`, Ctrl-C (SIGINT) once a progress line reaches that many objects.
 */
function tessera(env: Record<string, string>, args: string[], interruptAt?: number): Promise<Run> {
  // no database is opened: the objects are listed from the store itself
  const { DATABASE_URL: _pg, ...base } = process.env;
  const child = spawn(process.execPath, [TSX, 'src/server/cli/index.ts', ...args], {
    env: { ...base, ...env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  let interrupted = false;
  createInterface({ input: child.stdout }).on('line', (line) => {
    out += `${line}\n`;
    const done = Number(/^(\d+)\/\d+ objects/.exec(line)?.[1] ?? 0);
    if (interruptAt !== undefined && !interrupted && done >= interruptAt) {
      interrupted = true;
      child.kill('SIGINT');
    }
  });
  child.stderr.on('data', (chunk: Buffer) => {
    err += chunk.toString();
  });
  return new Promise((resolve) => {
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

const sha = (data: Buffer | null) => (data ? createHash('sha256').update(data).digest('hex') : '');

describe('npm run tessera -- blobs migrate', () => {
  let s3: TestS3;
  let dataDir = '';
  const hashes = new Map<string, string>();

  beforeAll(async () => {
    s3 = await startS3();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'tessera-cli-blobs-'));
    const local = localBlobStore(path.join(dataDir, 'blobs'));
    for (let i = 0; i < OBJECTS; i++) {
      const sig = createHash('md5').update(`object ${i}`).digest('hex');
      const key =
        i % 4 === 0
          ? `orig/${sig.slice(0, 2)}/${sig.slice(2, 4)}/${sig}`
          : `236x/${sig.slice(0, 2)}/${sig.slice(2, 4)}/${sig}.webp`;
      const data = randomBytes(8_000 + i);
      await local.put(key, data, 'image/webp');
      hashes.set(key, sha(data));
    }
  });
  afterAll(async () => {
    await s3?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const env = () => ({ ...s3.env, DATA_DIR: dataDir });

  it('copies local → S3, stopped by Ctrl-C halfway, resumed, every object checked by sha256', async () => {
    const first = await tessera(
      env(),
      ['blobs', 'migrate', '--to', 's3', '--concurrency', '1'],
      150,
    );
    expect(first.code, first.err).toBe(130);
    expect(first.out).toContain(`Copying ${path.join(dataDir, 'blobs')} → s3://${s3.bucket} at`);
    expect(first.out).toMatch(new RegExp(`^0/${OBJECTS} objects, 0\\.0 MB of \\d+\\.\\d MB`, 'm'));
    expect(first.out).toContain('Stopping after the objects in flight');
    const stopped = /Interrupted at (\d+)\/(\d+) objects/.exec(first.out);
    expect(stopped?.[2]).toBe(String(OBJECTS));
    const copiedFirst = Number(stopped?.[1]);
    expect(copiedFirst).toBeGreaterThanOrEqual(80);
    expect(copiedFirst).toBeLessThan(OBJECTS);
    const checkpoint = path.join(dataDir, 'blob-migration-to-s3.json');
    expect(JSON.parse(await readFile(checkpoint, 'utf8'))).toMatchObject({
      after: expect.any(String),
    });

    const second = await tessera(env(), ['blobs', 'migrate', '--to', 's3']);
    expect(second.code, second.err).toBe(0);
    expect(second.out).toMatch(/Resuming after \S+, where the last run stopped\./);
    // the objects behind the checkpoint are not copied again
    expect(second.out).toContain(`Done: ${OBJECTS}/${OBJECTS} objects`);
    expect(second.out).toContain(`(${OBJECTS - copiedFirst} copied, ${copiedFirst} already there)`);
    expect(second.out).toContain('every copy verified by sha256');
    await expect(readFile(checkpoint)).rejects.toThrow();

    const bucket = s3BlobStore(s3.settings);
    let listed = 0;
    for await (const _ of bucket.list()) listed++;
    expect(listed).toBe(OBJECTS);
    for (const [key, hash] of hashes) expect(sha(await bucket.get(key)), key).toBe(hash);
  }, 240_000);

  it('and back: S3 → an empty local folder, stopped and resumed, every object checked', async () => {
    await rm(path.join(dataDir, 'blobs'), { recursive: true, force: true });
    const first = await tessera(
      env(),
      ['blobs', 'migrate', '--to', 'local', '--concurrency', '1'],
      200,
    );
    expect(first.code, first.err).toBe(130);
    const copiedFirst = Number(/Interrupted at (\d+)\//.exec(first.out)?.[1]);
    expect(copiedFirst).toBeGreaterThanOrEqual(100);
    expect(copiedFirst).toBeLessThan(OBJECTS);

    const second = await tessera(env(), ['blobs', 'migrate', '--to', 'local']);
    expect(second.code, second.err).toBe(0);
    expect(second.out).toContain(`(${OBJECTS - copiedFirst} copied, ${copiedFirst} already there)`);
    const local = localBlobStore(path.join(dataDir, 'blobs'));
    for (const [key, hash] of hashes) expect(sha(await local.get(key)), key).toBe(hash);
  }, 240_000);

  it('refuses readably without the bucket, or when it does not answer', async () => {
    const noBucket = await tessera({ DATA_DIR: dataDir }, ['blobs', 'migrate', '--to', 's3']);
    expect(noBucket.code).toBe(1);
    expect(noBucket.err).toContain('blobs migrate needs the bucket: set S3_BUCKET');
    // nothing listens on the discard port: the store's own words, not a stack
    const down = await tessera({ ...env(), S3_ENDPOINT: 'http://127.0.0.1:9' }, [
      'blobs',
      'migrate',
      '--to',
      's3',
    ]);
    expect(down.code).toBe(1);
    expect(down.err).toMatch(/^Error: The image store could not reach bucket tessera-test: /m);
  }, 120_000);
});
