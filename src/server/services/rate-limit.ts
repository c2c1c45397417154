import { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import type { Ctx } from '../context.ts';
import { tooManyRequests } from '../errors.ts';

/** A fixed-window counter: how many hits in the window, and when the window ends. */
export interface Count {
  count: number;
  resetAt: number;
}

export interface RateLimitStore {
  /** counts one more hit and answers the new total */
  hit(key: string, windowMs: number, nowMs: number): Promise<Count>;
  /** the current total without counting */
  peek(key: string, nowMs: number): Promise<Count | null>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

/** One process's counters; enough for the embedded single-process default. */
export function memoryStore(): RateLimitStore {
  const counts = new Map<string, Count>();
  let hits = 0;
  function sweep(nowMs: number) {
    for (const [k, v] of counts) if (v.resetAt <= nowMs) counts.delete(k);
  }
  return {
    async hit(key, windowMs, nowMs) {
      // every 1,000 hits, forget finished windows so memory stays bounded
      if (++hits % 1000 === 0) sweep(nowMs);
      const cur = counts.get(key);
      const next =
        cur && cur.resetAt > nowMs
          ? { count: cur.count + 1, resetAt: cur.resetAt }
          : { count: 1, resetAt: nowMs + windowMs };
      counts.set(key, next);
      return next;
    },
    async peek(key, nowMs) {
      const cur = counts.get(key);
      return cur && cur.resetAt > nowMs ? cur : null;
    },
    async reset(key) {
      counts.delete(key);
    },
    async close() {
      counts.clear();
    },
  };
}

// INCR and the first PEXPIRE in one step, so a crash between them never leaves a key forever.
const HIT_SCRIPT = `
local c = redis.call('INCR', KEYS[1])
if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {c, redis.call('PTTL', KEYS[1])}`;

/** Counters shared by every process that uses the same Redis (decision 005). */
export function redisStore(url: string, prefix: string): RateLimitStore {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
  // a lost connection is retried by ioredis; the error event must not crash the process
  redis.on('error', () => {});
  return {
    async hit(key, windowMs, nowMs) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, prefix + key, windowMs)) as [
        number,
        number,
      ];
      return { count, resetAt: nowMs + (ttl > 0 ? ttl : windowMs) };
    },
    async peek(key, nowMs) {
      const [raw, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
      if (raw === null || ttl <= 0) return null;
      return { count: Number(raw), resetAt: nowMs + ttl };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/** decision 005 limits. */
export const LIMITS = {
  loginIp: { max: 20, windowMs: 15 * 60_000 },
  loginAccountFailures: { max: 5, windowMs: 15 * 60_000 },
  signupIp: { max: 10, windowMs: 60 * 60_000 },
  resetIp: { max: 5, windowMs: 60 * 60_000 },
  resetEmail: { max: 3, windowMs: 60 * 60_000 },
  // choosing the new password: its own bucket, so a few weak tries do not use up the requests
  resetCompleteIp: { max: 20, windowMs: 60 * 60_000 },
} as const;

export type LimitName = keyof typeof LIMITS;

const stores = new WeakMap<Config, RateLimitStore>();

/** The store of one app (keyed by its config): Redis when REDIS_URL is set, else memory. */
export function rateLimitStore(config: Config): RateLimitStore {
  let store = stores.get(config);
  if (!store) {
    store = config.redisUrl ? redisStore(config.redisUrl, config.rateLimitPrefix) : memoryStore();
    stores.set(config, store);
  }
  return store;
}

export async function closeRateLimitStore(config: Config): Promise<void> {
  const store = stores.get(config);
  stores.delete(config);
  await store?.close();
}

const MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';

function retryAfter(c: Count, nowMs: number): number {
  return Math.max(1, Math.ceil((c.resetAt - nowMs) / 1000));
}

/** Counts one attempt under `limit` for `subject`; throws a 429 once the limit is passed. */
export async function consume(ctx: Ctx, limit: LimitName, subject: string): Promise<void> {
  const { max, windowMs } = LIMITS[limit];
  const now = ctx.now().getTime();
  const c = await rateLimitStore(ctx.config).hit(`${limit}:${subject}`, windowMs, now);
  if (c.count > max) throw tooManyRequests(MESSAGE, retryAfter(c, now));
}

/** Throws a 429 when `subject` has already used up `limit` (failures counted by `record`). */
export async function assertUnderLimit(ctx: Ctx, limit: LimitName, subject: string): Promise<void> {
  const now = ctx.now().getTime();
  const c = await rateLimitStore(ctx.config).peek(`${limit}:${subject}`, now);
  if (c && c.count >= LIMITS[limit].max) throw tooManyRequests(MESSAGE, retryAfter(c, now));
}

export async function record(ctx: Ctx, limit: LimitName, subject: string): Promise<void> {
  const now = ctx.now().getTime();
  await rateLimitStore(ctx.config).hit(`${limit}:${subject}`, LIMITS[limit].windowMs, now);
}

export async function clear(ctx: Ctx, limit: LimitName, subject: string): Promise<void> {
  await rateLimitStore(ctx.config).reset(`${limit}:${subject}`);
}
