import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertCsrfForm, csrfTokenFor } from '#server/http/csrf';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import {
  Client,
  errorOf,
  forgetLimits,
  freshIp,
  GOOD_PASSWORD,
  REDIS_URL,
  signedUp,
  uniqueName,
  useLimitStore,
} from './auth-support.ts';

// decision 005 "CSRF", "Rate limits", and the security headers (ASVS 5.0 V3, V6.3, V7, V14).

describe.each(dbKinds())('CSRF and headers on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('a cross-origin POST (Origin: https://evil.example) is 403 csrf', async () => {
    const c = new Client(t);
    const res = await c.post(
      'UserSessionResource',
      'create',
      { username_or_email: 'x', password: 'y' },
      { origin: 'https://evil.example' },
    );
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).code).toBe('csrf');
  });

  it('Sec-Fetch-Site cross-site, or no Origin, Referer or Sec-Fetch-Site at all, is 403', async () => {
    const inject = (headers: Record<string, string>) =>
      t.tessera.app.inject({
        method: 'POST',
        url: '/resource/UserRegisterResource/create/',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp(), ...headers },
        // well-formed options: the CSRF check, not input validation, must be what answers
        payload: JSON.stringify({
          options: { email: 'a', password: 'b', username: 'c', first_name: 'd' },
        }),
      });
    const refused: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site', origin: 'http://localhost' },
      { 'sec-fetch-site': 'same-site' },
      {},
      { origin: 'null' },
      { referer: 'https://evil.example/page' },
    ];
    for (const headers of refused) {
      const res = await inject(headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(errorOf(res).code).toBe('csrf');
    }
    // same-origin by Referer alone, or Sec-Fetch-Site none (typed in the address bar), passes
    // CSRF and reaches validation
    const passed: Record<string, string>[] = [
      { referer: 'http://localhost/signup/' },
      { 'sec-fetch-site': 'none' },
    ];
    for (const headers of passed) {
      expect((await inject(headers)).statusCode).toBe(400);
    }
  });

  it('a signed-in API POST without or with a wrong x-csrf-token is 403, with the right one 200', async () => {
    const { client } = await signedUp(t);
    const other = await signedUp(t);
    const follow = (headers: Record<string, string>) =>
      client.post('UserFollowResource', 'create', { user_id: String(other.id) }, headers);
    const right = client.csrf ?? '';
    client.csrf = null;
    const missing = await follow({});
    expect(missing.statusCode).toBe(403);
    expect(errorOf(missing).code).toBe('csrf');
    const wrong = await follow({ 'x-csrf-token': 'A'.repeat(43) });
    expect(wrong.statusCode).toBe(403);
    // another session's token is no good either
    const foreign = await follow({ 'x-csrf-token': other.client.csrf ?? '' });
    expect(foreign.statusCode).toBe(403);
    const ok = await follow({ 'x-csrf-token': right });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('assertCsrfForm: a signed-in form post needs _csrf; visitors need none', async () => {
    const ctx = t.tessera.systemCtx();
    const form = new FormData();
    expect(() => assertCsrfForm(ctx, form)).not.toThrow();
    expect(csrfTokenFor(ctx)).toBeNull();
    const signedIn = { ...ctx, session: { id: randomBytes(32).toString('hex'), userId: 1 } };
    expect(() => assertCsrfForm(signedIn, form)).toThrow(
      expect.objectContaining({ httpStatus: 403 }),
    );
    form.set('_csrf', 'wrong');
    expect(() => assertCsrfForm(signedIn, form)).toThrow(
      expect.objectContaining({ code: 'forbidden' }),
    );
    form.set('_csrf', csrfTokenFor(signedIn) ?? '');
    expect(() => assertCsrfForm(signedIn, form)).not.toThrow();
  });

  it('every answer carries nosniff, a referrer policy and a CSP that forbids framing and plugins', async () => {
    const res = await t.tessera.app.inject({ method: 'GET', url: '/resource/ViewerResource/get/' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{16,}'/);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });

  it('a page has a fresh CSP nonce per request, and every <script> carries it', async (ctx) => {
    const page = () =>
      t.tessera.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    const res = await page();
    if (res.statusCode === 404 && res.headers['content-type']?.toString().includes('json')) {
      ctx.skip(); // no build in build/: pages are off
    }
    expect(res.statusCode).toBe(200);
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    const scripts = [...res.body.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) {
      if (/\bsrc=/.test(tag) && !/type="module"/.test(tag)) continue;
      expect(tag, tag).toContain(`nonce="${nonce}"`);
    }
    const again = await page();
    expect(/'nonce-([^']+)'/.exec(String(again.headers['content-security-policy']))?.[1]).not.toBe(
      nonce,
    );
  });

  it('a page for a signed-in viewer renders, and no shared cache may keep it', async (ctx) => {
    const { client, username } = await signedUp(t);
    const res = await t.tessera.app.inject({
      method: 'GET',
      url: '/',
      headers: client.headers({ accept: 'text/html' }),
    });
    if (res.statusCode === 404 && res.headers['content-type']?.toString().includes('json')) {
      ctx.skip();
    }
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    // the root loader's viewer (turbo-stream encoded) is this user's
    expect(res.body).toContain(username);
  });

  it('a cross-origin form post to a page is refused too', async () => {
    const res = await t.tessera.app.inject({
      method: 'POST',
      url: '/',
      headers: {
        origin: 'https://evil.example',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'a=b',
    });
    expect(res.statusCode).toBe(403);
  });
});

describe.each(dbKinds())('rate limits on %s', (kind) => {
  describe.each(['memory', 'redis'] as const)('with the %s store', (store) => {
    let t: TestApp;
    let prefix: string;
    beforeAll(async () => {
      t = await createTestApp(kind);
      prefix = useLimitStore(t, store);
    });
    afterAll(async () => {
      await t.close();
      await forgetLimits(store, prefix);
    });

    it('the 6th failed login for an account is 429 with Retry-After, from any IP', async () => {
      const { username } = await signedUp(t);
      for (let i = 1; i <= 5; i++) {
        const res = await new Client(t).login(username, `wrong password ${i}`);
        expect(res.statusCode, `attempt ${i}`).toBe(401);
      }
      const sixth = await new Client(t).login(username, GOOD_PASSWORD);
      expect(sixth.statusCode).toBe(429);
      expect(errorOf(sixth).code).toBe('too_many_requests');
      const retry = Number(sixth.headers['retry-after']);
      expect(retry).toBeGreaterThan(0);
      expect(retry).toBeLessThanOrEqual(15 * 60);
      if (store === 'redis') {
        const redis = new Redis(REDIS_URL);
        expect((await redis.keys(`${prefix}loginAccountFailures:*`)).length).toBeGreaterThan(0);
        await redis.quit();
      }
    });

    it('an unknown account is limited at the same count, so the 429 tells nothing', async () => {
      const ghost = uniqueName('ghost_');
      for (let i = 1; i <= 5; i++) {
        expect((await new Client(t).login(ghost, 'whatever it is')).statusCode).toBe(401);
      }
      expect((await new Client(t).login(ghost, 'whatever it is')).statusCode).toBe(429);
    });

    it('login: the 21st attempt from one IP within 15 minutes is 429', async () => {
      const ip = freshIp();
      for (let i = 1; i <= 20; i++) {
        // a different (unknown) name each time, so only the IP limit can trigger
        const res = await new Client(t, { ip }).login(uniqueName('n'), 'x'.repeat(8));
        expect(res.statusCode, `attempt ${i}`).toBe(401);
      }
      const res = await new Client(t, { ip }).login(uniqueName('n'), 'x'.repeat(8));
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }, 120_000);

    it('signup: the 11th attempt from one IP within an hour is 429', async () => {
      const ip = freshIp();
      for (let i = 1; i <= 10; i++) {
        const { res } = await new Client(t, { ip }).signup({ password: 'short' });
        expect(res.statusCode, `attempt ${i}`).toBe(400);
      }
      const { res } = await new Client(t, { ip }).signup();
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('reset: 5 requests per IP and 3 per email per hour', async () => {
      const ip = freshIp();
      for (let i = 1; i <= 5; i++) {
        const res = await new Client(t, { ip }).post('PasswordResetResource', 'create', {
          email: `${uniqueName('r')}@example.com`,
        });
        expect(res.statusCode, `attempt ${i}`).toBe(200);
      }
      const sixth = await new Client(t, { ip }).post('PasswordResetResource', 'create', {
        email: `${uniqueName('r')}@example.com`,
      });
      expect(sixth.statusCode).toBe(429);
      expect(sixth.headers['retry-after']).toBeDefined();

      const email = `${uniqueName('same')}@example.com`;
      for (let i = 1; i <= 3; i++) {
        const res = await new Client(t).post('PasswordResetResource', 'create', { email });
        expect(res.statusCode).toBe(200);
      }
      const fourth = await new Client(t).post('PasswordResetResource', 'create', {
        email: email.toUpperCase(),
      });
      expect(fourth.statusCode).toBe(429);
    });
  });
});
