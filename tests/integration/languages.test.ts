import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/index';
import { saveInstanceSettings } from '#server/services/instance/settings';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { adminPage, adminPost } from './admin-support.ts';
import { signedUp } from './auth-support.ts';
import { getPage, SERVER_BUILD } from './page-support.ts';

// Decision 064: the language a page is written in (account, cookie, Accept-Language, instance
// default), kept pages never handed to someone in another language, the pickers, and the
// catalogs' address. Over HTTP, on both databases.

function htmlTag(body: string): string {
  return /<html[^>]*>/.exec(body)?.[0] ?? '';
}

describe.skipIf(!existsSync(SERVER_BUILD))('languages (needs the build)', () => {
  describe.each(dbKinds())('on %s', (kind) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind);
    });
    afterAll(() => t?.close());
    const visit = (url: string, headers: Record<string, string> = {}) =>
      getPage(t.tessera.app, url, headers);

    it('Accept-Language, then the cookie; a kept page is kept per language', async () => {
      // the same address asked for in turn: the response cache must not hand one to the other
      for (const [lang, expected] of [
        ['de-DE,de;q=0.9', 'lang="de" dir="ltr"'],
        ['ja', 'lang="ja" dir="ltr"'],
        ['de', 'lang="de" dir="ltr"'],
        ['ar-EG', 'lang="ar" dir="rtl"'],
        ['pt-BR', 'lang="en" dir="ltr"'],
      ]) {
        const res = await visit('/login', { 'accept-language': lang as string });
        expect(res.statusCode).toBe(200);
        expect(htmlTag(res.body), lang).toContain(expected);
      }
      const de = await visit('/login', { 'accept-language': 'de' });
      expect(de.body).toContain('Passwort vergessen?');
      expect(String(de.headers.vary)).toMatch(/Accept-Language/);
      expect(String(de.headers.vary)).toMatch(/Cookie/);
      const cookie = await visit('/login', { 'accept-language': 'de', cookie: 'tessera_lang=fr' });
      expect(htmlTag(cookie.body)).toContain('lang="fr"');
      expect(cookie.body).toContain('Mot de passe oublié ?');
    });

    it("the instance's default speaks to a browser that asks for none of ours", async () => {
      await saveInstanceSettings(t.tessera.systemCtx(), { defaultLanguage: 'ja' }, null);
      try {
        expect(htmlTag((await visit('/login')).body)).toContain('lang="ja"');
        expect(htmlTag((await visit('/login', { 'accept-language': 'fr' })).body)).toContain(
          'lang="fr"',
        );
      } finally {
        await saveInstanceSettings(t.tessera.systemCtx(), { defaultLanguage: 'en' }, null);
      }
    });

    it("a visitor's choice is a cookie; a signed-in person's is their account's, and wins", async () => {
      // a visitor's form post from this site, as the visitor menu makes it
      const choose = (payload: string) =>
        t.tessera.app.inject({
          method: 'POST',
          url: '/language',
          headers: {
            host: 'tessera.test',
            origin: 'http://tessera.test',
            'content-type': 'application/x-www-form-urlencoded',
          },
          payload,
        });
      const chose = await choose('locale=ar&next=%2Flogin');
      expect(chose.statusCode).toBeLessThan(400);
      expect(String(chose.headers['set-cookie'])).toContain('tessera_lang=ar');
      const refused = await choose('locale=klingon');
      expect(refused.statusCode).toBe(400);

      const p = await signedUp(t);
      const saved = await adminPost(t, '/language', p.client, { locale: 'de', next: '/settings' });
      expect(saved.statusCode).toBeLessThan(400);
      const [row] = await t.tessera
        .systemCtx()
        .db.select({ locale: users.locale })
        .from(users)
        .where(eq(users.username, p.username));
      expect(row?.locale).toBe('de');
      const settings = await adminPage(t, '/settings', p.client);
      expect(htmlTag(settings.body)).toContain('lang="de"');
      // the settings pages preload their own bundle beside core, by a Link header (decision 064)
      expect(String(settings.headers.link)).toMatch(
        /^<\/i18n\/settings\/de\.[\w-]+\.json>; rel=preload; as=fetch; crossorigin=anonymous$/,
      );
      expect(settings.body).toMatch(/<link rel="preload" as="fetch" href="\/i18n\/core\/de\./);
      // an empty choice follows the browser again
      await adminPost(t, '/language', p.client, { locale: '', next: '/settings' });
      const [after] = await t.tessera
        .systemCtx()
        .db.select({ locale: users.locale })
        .from(users)
        .where(eq(users.username, p.username));
      expect(after?.locale).toBeNull();
    });

    it("each page's text bundles are at their own address, kept for good; an unknown one is a 404", async () => {
      const preloads = (body: string) =>
        [...body.matchAll(/<link rel="preload" as="fetch" href="(\/i18n\/[^"]+)"/g)].map(
          (m) => m[1] ?? '',
        );
      const page = await visit('/login', { 'accept-language': 'fr' });
      const [href, ...more] = preloads(page.body);
      expect(href).toMatch(/^\/i18n\/core\/fr\.[\w-]+\.json$/);
      expect(more).toEqual([]);
      expect(page.headers.link).toBeUndefined();
      const res = await t.tessera.app.inject({ method: 'GET', url: href ?? '' });
      expect(res.statusCode).toBe(200);
      expect(String(res.headers['cache-control'])).toContain('immutable');
      const core = res.json();
      expect(core['shell.home']).toBeDefined();
      expect(Object.keys(core).some((id) => id.startsWith('settings.'))).toBe(false);
      // every other bundle is at core's address with its own name, for the code that needs it
      const settings = await t.tessera.app.inject({
        method: 'GET',
        url: href?.replace('/core/', '/settings/') ?? '',
      });
      expect(settings.statusCode).toBe(200);
      expect(Object.keys(settings.json()).every((id) => id.startsWith('settings.'))).toBe(true);
      // an old address still answers, uncached; an unknown locale or bundle does not
      const old = await t.tessera.app.inject({
        method: 'GET',
        url: '/i18n/core/fr.0123456789.json',
      });
      expect(old.statusCode).toBe(200);
      expect(String(old.headers['cache-control'])).toBe('no-cache');
      for (const url of ['/i18n/xx.123.json', '/i18n/core/xx.123.json', '/i18n/nope/fr.1.json']) {
        const missing = await t.tessera.app.inject({ method: 'GET', url });
        expect(missing.statusCode, url).toBe(404);
        expect(missing.json().resource_response.error.code).toBe('not_found');
      }
    });
  });
});
