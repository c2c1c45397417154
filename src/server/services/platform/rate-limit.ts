import { Redis } from 'ioredis';
import type { Config } from '../../config.ts';
import type { Ctx } from '../../context.ts';
import { tooManyRequests } from '../../errors.ts';
import { tr } from './i18n.ts';

/** A fixed-window counter: how many hits in the window, and when the window ends. */
export interface Count {
  count: number;
  resetAt: number;
}

/** A reserve's answer: granted or not, and the window's total after it. */
export interface Reservation extends Count {
  granted: boolean;
}

export interface RateLimitStore {
  /** counts one more hit and answers the new total */
  hit(key: string, windowMs: number, nowMs: number): Promise<Count>;
  /**
   * Counts one more hit only while the total is under `max`, checking and counting in one
   * step: of any number of parallel callers, at most `max` per window are granted.
   */
  reserve(key: string, max: number, windowMs: number, nowMs: number): Promise<Reservation>;
  /**
   * Counts up to `n` more hits while the total stays within `max`, in one step, and answers how
   * many were counted: what is left of an allowance (events of one batch under a daily cap).
   */
  take(key: string, n: number, max: number, windowMs: number, nowMs: number): Promise<number>;
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
    async reserve(key, max, windowMs, nowMs) {
      // no await between the read and the write: one turn of the event loop is the atomic step
      const cur = counts.get(key);
      const live = cur && cur.resetAt > nowMs ? cur : null;
      if (live && live.count >= max) return { granted: false, ...live };
      const next = live
        ? { count: live.count + 1, resetAt: live.resetAt }
        : { count: 1, resetAt: nowMs + windowMs };
      counts.set(key, next);
      return { granted: true, ...next };
    },
    async take(key, n, max, windowMs, nowMs) {
      const cur = counts.get(key);
      const live = cur && cur.resetAt > nowMs ? cur : null;
      const granted = Math.max(0, Math.min(n, max - (live?.count ?? 0)));
      if (granted > 0) {
        counts.set(key, {
          count: (live?.count ?? 0) + granted,
          resetAt: live?.resetAt ?? nowMs + windowMs,
        });
      }
      return granted;
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

// The check and the INCR in one script, so parallel callers cannot all pass the check first.
const RESERVE_SCRIPT = `
local c = tonumber(redis.call('GET', KEYS[1]) or '0')
if c >= tonumber(ARGV[2]) then return {0, c, redis.call('PTTL', KEYS[1])} end
c = redis.call('INCR', KEYS[1])
if c == 1 or redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {1, c, redis.call('PTTL', KEYS[1])}`;

// What is left of the allowance, counted in the same step as it is read.
const TAKE_SCRIPT = `
local c = tonumber(redis.call('GET', KEYS[1]) or '0')
local g = math.min(tonumber(ARGV[2]), tonumber(ARGV[3]) - c)
if g <= 0 then return 0 end
c = redis.call('INCRBY', KEYS[1], g)
if c == g or redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return g`;

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
    async reserve(key, max, windowMs, nowMs) {
      const [granted, count, ttl] = (await redis.eval(
        RESERVE_SCRIPT,
        1,
        prefix + key,
        windowMs,
        max,
      )) as [number, number, number];
      return { granted: granted === 1, count, resetAt: nowMs + (ttl > 0 ? ttl : windowMs) };
    },
    async take(key, n, max, windowMs) {
      return Number(await redis.eval(TAKE_SCRIPT, 1, prefix + key, windowMs, n, max));
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
  // "someone tried to sign up with your address" mails per address (over it: no mail, same answer)
  signupTakenEmail: { max: 3, windowMs: 60 * 60_000 },
  resetIp: { max: 5, windowMs: 60 * 60_000 },
  resetEmail: { max: 3, windowMs: 60 * 60_000 },
  // issue 33: confirmation links for a new email, per person
  emailChange: { max: 5, windowMs: 60 * 60_000 },
  // choosing the new password: its own bucket, so a few weak tries do not use up the requests
  resetCompleteIp: { max: 20, windowMs: 60 * 60_000 },
  // hashes of new passwords per reset link: a burst with one link is no way to burn CPU
  resetCompleteToken: { max: 5, windowMs: 60 * 60_000 },
  // share links and invites per person (issue 13): a Share Menu makes one per opening
  shareInvites: { max: 120, windowMs: 60 * 60_000 },
  // experience writes from visitors who came without a visitor cookie, per address (issue 14):
  // each makes a new status row, so a client that drops its cookie cannot fill the table
  newVisitorExperienceWrites: { max: 300, windowMs: 60 * 60_000 },
  // event batches (decision 022): a page sends one every few seconds at most; an address may
  // be many browsers (an office, a carrier's NAT). ANALYTICS_*_BATCHES_PER_MINUTE override.
  analyticsSubject: { max: 120, windowMs: 60_000 },
  analyticsAddress: { max: 1200, windowMs: 60_000 },
  // decision 022: browsers given their first visitor id by the events endpoint, per address; a
  // client that drops its cookie to look like many people runs out of new ids
  analyticsNewVisitors: { max: 60, windowMs: 60 * 60_000 },
  // decision 022: counted events of one pin in a day, per visitor (or person) and per address;
  // what one browser or one address can add to someone else's stats is bounded
  analyticsPinVisitorDay: { max: 20, windowMs: 24 * 60 * 60_000 },
  analyticsPinAddressDay: { max: 200, windowMs: 24 * 60 * 60_000 },
  // saves per person (decision 006): a person saving by hand makes a few a minute; a script
  // saving and deleting to move a public count is stopped here as well as by counting people
  saves: { max: 100, windowMs: 10 * 60_000 },
  // new conversations with people who do not follow the sender (message requests), per sender,
  // answered or not; the unanswered ones stop sooner (REQUEST_LIMITS in #domain/messages)
  messageRequests: { max: 30, windowMs: 60 * 60_000 },
  // comments and replies per person (decision 042): a conversation by hand is a few a minute
  comments: { max: 30, windowMs: 10 * 60_000 },
  // profile reports per reporter (decision 046): a person reports a profile now and then; a
  // script filing reports to bury a profile in the moderators' list is stopped here
  profileReports: { max: 10, windowMs: 60 * 60_000 },
  // "Download your data" requests per person (decision 052): each builds a whole ZIP
  dataExports: { max: 3, windowMs: 60 * 60_000 },
  // issue 35: export files read per person (previews and imports; each may be 50 MB of HTML)
  importFiles: { max: 10, windowMs: 60 * 60_000 },
  // experience writes of visitors per address, cookie or not (decision 020): a status row each
  visitorExperienceWrites: { max: 600, windowMs: 60 * 60_000 },
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

function retryAfter(c: Count, nowMs: number): number {
  return Math.max(1, Math.ceil((c.resetAt - nowMs) / 1000));
}

/**
 * Counts one attempt under `limit` for `subject`; throws a 429 once the limit is passed.
 * `opts.max` replaces the limit's own where configuration may raise it; `opts.message` is the 429's text.
 */
export async function consume(
  ctx: Ctx,
  limit: LimitName,
  subject: string,
  opts: { max?: number | undefined; message?: string } = {},
): Promise<void> {
  const { windowMs } = LIMITS[limit];
  const max = opts.max ?? LIMITS[limit].max;
  const now = ctx.now().getTime();
  const c = await rateLimitStore(ctx.config).hit(`${limit}:${subject}`, windowMs, now);
  if (c.count > max)
    throw tooManyRequests(
      opts.message ?? tr(ctx, 'errors.platform.tooManyAttempts'),
      retryAfter(c, now),
    );
}

/**
 * Takes one of `limit`'s attempts for `subject` before the costly work (a password hash), or
 * throws a 429 when none is left. decision 005: reserving, not peeking then recording after the
 * hash, is what keeps a parallel burst to the sequential limit. A success clears the counter.
 */
export async function reserve(ctx: Ctx, limit: LimitName, subject: string): Promise<void> {
  const { max, windowMs } = LIMITS[limit];
  const now = ctx.now().getTime();
  const r = await rateLimitStore(ctx.config).reserve(`${limit}:${subject}`, max, windowMs, now);
  if (!r.granted)
    throw tooManyRequests(tr(ctx, 'errors.platform.tooManyAttempts'), retryAfter(r, now));
}

/**
 * Takes up to `n` of `limit`'s allowance for `subject` and answers how many it got (0 when it is
 * used up): for counts that are trimmed rather than refused.
 */
export async function takeUpTo(
  ctx: Ctx,
  limit: LimitName,
  subject: string,
  n: number,
): Promise<number> {
  const { max, windowMs } = LIMITS[limit];
  if (n <= 0) return 0;
  return rateLimitStore(ctx.config).take(
    `${limit}:${subject}`,
    n,
    max,
    windowMs,
    ctx.now().getTime(),
  );
}

export async function clear(ctx: Ctx, limit: LimitName, subject: string): Promise<void> {
  await rateLimitStore(ctx.config).reset(`${limit}:${subject}`);
}
