import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserModel } from '#domain/pins/models';
import { users } from '#server/db/schema/index';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { Client, errorOf, type Res, rr, signedUp } from './auth-support.ts';

// spec 02 §3 user settings, §4 cookie banner, §7 UserSettingsResource update: M-226, M-227, M-337.

const BOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const ACCEPT = {
  allow_analytic_cookies: true,
  allow_marketing_cookies: true,
  allow_personalization_cookies: true,
  surface_tag: 'cookie_banner',
};
const MIXED = {
  allow_analytic_cookies: true,
  allow_marketing_cookies: false,
  allow_personalization_cookies: true,
  surface_tag: 'cookie_settings_modal',
};

function consentCookieOf(res: Res): string | null {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  return list.find((c) => c.startsWith('tessera_consent=')) ?? null;
}

describe.each(dbKinds())('cookie consent on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  async function flagsOf(id: number) {
    const [row] = await t.tessera.database.db
      .select({
        a: users.allowAnalyticCookies,
        m: users.allowMarketingCookies,
        p: users.allowPersonalizationCookies,
      })
      .from(users)
      .where(eq(users.id, id));
    return row;
  }

  it('M-225 a new account has not chosen: its viewer carries no consent', async () => {
    const s = await signedUp(t);
    expect(await flagsOf(s.id)).toEqual({ a: null, m: null, p: null });
    expect((await s.client.viewer()).cookieConsent).toBeNull();
  });

  it('M-226/M-337 a signed-in update stores the three flags on the account, no cookie', async () => {
    const s = await signedUp(t);
    const res = await s.client.post('UserSettingsResource', 'update', MIXED);
    expect(res.statusCode, res.body).toBe(200);
    expect(rr(res).data).toEqual({
      allow_analytic_cookies: true,
      allow_marketing_cookies: false,
      allow_personalization_cookies: true,
      surface_tag: 'cookie_settings_modal',
      stored: 'account',
    });
    expect(consentCookieOf(res)).toBeNull();
    expect(await flagsOf(s.id)).toEqual({ a: true, m: false, p: true });
    // M-227: the refreshed user (the viewer) has the new choice
    expect((await s.client.viewer()).cookieConsent).toEqual({
      analytic: true,
      marketing: false,
      personalization: true,
    });
    const again = await s.client.post('UserSettingsResource', 'update', {
      ...ACCEPT,
      allow_analytic_cookies: false,
    });
    expect(again.statusCode).toBe(200);
    expect(await flagsOf(s.id)).toEqual({ a: false, m: true, p: true });
  });

  it('M-226 a visitor update is kept in a first-party cookie for a year, SameSite=Lax', async () => {
    const visitor = new Client(t);
    const res = await visitor.post('UserSettingsResource', 'update', MIXED);
    expect(res.statusCode, res.body).toBe(200);
    expect((rr(res).data as { stored: string }).stored).toBe('browser');
    const cookie = consentCookieOf(res);
    expect(cookie).toMatch(/^tessera_consent=a1\.m0\.p1; Path=\/; Max-Age=31536000; Expires=/);
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('HttpOnly');
    expect(res.headers['cache-control']).toBe('private, no-store');
    // the next request of that browser is a viewer who has chosen
    const viewer = await visitor.t.tessera.app.inject({
      method: 'GET',
      url: '/resource/ViewerResource/get/',
      headers: { ...visitor.headers(), cookie: 'tessera_consent=a1.m0.p1' },
    });
    expect((rr(viewer).data as { cookieConsent: unknown }).cookieConsent).toEqual({
      analytic: true,
      marketing: false,
      personalization: true,
    });
  });

  it('a visitor choice still holds after signing up, until the account chooses', async () => {
    const c = new Client(t);
    c.cookie = { name: 'tessera_consent', value: 'a0.m0.p0' };
    const s = await c.signup();
    expect(s.res.statusCode, s.res.body).toBe(200);
    const viewer = await t.tessera.app.inject({
      method: 'GET',
      url: '/resource/ViewerResource/get/',
      headers: {
        ...c.headers(),
        cookie: `${c.cookie?.name}=${c.cookie?.value}; tessera_consent=a0.m0.p0`,
      },
    });
    expect((rr(viewer).data as { cookieConsent: unknown }).cookieConsent).toEqual({
      analytic: false,
      marketing: false,
      personalization: false,
    });
  });

  it('a bot neither gets a consent from a cookie nor may store one', async () => {
    const bot = new Client(t, { userAgent: BOT_UA });
    const res = await bot.post('UserSettingsResource', 'update', ACCEPT);
    expect(res.statusCode).toBe(403);
    expect(consentCookieOf(res)).toBeNull();
    const viewer = await t.tessera.app.inject({
      method: 'GET',
      url: '/resource/ViewerResource/get/',
      headers: { ...bot.headers(), cookie: 'tessera_consent=a1.m1.p1' },
    });
    expect((rr(viewer).data as { cookieConsent: unknown }).cookieConsent).toBeNull();
  });

  it('M-337 bad flags are a 400 naming the field; a flag alone does not pass', async () => {
    const s = await signedUp(t);
    const res = await s.client.post('UserSettingsResource', 'update', {
      ...ACCEPT,
      allow_marketing_cookies: 'yes',
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toMatch(/allow_marketing_cookies/);
    const partial = await s.client.post('UserSettingsResource', 'update', {
      allow_analytic_cookies: true,
    });
    expect(partial.statusCode).toBe(400);
    expect(errorOf(partial).message).toMatch(/allow_marketing_cookies/);
    expect(await flagsOf(s.id)).toEqual({ a: null, m: null, p: null });
  });

  it('the profile update of the same resource still works, and still needs a session', async () => {
    const s = await signedUp(t);
    const res = await s.client.post('UserSettingsResource', 'update', {
      first_name: 'Ada',
      username: s.username,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((rr(res).data as UserModel).fullName).toBe('Ada');
    const bad = await s.client.post('UserSettingsResource', 'update', { username: s.username });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).toMatch(/first_name/);
    const visitor = await new Client(t).post('UserSettingsResource', 'update', {
      first_name: 'Ada',
      username: 'someone',
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('a visitor page with the consent cookie is not served from the banner-showing cache', async () => {
    const html = async (cookie?: string) => {
      const res = await t.tessera.app.inject({
        method: 'GET',
        url: '/resource/ViewerResource/get/',
        headers: {
          'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) TesseraTest/1.0',
          ...(cookie ? { cookie } : {}),
        },
      });
      return (rr(res).data as { cookieConsent: unknown }).cookieConsent;
    };
    expect(await html()).toBeNull();
    expect(await html('tessera_consent=a1.m1.p1')).toEqual({
      analytic: true,
      marketing: true,
      personalization: true,
    });
    expect(await html()).toBeNull();
  });
});
