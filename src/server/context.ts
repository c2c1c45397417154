import type { Viewer } from '#domain/accounts/viewer';
import { type Config, trustedOrigin } from './config.ts';
import type { Db } from './db/client.ts';
import type { BlobStore } from './images/blob-store.ts';
import type { UrlFetchOptions } from './images/fetch-url.ts';

/**
 * Decision 017: what the live channel carries between processes. A payload names who should
 * hear of something and what it was (ids only); each process fetches what its own open pages
 * need. Defined here, with the ctx that carries the publisher, so that the ctx depends on no
 * service.
 */
export type LiveKind = 'message' | 'conversation' | 'notification';

export interface LiveEvent {
  kind: LiveKind;
  /** the people whose open pages hear of it */
  users: number[];
  conversationId?: number;
  messageId?: number;
  notificationId?: number;
}

/** What a service holds to announce a committed change (absent outside a running app). */
export interface LivePublisher {
  /** the events of one change, announced together (one statement on PostgreSQL) */
  publish(...events: LiveEvent[]): Promise<void>;
}

/**
 * The anonymous visitor id a signed-out person's experience statuses hang on (spec 02 §4:
 * status per person). The http layer keeps it in a cookie; services see only this, so they
 * read no cookie and set none themselves.
 */
export interface VisitorId {
  /** the id the request carried (or was issued since); null when it has none */
  current(): string | null;
  /**
   * whether the request brought its id with it (the browser kept the cookie of an earlier answer);
   * an id made while answering this very request has been seen nowhere yet
   */
  cameBack(): boolean;
  /** the id, made when the request has none; the answer (re)sets its cookie */
  issue(): string;
}

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
  /**
   * the origin this request was addressed to (Host header): for same-origin (CSRF) checks and
   * the cookie's Secure flag only, since the sender chooses it
   */
  origin: string;
  /**
   * decision 005: the trusted origin (PUBLIC_URL, else the listen address) for anything that
   * outlives the request or reaches someone else: mail links, canonical and Open Graph urls,
   * invite links
   */
  publicOrigin: string;
  /** null for visitors, bots and code outside a request */
  session: SessionRef | null;
  /**
   * decision 064: the interface language this request is answered in (http/locale.ts chooses
   * it: account, cookie, Accept-Language, instance default); absent outside a request: English
   */
  locale?: string;
  /** decision 064: the signed-in person's own language choice, when they made one */
  accountLocale?: string | null;
  /** client address (from X-Forwarded-For only when the peer is a TRUST_PROXY proxy) */
  ip: string;
  userAgent: string;
  /** decision 017: announces committed changes to open pages (absent in CLI, seed and jobs) */
  live?: LivePublisher;
  /** absent outside a request (CLI, seed, jobs): there is no browser to hold one */
  visitor?: VisitorId;
  /**
   * decision 039: what this request's writes changed, when they say so (`declareChanges`);
   * absent: everything
   */
  changes?: Set<string>;
  /** decision 039: the narrow tags the answer being kept was made from (`noteReads`) */
  reads?: Set<string>;
  /** decision 039: every list of pins the answer shows noted its narrow tags (`exactLists`) */
  listsExact?: boolean;
  /** decision 048: the job queue (absent in the CLI and seed: their work is done at once) */
  jobs?: Jobs;
  /**
   * decision 051: how pages and pictures are fetched from the web; only tests set it (buildApp's
   * `urlFetch`), to let a local server play a public site. Absent: the SSRF guard as it is.
   */
  urlFetch?: Partial<Pick<UrlFetchOptions, 'trust' | 'resolve'>>;
}

/** The queues a job goes to (decision 048): one handler each, in src/server/jobs/. */
export type JobName =
  | 'mail'
  | 'notification-mail'
  | 'analytics-retention'
  | 'notification-digest'
  | 'image-variants'
  | 'image-alikes'
  | 'import'
  | 'data-export'
  | 'data-export-expiry'
  | 'blob-migration'
  | 'push-notification';

import type { JobView, QueueDepth } from '#domain/jobs/job-view';

export type { JobView, QueueDepth };

/**
 * Decision 048: the durable job queue as services see it. `send` with `tx` writes the job in the
 * caller's transaction, so it exists if and only if the write commits.
 */
export interface Jobs {
  /** answers the job's id */
  send(name: JobName, data: object, opts?: { tx?: Pick<Db, 'execute'> }): Promise<string>;
  depths(): Promise<QueueDepth[]>;
  /** failed jobs and those waiting to retry, newest first */
  troubled(limit?: number): Promise<JobView[]>;
  /** a failed or cancelled job runs again; false when there is no such job in that state */
  retry(id: string): Promise<boolean>;
  /** a waiting or running job is given up; false when there is no such job in that state */
  cancel(id: string): Promise<boolean>;
  /** whether the queue's database answers */
  ready(): Promise<boolean>;
}

/** A ctx for work outside a request (CLI, seed, tests): an anonymous viewer, no session. */
export function systemContext(deps: {
  db: Db;
  config: Config;
  blobs: BlobStore;
  viewer: Viewer;
  jobs?: Jobs;
  urlFetch?: Ctx['urlFetch'];
}): Ctx {
  return {
    ...deps,
    now: () => new Date(),
    origin: trustedOrigin(deps.config, { address: deps.config.host, port: deps.config.port }),
    publicOrigin: trustedOrigin(deps.config, {
      address: deps.config.host,
      port: deps.config.port,
    }),
    session: null,
    ip: '127.0.0.1',
    userAgent: 'tessera-system',
  };
}
