import type { Viewer } from '#domain/viewer';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { BlobStore } from './images/blob-store.ts';

/** The signed-in session of a request (its id is the sha-256 of the cookie token). */
export interface SessionRef {
  id: string;
  userId: number;
}

/** What every service function receives first: who asks, and the means to answer. */
export interface Ctx {
  db: Db;
  viewer: Viewer;
  config: Config;
  blobs: BlobStore;
  now: () => Date;
  /** where the app is served, for canonical and Open Graph urls */
  origin: string;
  /** null for visitors, bots and code outside a request */
  session: SessionRef | null;
  /** client address (behind a proxy: from X-Forwarded-For, trustProxy is on) */
  ip: string;
  userAgent: string;
}

/** A ctx for work outside a request (CLI, seed, tests): an anonymous viewer, no session. */
export function systemContext(deps: {
  db: Db;
  config: Config;
  blobs: BlobStore;
  viewer: Viewer;
}): Ctx {
  return {
    ...deps,
    now: () => new Date(),
    origin: deps.config.publicUrl ?? `http://localhost:${deps.config.port}`,
    session: null,
    ip: '127.0.0.1',
    userAgent: 'tessera-system',
  };
}
