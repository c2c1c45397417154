import type { Viewer } from '#domain/viewer';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { BlobStore } from './images/blob-store.ts';

/** What every service function receives first: who asks, and the means to answer. */
export interface Ctx {
  db: Db;
  viewer: Viewer;
  config: Config;
  blobs: BlobStore;
  now: () => Date;
  /** where the app is served, for canonical and Open Graph urls */
  origin: string;
}
