import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3, type TestS3 } from '../../../tests/support/s3.ts';
import { BlobStoreUnavailableError, InvalidBlobKeyError } from './blob-store.ts';
import { s3BlobStore } from './s3-blob-store.ts';

// decision 047: the S3 store against an S3-compatible server this test starts (s3rver)
describe('s3BlobStore', () => {
  let s3: TestS3;
  beforeAll(async () => {
    s3 = await startS3();
  });
  afterAll(() => s3.close());

  it('stores, reads, checks and deletes a blob under nested keys', async () => {
    const store = s3BlobStore(s3.settings);
    const key = 'orig/ab/cd/abcdef0123456789abcdef0123456789';

    expect(await store.get(key)).toBeNull();
    expect(await store.has(key)).toBe(false);

    await store.put(key, Buffer.from('hello'), 'image/jpeg');
    expect((await store.get(key))?.toString()).toBe('hello');
    expect(await store.has(key)).toBe(true);

    await store.delete(key);
    expect(await store.has(key)).toBe(false);
    expect(await store.get(key)).toBeNull();
    await expect(store.delete(key)).resolves.toBeUndefined();
  });

  it('keeps binary bytes exactly, and an empty blob as empty', async () => {
    const store = s3BlobStore(s3.settings);
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 31) % 256));
    await store.put('236x/00/11/bin.webp', bytes, 'image/webp');
    expect((await store.get('236x/00/11/bin.webp'))?.equals(bytes)).toBe(true);
    await store.put('236x/00/11/empty.jpg', Buffer.alloc(0), 'image/jpeg');
    expect((await store.get('236x/00/11/empty.jpg'))?.length).toBe(0);
  });

  it('stores the content type and the immutable cache header a bucket serves them with', async () => {
    const store = s3BlobStore(s3.settings);
    await store.put('474x/aa/bb/typed.webp', Buffer.from('w'), 'image/webp');
    const res = await fetch(`${s3.endpoint}/${s3.bucket}/474x/aa/bb/typed.webp`, {
      method: 'HEAD',
    });
    // s3rver serves objects to anyone; what matters is what the store wrote
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('copies a file in and streams it back with its length, private to the store (decision 052)', async () => {
    const store = s3BlobStore(s3.settings);
    const dir = await mkdtemp(path.join(os.tmpdir(), 'tessera-s3-file-'));
    const file = path.join(dir, 'export.zip');
    const bytes = Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 7) % 256));
    await writeFile(file, bytes);
    try {
      await store.putFile('exports/1-abc.zip', file, 'application/zip');
      const opened = await store.stream('exports/1-abc.zip');
      expect(opened?.bytes).toBe(bytes.length);
      const chunks: Buffer[] = [];
      for await (const c of opened?.body ?? []) chunks.push(c as Buffer);
      expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
      const res = await fetch(`${s3.endpoint}/${s3.bucket}/exports/1-abc.zip`, { method: 'HEAD' });
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(await store.stream('exports/missing.zip')).toBeNull();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses keys that are not blob keys before any request', async () => {
    const store = s3BlobStore(s3.settings);
    for (const key of ['../x', 'A/b', '', 'a//b']) {
      await expect(store.get(key), key).rejects.toBeInstanceOf(InvalidBlobKeyError);
      await expect(store.put(key, Buffer.from('x'), 'image/jpeg'), key).rejects.toBeInstanceOf(
        InvalidBlobKeyError,
      );
    }
  });

  it('lists every key in byte order, more than one page, and resumes after a key', async () => {
    const store = s3BlobStore({ ...s3.settings });
    const keys = Array.from({ length: 1_050 }, (_, i) => `list/${String(i).padStart(4, '0')}`);
    for (let i = 0; i < keys.length; i += 50) {
      await Promise.all(keys.slice(i, i + 50).map((k) => store.put(k, Buffer.from(k), 'x/y')));
    }
    const listed: string[] = [];
    for await (const entry of store.list()) {
      if (entry.key.startsWith('list/')) listed.push(entry.key);
    }
    expect(listed).toEqual(keys);
    const after: string[] = [];
    for await (const entry of store.list('list/1039')) after.push(entry.key);
    expect(after.filter((k) => k.startsWith('list/'))).toEqual(keys.slice(1040));
  }, 120_000);

  it('pings a bucket that exists, and names the bucket when it does not', async () => {
    await expect(s3BlobStore(s3.settings).ping()).resolves.toBeUndefined();
    const missing = s3BlobStore({ ...s3.settings, bucket: 'no-such-bucket' });
    const error = await missing.ping().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BlobStoreUnavailableError);
    expect((error as BlobStoreUnavailableError).reason).toMatch(
      /could not reach bucket no-such-bucket/,
    );
    expect(missing.describe()).toBe(`s3://no-such-bucket at ${s3.endpoint}`);
  });

  it('a store that does not answer is BlobStoreUnavailableError, never a missing blob', async () => {
    const down = await startS3();
    const store = s3BlobStore(down.settings);
    await store.put('orig/00/00/x', Buffer.from('x'), 'image/jpeg');
    await down.close();
    for (const call of [
      () => store.get('orig/00/00/x'),
      () => store.has('orig/00/00/x'),
      () => store.put('orig/00/00/y', Buffer.from('y'), 'image/jpeg'),
      () => store.ping(),
    ]) {
      const error = await call().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(BlobStoreUnavailableError);
      expect((error as BlobStoreUnavailableError).reason).toMatch(/^The image store could not/);
      expect((error as BlobStoreUnavailableError).httpStatus).toBe(503);
    }
  });
});
