import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../config.ts';
import {
  assertValidKey,
  type BlobEntry,
  BlobStoreUnavailableError,
  isValidKey,
  type OpenBlobStore,
} from './blob-store.ts';

/**
 * Objects are stored with the same cache header /img/* sends, so a bucket or CDN that serves
 * them straight (S3_PUBLIC_URL) lets browsers keep them as long as Tessera would.
 */
const OBJECT_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** A down or black-holed store fails a request in seconds (a 503), not after minutes. */
const CONNECT_TIMEOUT_MS = 3_000;
const REQUEST_TIMEOUT_MS = 30_000;
const PING_TIMEOUT_MS = 3_000;

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('$metadata' in error)) return undefined;
  const metadata = (error as { $metadata?: { httpStatusCode?: number } }).$metadata;
  return metadata?.httpStatusCode;
}

function isNotFound(error: unknown): boolean {
  if (error instanceof Error && (error.name === 'NoSuchKey' || error.name === 'NotFound')) {
    return true;
  }
  return statusOf(error) === 404;
}

function unavailable(action: string, error: unknown): BlobStoreUnavailableError {
  const status = statusOf(error);
  const reason = error instanceof Error ? error.message || error.name : String(error);
  return new BlobStoreUnavailableError(
    `The image store could not ${action}: ${reason}${status ? ` (HTTP ${status})` : ''}`,
    { cause: error },
  );
}

/**
 * decision 047: blobs in an S3-compatible bucket (AWS, R2, MinIO, Garage) through the AWS SDK
 * v3. Checksums only WHEN_REQUIRED: since 3.729 the SDK sends CRC32 checksums on every put and
 * validates them on every get, which many S3-compatible servers refuse or do not return.
 */
export function s3BlobStore(settings: S3Settings): OpenBlobStore {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: {
      connectionTimeout: CONNECT_TIMEOUT_MS,
      requestTimeout: REQUEST_TIMEOUT_MS,
      throwOnRequestTimeout: true,
    },
  });
  const Bucket = settings.bucket;

  /**
   * Pages follow each other by StartAfter (the last key seen) rather than ContinuationToken, so
   * a walk resumed from a migration checkpoint and the next page are the same call.
   */
  async function* list(after: string): AsyncGenerator<BlobEntry> {
    let cursor = after;
    for (;;) {
      const page = await client
        .send(new ListObjectsV2Command({ Bucket, StartAfter: cursor || undefined }))
        .catch((error: unknown) => {
          throw unavailable('list the bucket', error);
        });
      const objects = page.Contents ?? [];
      for (const object of objects) {
        if (object.Key && isValidKey(object.Key)) {
          yield { key: object.Key, bytes: object.Size ?? 0 };
        }
      }
      const last = objects.at(-1)?.Key;
      if (!page.IsTruncated || !last) return;
      cursor = last;
    }
  }

  return {
    async get(key) {
      assertValidKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return Buffer.alloc(0);
        return Buffer.from(await object.Body.transformToByteArray());
      } catch (error) {
        if (isNotFound(error)) return null;
        throw unavailable(`read ${key}`, error);
      }
    },

    async put(key, data, contentType) {
      assertValidKey(key);
      await client
        .send(
          new PutObjectCommand({
            Bucket,
            Key: key,
            Body: data,
            ContentLength: data.length,
            ContentType: contentType,
            CacheControl: OBJECT_CACHE_CONTROL,
          }),
        )
        .catch((error: unknown) => {
          throw unavailable(`write ${key}`, error);
        });
    },

    async putFile(key, file, contentType) {
      assertValidKey(key);
      const { size } = await stat(file);
      await client
        .send(
          new PutObjectCommand({
            Bucket,
            Key: key,
            Body: createReadStream(file),
            ContentLength: size,
            ContentType: contentType,
            CacheControl: 'private, no-store',
          }),
        )
        .catch((error: unknown) => {
          throw unavailable(`write ${key}`, error);
        });
    },

    async stream(key) {
      assertValidKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        const body = object.Body instanceof Readable ? object.Body : Readable.from([]);
        return { body, bytes: object.ContentLength ?? 0 };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw unavailable(`read ${key}`, error);
      }
    },

    async has(key) {
      assertValidKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw unavailable(`look up ${key}`, error);
      }
    },

    async delete(key) {
      assertValidKey(key);
      // S3 answers 204 for a key that is not there, like the local store's forced rm
      await client.send(new DeleteObjectCommand({ Bucket, Key: key })).catch((error: unknown) => {
        throw unavailable(`delete ${key}`, error);
      });
    },

    async ping() {
      await client
        .send(new HeadBucketCommand({ Bucket }), {
          abortSignal: AbortSignal.timeout(PING_TIMEOUT_MS),
        })
        .catch((error: unknown) => {
          throw unavailable(`reach bucket ${Bucket}`, error);
        });
    },

    list(after = '') {
      return list(after);
    },

    describe() {
      return `s3://${Bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ''}`;
    },
  };
}
