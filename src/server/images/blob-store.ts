import { randomBytes } from 'node:crypto';
import { constants, createReadStream } from 'node:fs';
import {
  access,
  copyFile,
  mkdir,
  open,
  opendir,
  readFile,
  rename,
  rm,
  stat,
} from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { AppError } from '../errors.ts';
import { tr } from '../services/platform/i18n.ts';

/**
 * Content-addressed bytes by key. Kept to four calls so an S3-compatible store
 * (GetObject, PutObject, HeadObject, DeleteObject) implements it one-to-one (decision 047).
 * A store that cannot be reached throws BlobStoreUnavailableError; a missing key is null/false.
 */
export interface BlobStore {
  get(key: string): Promise<Buffer | null>;
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  has(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** resolves when the store is reachable and usable (the readiness probe), else throws */
  ping?(): Promise<void>;
  /** Decision 052: a file too large to hold in memory (an export ZIP), copied under `key`. */
  putFile?(key: string, file: string, contentType: string): Promise<void>;
  /** Decision 052: the bytes under `key` as a stream, with their length; null when missing. */
  stream?(key: string): Promise<{ body: Readable; bytes: number } | null>;
}

export interface BlobEntry {
  key: string;
  bytes: number;
}

/** The stores Tessera opens: the four calls, a ping, and a walk for `blobs migrate`. */
export interface OpenBlobStore extends BlobStore {
  ping(): Promise<void>;
  putFile(key: string, file: string, contentType: string): Promise<void>;
  stream(key: string): Promise<{ body: Readable; bytes: number } | null>;
  /** Every key after `after` in byte order, a page at a time: never the whole list in memory. */
  list(after?: string): AsyncIterable<BlobEntry>;
  /** where the store is, for messages: a folder or s3://bucket */
  describe(): string;
}

/**
 * The store could not be read or written (down, refused, full): a 503 with Retry-After wherever
 * it surfaces (API, pages, /img). The message is for people; `reason` for the log.
 */
export class BlobStoreUnavailableError extends AppError {
  constructor(
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super('unavailable', tr({}, 'errors.images.storeDown'), { retryAfter: 5 });
    this.said = { id: 'errors.images.storeDown' };
    this.name = 'BlobStoreUnavailableError';
    if (options) this.cause = options.cause;
  }
}

const KEY_PATTERN = /^[a-z0-9._-]+(\/[a-z0-9._-]+)*$/;

export class InvalidBlobKeyError extends Error {
  constructor(public key: string) {
    super(`Invalid blob key: ${JSON.stringify(key)}`);
    this.name = 'InvalidBlobKeyError';
  }
}

/** Keys reach the file system, so anything that could climb out of the store's folder is refused. */
export function assertValidKey(key: string): void {
  if (key.length === 0 || key.length > 512 || !KEY_PATTERN.test(key)) {
    throw new InvalidBlobKeyError(key);
  }
  for (const segment of key.split('/')) {
    if (segment === '.' || segment === '..') throw new InvalidBlobKeyError(key);
  }
}

/** Whether `key` is a blob key; temp files and foreign objects in a bucket are not. */
export function isValidKey(key: string): boolean {
  try {
    assertValidKey(key);
    return true;
  } catch {
    return false;
  }
}

function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}

function unavailable(action: string, error: unknown): Error {
  if (error instanceof BlobStoreUnavailableError) return error;
  const reason = error instanceof Error ? error.message : String(error);
  return new BlobStoreUnavailableError(`The image store could not ${action}: ${reason}`, {
    cause: error,
  });
}

/**
 * Keys under `folder` (whose key prefix is `prefix`) after `after`, in byte order like S3's
 * listing: a folder sorts as `name/`, so `a.x` comes before `a/b`. One folder's names at a time.
 */
async function* walk(folder: string, prefix: string, after: string): AsyncGenerator<BlobEntry> {
  const entries: { name: string; sortName: string; dir: boolean }[] = [];
  try {
    for await (const entry of await opendir(folder)) {
      if (!entry.isDirectory() && !entry.isFile()) continue;
      const dir = entry.isDirectory();
      entries.push({ name: entry.name, sortName: dir ? `${entry.name}/` : entry.name, dir });
    }
  } catch (error) {
    if (isMissing(error)) return;
    throw error;
  }
  entries.sort((a, b) => (a.sortName < b.sortName ? -1 : a.sortName > b.sortName ? 1 : 0));
  for (const entry of entries) {
    const key = prefix + entry.sortName;
    const file = path.join(folder, entry.name);
    if (entry.dir) {
      // every key inside starts with `key`; when `after` is past them all, skip the folder
      if (key < after && !after.startsWith(key)) continue;
      yield* walk(file, key, after);
    } else if (key > after && isValidKey(key)) {
      const info = await stat(file).catch((error: unknown) => {
        if (isMissing(error)) return null; // deleted while walking
        throw error;
      });
      if (info) yield { key, bytes: info.size };
    }
  }
}

/**
 * Blobs as files under `dir`, one file per key. The content type is not kept: files are
 * served through the image route, which knows the type from the URL.
 */
export function localBlobStore(dir: string): OpenBlobStore {
  const root = path.resolve(dir);

  function fileOf(key: string): string {
    assertValidKey(key);
    return path.join(root, key);
  }

  return {
    async get(key) {
      const file = fileOf(key);
      try {
        return await readFile(file);
      } catch (error) {
        if (isMissing(error)) return null;
        throw unavailable(`read ${key}`, error);
      }
    },

    async put(key, data) {
      const file = fileOf(key);
      await writeAtomically(file, data).catch((error: unknown) => {
        throw unavailable(`write ${key}`, error);
      });
    },

    async putFile(key, source) {
      const file = fileOf(key);
      await copyAtomically(source, file).catch((error: unknown) => {
        throw unavailable(`write ${key}`, error);
      });
    },

    async stream(key) {
      const file = fileOf(key);
      try {
        const info = await stat(file);
        return { body: createReadStream(file), bytes: info.size };
      } catch (error) {
        if (isMissing(error)) return null;
        throw unavailable(`read ${key}`, error);
      }
    },

    async has(key) {
      const file = fileOf(key);
      try {
        return (await stat(file)).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw unavailable(`look up ${key}`, error);
      }
    },

    async delete(key) {
      const file = fileOf(key);
      await rm(file, { force: true }).catch((error: unknown) => {
        throw unavailable(`delete ${key}`, error);
      });
    },

    async ping() {
      // made if missing, as the first write would make it
      await mkdir(root, { recursive: true })
        .then(() => access(root, constants.R_OK | constants.W_OK))
        .catch((error: unknown) => {
          throw unavailable(`use ${root}`, error);
        });
    },

    list(after = '') {
      return walk(root, '', after);
    },

    describe() {
      return root;
    },
  };
}

function tempBeside(file: string): string {
  // Upper case cannot occur in a valid key, so a temp file can never be mistaken for a blob.
  return path.join(
    path.dirname(file),
    `.${path.basename(file)}.TMP-${randomBytes(6).toString('hex')}`,
  );
}

/** A file copied aside, flushed and renamed, like writeAtomically's bytes. */
async function copyAtomically(source: string, file: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temp = tempBeside(file);
  try {
    await copyFile(source, temp);
    const handle = await open(temp, 'r+');
    await handle.datasync().finally(() => handle.close());
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/** Written aside, flushed and renamed: a reader never sees part of a blob under its key. */
async function writeAtomically(file: string, data: Buffer): Promise<void> {
  const folder = path.dirname(file);
  await mkdir(folder, { recursive: true });
  const temp = tempBeside(file);
  const handle = await open(temp, 'wx');
  try {
    await handle.writeFile(data);
    // Without the flush a power cut after the rename could leave an empty file under the key.
    await handle.datasync();
  } catch (error) {
    await handle.close();
    await rm(temp, { force: true });
    throw error;
  }
  await handle.close();
  try {
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}
