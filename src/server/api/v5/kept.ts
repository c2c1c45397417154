import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { type Coding, pickCoding } from '../../http/conditional.ts';
import type { FirstLooker } from '../../http/first-look.ts';
import type { ApiGrant } from '../../services/accounts/api-tokens.ts';
import { isFresh, userTag } from '../../services/platform/data-version.ts';
import type { Count, RateLimitStore } from '../../services/platform/rate-limit.ts';

/**
 * Decision 063: `/v5` reads answered before the framework. A token's grant, once checked in the
 * database, and a GET's answer, once made, are kept in the process under the tags they were made
 * from (decision 039): the token's owner, and what the services noted while reading. A kept one
 * is used only while none of its tags changed since the stamp taken before it was read; every
 * write that does not say what it changed (revoking a token, removing an app, suspending its
 * owner) changes everything, so a revoked token is refused on its next call, in every process (on
 * PostgreSQL the change log is read first, as for every request). A grant is checked in the
 * database again at least once a minute, which is also when its last use is written.
 */
export interface V5KeptOptions {
  maxEntries?: number;
  maxBytes?: number;
  maxAgeMs?: number;
  now?: () => number;
  /** the process's rate-limit counters (the same the hook counts in) */
  rateLimit: () => RateLimitStore;
  /** calls a minute per token (config.apiCallsPerMinute) */
  perMinute: number;
  /** on PostgreSQL: learn other processes' changes before anything kept is trusted */
  sync?: () => Promise<void>;
  /** the server is closing: leave the request to the framework, which refuses it */
  closing: () => boolean;
  /** the access log's line for an answer sent from here */
  log?: (req: IncomingMessage, status: number, ms: number) => void;
}

interface KeptGrant {
  grant: ApiGrant;
  stamp: number;
  checkedAt: number;
}

interface KeptAnswer {
  stamp: number;
  tags: readonly string[];
  storedAt: number;
  /** the answer's own headers, without the per-call ones (rate limit, length, coding) */
  headers: [string, string][];
  body: Buffer;
  coded: Partial<Record<Coding, Buffer>>;
  bytes: number;
}

/** What the fast path learnt of a request it left to the framework: not to be done twice. */
export interface EarlyCheck {
  grant: ApiGrant;
  count: Count;
}

/** The slot of a GET being made, to be kept once answered. */
export interface V5Slot {
  key: string;
  stamp: number;
}

// Checked in the database again after this long (the last-use write's own interval).
const RECHECK_MS = 60_000;
const COMPRESS_MIN = 1024;
/** the rate limit's window: calls a minute per token */
export const API_WINDOW_MS = 60_000;
const PER_CALL = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'date',
  'connection',
  'keep-alive',
  'vary',
  'retry-after',
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
]);

function bearerOf(header: string | undefined): string | null {
  if (typeof header !== 'string') return null;
  const m = /^Bearer[ ]+(\S+)$/i.exec(header.trim());
  return m?.[1] ?? null;
}

function tokenKey(token: string): string {
  return createHash('sha256').update(token).digest('base64');
}

export function rateHeaders(count: Count, max: number, nowMs: number): [string, string][] {
  const resetIn = Math.max(1, Math.ceil((count.resetAt - nowMs) / 1000));
  const out: [string, string][] = [
    ['x-ratelimit-limit', String(max)],
    ['x-ratelimit-remaining', String(Math.max(0, max - count.count))],
    ['x-ratelimit-reset', String(resetIn)],
  ];
  if (count.count > max) out.push(['retry-after', String(resetIn)]);
  return out;
}

export class V5Kept implements FirstLooker {
  private readonly grants = new Map<string, KeptGrant>();
  private readonly answers = new Map<string, KeptAnswer>();
  private bytes = 0;
  private readonly early = new WeakMap<IncomingMessage, EarlyCheck>();
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly maxAgeMs: number;
  private readonly now: () => number;
  hits = 0;

  constructor(private readonly opts: V5KeptOptions) {
    this.maxEntries = opts.maxEntries ?? 2000;
    this.maxBytes = opts.maxBytes ?? 32 * 1024 * 1024;
    this.maxAgeMs = opts.maxAgeMs ?? 30_000;
    this.now = opts.now ?? Date.now;
  }

  /** What the fast path already did for this request (grant and rate count), if anything. */
  earlyCheck(req: IncomingMessage): EarlyCheck | undefined {
    return this.early.get(req);
  }

  /** A grant just checked in the database, read after `stamp`. */
  rememberGrant(token: string, grant: ApiGrant, stamp: number): void {
    if (this.grants.size >= this.maxEntries) this.grants.clear();
    this.grants.set(tokenKey(token), { grant, stamp, checkedAt: this.now() });
  }

  private grantOf(token: string): ApiGrant | null {
    const key = tokenKey(token);
    const kept = this.grants.get(key);
    if (!kept) return null;
    const now = this.now();
    const { grant } = kept;
    if (
      now - kept.checkedAt > RECHECK_MS ||
      (grant.expiresAt && now >= grant.expiresAt.getTime()) ||
      !isFresh(kept.stamp, [userTag(grant.userId)])
    ) {
      this.grants.delete(key);
      return null;
    }
    return grant;
  }

  /** The slot of a GET by this grant: the stamp is taken before its answer reads anything. */
  slotOf(req: IncomingMessage, grant: ApiGrant, stamp: number): V5Slot | null {
    if (req.method !== 'GET') return null;
    const coding = pickCoding(req.headers['accept-encoding']) ?? 'identity';
    return { key: `${grant.tokenId}\n${coding}\n${req.url}`, stamp };
  }

  /** Keeps a 200 answer to a slot, unless what it was made from changed meanwhile. */
  store(
    slot: V5Slot,
    tags: readonly string[],
    body: Buffer,
    headers: Record<string, unknown>,
  ): void {
    if (!isFresh(slot.stamp, tags) || body.length > this.maxBytes / 16) return;
    const kept: [string, string][] = [];
    for (const [name, value] of Object.entries(headers)) {
      if (value === undefined) continue;
      if (name === 'set-cookie') return;
      if (!PER_CALL.has(name)) kept.push([name, String(value)]);
    }
    const old = this.answers.get(slot.key);
    if (old) this.drop(slot.key, old);
    this.answers.set(slot.key, {
      stamp: slot.stamp,
      tags,
      storedAt: this.now(),
      headers: kept,
      body,
      coded: {},
      bytes: body.length,
    });
    this.bytes += body.length;
    this.evict();
  }

  /** Whether the server's first look may answer the request: a `/v5` read with a bearer token. */
  wants(req: IncomingMessage): boolean {
    return (
      (req.method === 'GET' || req.method === 'HEAD') &&
      Boolean(req.url?.startsWith('/v5/')) &&
      typeof req.headers.authorization === 'string'
    );
  }

  /**
   * The server's first look at a request: answers a kept `/v5` read and returns true; else false
   * (the framework answers it, reusing what was checked here).
   */
  async serve(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const started = performance.now();
    if (this.opts.closing()) return false;
    const token = bearerOf(req.headers.authorization);
    if (!token) return false;
    await this.opts.sync?.();
    const grant = this.grantOf(token);
    if (!grant) return false;
    const nowMs = this.now();
    const count = await this.opts.rateLimit().hit(grant.rateKey, API_WINDOW_MS, nowMs);
    this.early.set(req, { grant, count });
    if (count.count > this.opts.perMinute) return false;
    const coding = pickCoding(req.headers['accept-encoding']);
    const key = `${grant.tokenId}\n${coding ?? 'identity'}\n${req.url}`;
    const entry = this.answers.get(key);
    if (!entry) return false;
    if (!isFresh(entry.stamp, entry.tags) || nowMs - entry.storedAt > this.maxAgeMs) {
      this.drop(key, entry);
      return false;
    }
    this.hits += 1;
    const body = coding && entry.body.length >= COMPRESS_MIN ? this.coded(entry, coding) : null;
    const headers: [string, string][] = [
      ...entry.headers,
      ...rateHeaders(count, this.opts.perMinute, nowMs),
    ];
    if (body) headers.push(['content-encoding', coding as Coding], ['vary', 'accept-encoding']);
    const out = body ?? entry.body;
    headers.push(['content-length', String(out.length)], ['x-tessera-cache', 'hit']);
    res.writeHead(200, headers.flat());
    res.end(req.method === 'HEAD' ? undefined : out);
    this.opts.log?.(req, 200, performance.now() - started);
    return true;
  }

  private coded(entry: KeptAnswer, coding: Coding): Buffer {
    let out = entry.coded[coding];
    if (!out) {
      out =
        coding === 'br'
          ? brotliCompressSync(entry.body, {
              params: {
                [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
                [zlib.BROTLI_PARAM_QUALITY]: 4,
                [zlib.BROTLI_PARAM_SIZE_HINT]: entry.body.length,
              },
            })
          : gzipSync(entry.body);
      entry.coded[coding] = out;
      entry.bytes += out.length;
      this.bytes += out.length;
    }
    return out;
  }

  private drop(key: string, entry: KeptAnswer): void {
    if (this.answers.get(key) !== entry) return;
    this.answers.delete(key);
    this.bytes -= entry.bytes;
  }

  private evict(): void {
    while (this.answers.size > this.maxEntries || this.bytes > this.maxBytes) {
      const first = this.answers.entries().next();
      if (first.done) break;
      this.drop(first.value[0], first.value[1]);
    }
  }

  clear(): void {
    this.grants.clear();
    this.answers.clear();
    this.bytes = 0;
  }
}

const LOGS_INFO = new Set(['trace', 'debug', 'info']);

/** The access log's line for an answer a first look sent (the framework logs the others). */
export function keptLog(
  app: FastifyInstance,
  req: IncomingMessage,
  statusCode: number,
  responseTime: number,
): void {
  if (!LOGS_INFO.has(app.log.level)) return;
  app.log.info(
    {
      req: {
        method: req.method,
        url: req.url,
        host: req.headers.host,
        remoteAddress: req.socket.remoteAddress,
      },
      res: { statusCode },
      responseTime,
      kept: true,
    },
    'request completed',
  );
}
