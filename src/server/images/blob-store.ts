import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * Content-addressed bytes by key. Kept to four calls so an S3-compatible store
 * (GetObject, PutObject, HeadObject, DeleteObject) can implement it one-to-one.
 */
export interface BlobStore {
  get(key: string): Promise<Buffer | null>;
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  has(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
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

function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}

/**
 * Blobs as files under `dir`, one file per key. The content type is not kept: files are
 * served through the image route, which knows the type from the URL.
 */
export function localBlobStore(dir: string): BlobStore {
  const root = path.resolve(dir);

  function fileOf(key: string): string {
    assertValidKey(key);
    return path.join(root, key);
  }

  return {
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async put(key, data) {
      const file = fileOf(key);
      const folder = path.dirname(file);
      await mkdir(folder, { recursive: true });
      // Upper case cannot occur in a valid key, so a temp file can never be mistaken for a blob.
      const temp = path.join(
        folder,
        `.${path.basename(file)}.TMP-${randomBytes(6).toString('hex')}`,
      );
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
    },

    async has(key) {
      try {
        return (await stat(fileOf(key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
