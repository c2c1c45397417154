import { chmod, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import {
  assertValidKey,
  type BlobStoreUnavailableError,
  InvalidBlobKeyError,
  localBlobStore,
} from './blob-store.ts';

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'tessera-blobs-'));
  onTestFinished(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

describe('localBlobStore', () => {
  it('copies a file in whole and streams it back with its length (decision 052)', async () => {
    const dir = await tempDir();
    const store = localBlobStore(path.join(dir, 'blobs'));
    const source = path.join(dir, 'work.zip');
    await writeFile(source, Buffer.from('zip bytes'));
    await store.putFile('exports/1-abc.zip', source, 'application/zip');
    const opened = await store.stream('exports/1-abc.zip');
    expect(opened?.bytes).toBe(9);
    const chunks: Buffer[] = [];
    for await (const c of opened?.body ?? []) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('zip bytes');
    // no temp file is left beside it
    expect(await listFiles(path.join(dir, 'blobs'))).toEqual(['exports/1-abc.zip']);
    expect(await store.stream('exports/missing.zip')).toBeNull();
  });

  it('stores, reads, checks and deletes a blob under nested keys', async () => {
    const dir = await tempDir();
    const store = localBlobStore(dir);
    const key = 'orig/ab/cd/abcdef0123456789abcdef0123456789';

    expect(await store.get(key)).toBeNull();
    expect(await store.has(key)).toBe(false);

    await store.put(key, Buffer.from('hello'), 'image/jpeg');
    expect((await store.get(key))?.toString()).toBe('hello');
    expect(await store.has(key)).toBe(true);
    expect(await readFile(path.join(dir, key), 'utf8')).toBe('hello');

    await store.delete(key);
    expect(await store.has(key)).toBe(false);
    expect(await store.get(key)).toBeNull();
    await expect(store.delete(key)).resolves.toBeUndefined();
  });

  it('replaces a blob in one step and leaves no temporary files behind', async () => {
    const dir = await tempDir();
    const store = localBlobStore(dir);
    const key = '236x/ab/cd/x.jpg';
    const a = Buffer.alloc(256 * 1024, 'a');
    const b = Buffer.alloc(256 * 1024, 'b');

    const reads: (Buffer | null)[] = [];
    await Promise.all([
      store.put(key, a, 'image/jpeg'),
      store.put(key, b, 'image/jpeg'),
      ...Array.from({ length: 20 }, async () => {
        reads.push(await store.get(key));
      }),
    ]);

    // a reader sees nothing or one whole version, never a mix or a truncated file
    for (const read of reads) {
      if (read) expect(read.equals(a) || read.equals(b)).toBe(true);
    }
    const final = await store.get(key);
    expect(final?.equals(a) || final?.equals(b)).toBe(true);
    expect(await listFiles(dir)).toEqual([key]);
  });

  it('cleans up its temporary file when the final rename fails', async () => {
    const dir = await tempDir();
    const store = localBlobStore(dir);
    await store.put('a/b/c', Buffer.from('x'), 'text/plain');

    // 'a/b' is a folder, so renaming a file onto it fails after the data was written
    await expect(store.put('a/b', Buffer.from('y'), 'text/plain')).rejects.toThrow();
    expect(await listFiles(dir)).toEqual(['a/b/c']);
  });

  it.each([
    '../escape',
    'a/../../etc/passwd',
    '/etc/passwd',
    'a/./b',
    '..',
    'a//b',
    'a/',
    '',
    'Upper/case',
    'back\\slash',
    'space here',
    'nul\u0000byte',
    'unicode/é',
  ])('rejects the unsafe key %j before touching the disk', async (key) => {
    const dir = await tempDir();
    const store = localBlobStore(dir);
    expect(() => assertValidKey(key)).toThrow(InvalidBlobKeyError);
    await expect(store.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(
      InvalidBlobKeyError,
    );
    await expect(store.get(key)).rejects.toThrow(InvalidBlobKeyError);
    await expect(store.has(key)).rejects.toThrow(InvalidBlobKeyError);
    await expect(store.delete(key)).rejects.toThrow(InvalidBlobKeyError);
    expect(await listFiles(dir)).toEqual([]);
  });

  it.each(['orig/ab/cd/0123456789abcdef0123456789abcdef', '60x60/ab/cd/sig.webp', 'a.b-c_d'])(
    'accepts the key %j',
    (key) => {
      expect(() => assertValidKey(key)).not.toThrow();
    },
  );

  it('lists keys in byte order like S3, after a key, without temp files', async () => {
    const dir = await tempDir();
    const store = localBlobStore(dir);
    const keys = ['a.x', 'a/b', 'a/c/d', 'a0', 'b/z.webp', 'orig/00/11/f00'];
    for (const key of [...keys].reverse()) await store.put(key, Buffer.from(key), 'image/jpeg');
    await writeFile(path.join(dir, 'orig', '00', '.f01.TMP-abc'), 'partial');
    await mkdir(path.join(dir, 'empty'));
    const list = async (after?: string) => {
      const out: string[] = [];
      for await (const entry of store.list(after)) out.push(`${entry.key}:${entry.bytes}`);
      return out;
    };
    expect(await list()).toEqual(keys.map((k) => `${k}:${k.length}`));
    expect(await list('a/b')).toEqual(keys.slice(2).map((k) => `${k}:${k.length}`));
    expect(await list('a/c/d')).toEqual(keys.slice(3).map((k) => `${k}:${k.length}`));
    expect(await list('zz')).toEqual([]);
    expect([...keys].sort()).toEqual(keys);
  });

  it('pings: makes a missing folder, fails readably on one it cannot write', async () => {
    const dir = await tempDir();
    await expect(localBlobStore(path.join(dir, 'new')).ping()).resolves.toBeUndefined();
    const locked = path.join(dir, 'locked');
    await mkdir(locked);
    await chmod(locked, 0o500);
    onTestFinished(() => chmod(locked, 0o700));
    // root may write anywhere; the check only means something for an ordinary user
    if (process.getuid?.() !== 0) {
      const error = await localBlobStore(locked)
        .ping()
        .catch((e: unknown) => e);
      expect((error as BlobStoreUnavailableError).reason).toMatch(/could not use .*locked/);
    }
  });
});
