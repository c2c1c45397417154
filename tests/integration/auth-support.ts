import { createHash, randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import { expect } from 'vitest';
import type { Viewer } from '#domain/accounts/viewer';
import type { Envelope } from '#server/api/envelope';
import type { TestApp } from '../support/app.ts';
import { readOutbox } from '../support/outbox.ts';

/** Shared by the auth-*.test.ts suites: a browser-like client with a cookie jar. */

let ipCounter = 0;
/** A fresh client address, so per-IP limits of one test never reach another. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(process.pid >> 8) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

let nameCounter = 0;
export function uniqueName(prefix = 'u'): string {
  nameCounter += 1;
  return `${prefix}${nameCounter}${Math.random().toString(36).slice(2, 7)}`;
}

export const GOOD_PASSWORD = 'correct horse battery staple 42';

export type Res = LightMyRequestResponse;

export function rr(res: Res): Envelope<unknown>['resource_response'] {
  return (res.json() as Envelope<unknown>).resource_response;
}

export function errorOf(res: Res): { code: string; message: string; http_status: number } {
  const e = rr(res).error;
  if (!e) throw new Error(`expected an error, got ${res.statusCode} ${res.body.slice(0, 200)}`);
  return e;
}

/** The session cookie set by a response (name=value), if any. */
export function sessionCookieOf(res: Res): { name: string; value: string; raw: string } | null {
  const raw = res.headers['set-cookie'];
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  for (const c of list) {
    const m = /^((?:__Host-)?tessera_session)=([^;]*)/.exec(c);
    if (m?.[1] !== undefined && m[2] !== undefined) return { name: m[1], value: m[2], raw: c };
  }
  return null;
}

export function sha256Hex(s: string): string {
  return createHash('sha256').update(s).digest('hex');
}

export interface ClientOptions {
  ip?: string;
  userAgent?: string;
  https?: boolean;
}

/** One browser: same-origin requests, its cookie and CSRF token remembered between calls. */
export class Client {
  cookie: { name: string; value: string } | null = null;
  csrf: string | null = null;
  readonly ip: string;

  constructor(
    readonly t: TestApp,
    readonly opts: ClientOptions = {},
  ) {
    this.ip = opts.ip ?? freshIp();
  }

  headers(extra: Record<string, string> = {}): Record<string, string> {
    return {
      'x-forwarded-for': this.ip,
      'user-agent': this.opts.userAgent ?? 'Mozilla/5.0 (X11; Linux x86_64) TesseraTest/1.0',
      ...(this.opts.https ? { 'x-forwarded-proto': 'https' } : {}),
      ...(this.cookie ? { cookie: `${this.cookie.name}=${this.cookie.value}` } : {}),
      ...extra,
    };
  }

  remember(res: Res): Res {
    const c = sessionCookieOf(res);
    if (c) this.cookie = c.value ? { name: c.name, value: c.value } : null;
    if (res.headers['content-type']?.toString().startsWith('application/json')) {
      const data = rr(res).data as { csrf_token?: string | null } | null;
      if (data && typeof data === 'object' && 'csrf_token' in data)
        this.csrf = data.csrf_token ?? null;
    }
    return res;
  }

  async get(name: string, options: unknown = {}): Promise<Res> {
    const url = `/resource/${name}/get/?data=${encodeURIComponent(JSON.stringify({ options }))}`;
    return this.remember(
      await this.t.tessera.app.inject({ method: 'GET', url, headers: this.headers() }),
    );
  }

  /** A same-origin POST carrying the CSRF token when signed in (override with `headers`). */
  async post(
    name: string,
    action: string,
    options: unknown = {},
    headers: Record<string, string> = {},
  ): Promise<Res> {
    // inject's Host is localhost:80, so behind "https" the origin would carry :80; a browser
    // sends Sec-Fetch-Site, which is what the HTTPS client uses instead
    const base: Record<string, string> = this.opts.https
      ? { 'sec-fetch-site': 'same-origin' }
      : { origin: 'http://localhost' };
    if (this.csrf) base['x-csrf-token'] = this.csrf;
    const res = await this.t.tessera.app.inject({
      method: 'POST',
      url: `/resource/${name}/${action}/`,
      headers: this.headers({ ...base, 'content-type': 'application/json', ...headers }),
      payload: JSON.stringify({ options }),
    });
    return this.remember(res);
  }

  async viewer(): Promise<Viewer> {
    const res = await this.get('ViewerResource');
    expect(res.statusCode).toBe(200);
    return rr(res).data as Viewer;
  }

  async signup(
    over: Partial<{ email: string; password: string; username: string; first_name: string }> = {},
  ): Promise<{ res: Res; username: string; email: string; password: string; id: number }> {
    const username = over.username ?? uniqueName('user_');
    const email = over.email ?? `${username.toLowerCase()}@example.com`;
    const password = over.password ?? GOOD_PASSWORD;
    const res = await this.post('UserRegisterResource', 'create', {
      email,
      password,
      username,
      first_name: over.first_name ?? 'Test',
    });
    const viewer = (rr(res).data as { viewer?: Viewer } | null)?.viewer;
    return { res, username, email, password, id: Number(viewer?.id ?? Number.NaN) };
  }

  async login(usernameOrEmail: string, password: string): Promise<Res> {
    return this.post('UserSessionResource', 'create', {
      username_or_email: usernameOrEmail,
      password,
    });
  }
}

/** A signed-up client, ready to act. */
export async function signedUp(t: TestApp, opts: ClientOptions = {}) {
  const c = new Client(t, opts);
  const s = await c.signup();
  expect(s.res.statusCode, s.res.body).toBe(200);
  return { client: c, ...s };
}

/** Rows of a raw `db.execute` (pg and PGlite both answer `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  if (result && typeof result === 'object' && 'rows' in result && Array.isArray(result.rows)) {
    return result.rows as T[];
  }
  return Array.isArray(result) ? (result as T[]) : [];
}

export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
export type LimitStore = 'memory' | 'redis';

/**
 * Points the app's rate-limit counters at `store`: for Redis, a namespace of this suite's own
 * (answered, for `forgetLimits`). The app's config object is shared by every ctx and the store
 * is made on first use, so this works before the first request.
 */
export function useLimitStore(t: TestApp, store: LimitStore): string {
  if (store === 'memory') return '';
  const config = t.tessera.systemCtx().config;
  const prefix = `tessera-test:${randomBytes(6).toString('hex')}:`;
  config.redisUrl = REDIS_URL;
  config.rateLimitPrefix = prefix;
  return prefix;
}

/** Removes the Redis keys of a namespace made by `useLimitStore`. */
export async function forgetLimits(store: LimitStore, prefix: string): Promise<void> {
  if (store === 'memory') return;
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
}

/** Asks for a password reset of `email`; the token, which exists only in the reset mail. */
export async function pendingResetToken(t: TestApp, email: string): Promise<string> {
  const reset = await new Client(t).post('PasswordResetResource', 'create', { email });
  if (reset.statusCode !== 200) throw new Error(reset.body);
  // the reset mail, not a notification mail (whose unsubscribe links carry tokens too)
  const mail = (await readOutbox(t)).find(
    (m) => m.to === email && m.text.includes('/password/reset/'),
  );
  return /\/password\/reset\/\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
}
