import type { Config } from '../config.ts';
import { localBlobStore, type OpenBlobStore } from './blob-store.ts';

/**
 * decision 047: the store the configuration names: S3 when S3_* is set, else DATA_DIR/blobs.
 * The SDK is loaded only for S3, so the embedded set-up starts no slower for it.
 */
export async function openBlobStore(
  config: Pick<Config, 'blobDir' | 's3'>,
): Promise<OpenBlobStore> {
  if (!config.s3) return localBlobStore(config.blobDir);
  const { s3BlobStore } = await import('./s3-blob-store.ts');
  return s3BlobStore(config.s3);
}
