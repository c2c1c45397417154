import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { startS3, type TestS3 } from '../../../tests/support/s3.ts';
import { localBlobStore, type OpenBlobStore } from './blob-store.ts';
import { type MigrationCheckpoint, type MigrationProgress, migrateBlobs } from './migrate-blobs.ts';
import { s3BlobStore } from './s3-blob-store.ts';

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'tessera-migrate-'));
  onTestFinished(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

const sha = (data: Buffer | null) => (data ? createHash('sha256').update(data).digest('hex') : '');

/** `n` objects shaped like Tessera's keys, each with different bytes. */
async function fill(store: OpenBlobStore, n: number): Promise<Map<string, string>> {
  const hashes = new Map<string, string>();
  for (let i = 0; i < n; i++) {
    const sig = createHash('md5').update(String(i)).digest('hex');
    const key =
      i % 3 === 0
        ? `orig/${sig.slice(0, 2)}/${sig.slice(2, 4)}/${sig}`
        : `236x/${sig.slice(0, 2)}/${sig.slice(2, 4)}/${sig}.${i % 2 ? 'jpg' : 'webp'}`;
    const data = Buffer.from(`${key} `.repeat(50 + i));
    await store.put(key, data, 'image/jpeg');
    hashes.set(key, sha(data));
  }
  return hashes;
}

/** A checkpoint kept in memory, as the blob-migration job keeps one in its data. */
function memoryCheckpoint(): MigrationCheckpoint & { saves: number } {
  return {
    after: '',
    saves: 0,
    async save(after) {
      this.after = after;
      this.saves++;
      return true;
    },
  };
}

async function expectSame(store: OpenBlobStore, hashes: Map<string, string>): Promise<void> {
  for (const [key, hash] of hashes) expect(sha(await store.get(key)), key).toBe(hash);
}

describe('migrateBlobs (decision 047)', () => {
  let s3: TestS3;
  beforeAll(async () => {
    s3 = await startS3();
  });
  afterAll(() => s3.close());

  it('copies local → S3, stops when told, resumes after its checkpoint, and copies back', async () => {
    const dir = await tempDir();
    const local = localBlobStore(path.join(dir, 'blobs'));
    const bucket = s3BlobStore(s3.settings);
    const hashes = await fill(local, 40);
    // a write in progress in the folder is not an object
    await writeFile(path.join(dir, 'blobs', 'orig', '.x.TMP-abc'), 'partial');
    const checkpoint = memoryCheckpoint();

    const controller = new AbortController();
    const seen: MigrationProgress[] = [];
    const first = await migrateBlobs({
      from: local,
      to: bucket,
      checkpoint,
      concurrency: 4,
      signal: controller.signal,
      onProgress(p) {
        seen.push(p);
        if (p.done >= 20) controller.abort();
      },
    });
    expect(first).toMatchObject({ completed: false, done: 20, total: 40, copied: 20 });
    expect(seen[0]).toMatchObject({ done: 0, total: 40 });
    expect(seen.map((p) => p.done)).toEqual([0, 4, 8, 12, 16, 20]);
    const totalBytes = first.totalBytes;
    expect(first.bytesDone).toBeLessThan(totalBytes);
    const sorted = [...hashes.keys()].sort();
    expect(checkpoint.after).toBe(sorted[19]);

    const resumed: string[] = [];
    const second = await migrateBlobs({
      from: local,
      to: bucket,
      checkpoint,
      concurrency: 4,
      onResume: (after) => resumed.push(after),
    });
    expect(resumed).toEqual([sorted[19]]);
    // the first twenty are behind the checkpoint: counted, not read again
    expect(second).toMatchObject({
      completed: true,
      done: 40,
      total: 40,
      copied: 20,
      skipped: 20,
      bytesDone: totalBytes,
    });
    await expectSame(bucket, hashes);
    let listed = 0;
    for await (const _ of bucket.list()) listed++;
    expect(listed).toBe(40);

    // and back, into an empty folder
    const back = localBlobStore(path.join(dir, 'back'));
    const home = await migrateBlobs({
      from: bucket,
      to: back,
      checkpoint: memoryCheckpoint(),
    });
    expect(home).toMatchObject({ completed: true, done: 40, copied: 40, skipped: 0 });
    await expectSame(back, hashes);
  });

  it('a second full run reads, compares and skips what is there, and replaces what differs', async () => {
    const dir = await tempDir();
    const from = localBlobStore(path.join(dir, 'a'));
    const to = localBlobStore(path.join(dir, 'b'));
    const hashes = await fill(from, 6);
    expect(await migrateBlobs({ from, to, checkpoint: memoryCheckpoint() })).toMatchObject({
      copied: 6,
    });
    const [key] = [...hashes.keys()];
    await to.put(key as string, Buffer.from('not the same'), 'image/jpeg');
    const again = await migrateBlobs({ from, to, checkpoint: memoryCheckpoint() });
    expect(again).toMatchObject({ completed: true, copied: 1, skipped: 5 });
    await expectSame(to, hashes);
  });

  it('stops after the batch whose checkpoint is no longer wanted (its job was cancelled)', async () => {
    const dir = await tempDir();
    const from = localBlobStore(path.join(dir, 'a'));
    const to = localBlobStore(path.join(dir, 'b'));
    await fill(from, 9);
    const checkpoint = { after: '', save: async () => false };
    expect(await migrateBlobs({ from, to, checkpoint, concurrency: 3 })).toMatchObject({
      completed: false,
      done: 3,
      copied: 3,
    });
  });
});
