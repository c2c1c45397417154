import { existsSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import {
  canonical,
  getPage,
  langOf,
  mainText,
  ORIGIN,
  pinIdsOnPage,
  SERVER_BUILD,
  seedPages,
  title,
} from './page-support.ts';

describe.skipIf(!existsSync(SERVER_BUILD))(
  `SSR pages (skipped when ${SERVER_BUILD} is missing: run \`npx react-router build\`)`,
  () => {
    describe.each(dbKinds())('profile, board and language pages on %s', (kind) => {
      let t: TestApp;
      let app: FastifyInstance;
      let id: Record<string, string>;
      const page = (url: string, headers: Record<string, string> = {}) =>
        getPage(app, url, headers);

      beforeAll(async () => {
        t = await createTestApp(kind, { env: { PUBLIC_URL: ORIGIN } });
        app = t.tessera.app;
        ({ id } = await seedPages(t));
      });
      afterAll(() => t.close());

      describe('profiles and boards', () => {
        it('P-031 /{username}/ shows the profile with its public boards only', async () => {
          const res = await page('/page_owner/');
          expect(res.statusCode).toBe(200);
          expect(title(res.body)).toBe('Paula Gray (@Page_Owner) | Tessera');
          const text = mainText(res.body);
          expect(text).toContain('Reading corner');
          expect(text).not.toContain('Surprise party');
          expect(res.body).not.toContain('surprise-party');
        });

        it('P-032 another case of the username reaches the same profile, canonical lowercased', async () => {
          for (const name of ['Page_Owner', 'PAGE_OWNER', 'page_owner']) {
            const res = await page(`/${name}/`);
            expect(res.statusCode, name).toBe(200);
            expect(canonical(res.body), name).toBe(`${ORIGIN}/page_owner/`);
          }
        });

        it.each(['help'])('M-050 the reserved word /%s/ never matches a profile', async (word) => {
          const res = await page(`/${word}/`);
          expect(res.statusCode).toBe(404);
        });

        it.each(['today', 'videos', 'shopping'])(
          'M-050 /%s/ is its own page (issue 16), never a profile',
          async (word) => {
            const res = await page(`/${word}/`);
            expect(res.statusCode).toBe(200);
            expect(title(res.body)).not.toMatch(/\(@/);
            expect(canonical(res.body)).toBe(`${ORIGIN}/${word}/`);
          },
        );

        it('M-050 /search/ goes to the pin results (issue 16), never a profile', async () => {
          const res = await page('/search/');
          expect([301, 302]).toContain(res.statusCode);
          expect(String(res.headers.location)).toMatch(/^\/search\/pins\/?/);
        });

        it.each([
          ['login', 'Log in'],
          ['signup', 'Sign up'],
          // issue 37: the instance's own page
          ['about', 'About'],
        ])('M-050 /%s/ is its own page, never a profile', async (word, heading) => {
          const res = await page(`/${word}/`);
          expect(res.statusCode).toBe(200);
          expect(title(res.body)).toContain(heading);
          expect(res.body).not.toContain('@settings');
        });

        it('M-050 a user row named like a reserved word is still not a profile', async () => {
          // /settings/ is the settings page: a visitor is sent to log in, never shown the squatter
          for (const url of ['/settings/', '/Settings/']) {
            const res = await page(url);
            expect(res.statusCode, url).toBe(302);
            expect(String(res.headers.location), url).toMatch(/^\/login\?next=/);
          }
          for (const url of ['/settings/stuff/', '/settings/_created/']) {
            const res = await page(url);
            expect(res.statusCode, url).toBe(404);
            expect(res.body, url).not.toContain('@settings');
          }
        });

        it('an unknown or deleted username is a 404', async () => {
          expect((await page('/nobody_by_that_name/')).statusCode).toBe(404);
          expect((await page('/gone_user/')).statusCode).toBe(404);
        });

        it('M-047 /{username}/{board}/ shows the board and its pins', async () => {
          const res = await page('/page_owner/reading-corner/');
          expect(res.statusCode).toBe(200);
          expect(title(res.body)).toBe('Reading corner by Paula Gray | Tessera');
          const ids = pinIdsOnPage(res.body);
          expect(ids).toContain(id.external);
          expect(ids).not.toContain(id.deleted);
        });

        it('a secret board is a 404 for a visitor, like an unknown board', async () => {
          const secret = await page('/page_owner/surprise-party/');
          expect(secret.statusCode).toBe(404);
          expect(secret.body).not.toContain('Surprise party');
          expect((await page('/page_owner/no-such-board/')).statusCode).toBe(404);
        });

        it('P-034 /{username}/_created/ lists the pins the user created', async () => {
          const res = await page('/page_owner/_created/');
          expect(res.statusCode).toBe(200);
          expect(canonical(res.body)).toBe(`${ORIGIN}/page_owner/_created/`);
          const ids = pinIdsOnPage(res.body);
          expect(ids).toContain(id.external);
          expect(ids).not.toContain(id.secret);
          expect(ids).not.toContain(id.deleted);
        });

        it.each(['/some/deep/unknown/path', '/page_owner/reading-corner/extra/levels/', '/pin/'])(
          '%s is a 404 page',
          async (url) => {
            const res = await page(url);
            expect(res.statusCode).toBe(404);
            expect(res.headers['content-type']).toMatch(/^text\/html/);
          },
        );
        // 404 pages rendered by the root boundary still carry a title and noindex.
        it.each(['/some/deep/unknown/path', '/nobody_by_that_name/', '/page_owner/no-such-board/'])(
          'the 404 page of %s has a <title>',
          async (url) => {
            const res = await page(url);
            expect(res.statusCode).toBe(404);
            expect(title(res.body)).toMatch(/Tessera/);
          },
        );
      });

      // decision 064: <html lang> is the language the page is written in, one of the shipped
      // ones (else the instance's default); P-243's cut (zh-TW, ar-EG, pt) is the viewer's
      // language, which formats follow (src/domain/formatting/language.test.ts)
      describe('language', () => {
        it.each([
          ['fr-FR,fr;q=0.9', 'fr'],
          ['en-GB,en;q=0.8', 'en'],
          ['zh-TW', 'en'],
          ['ja-JP,ja;q=0.9', 'ja'],
          ['ar-EG', 'ar'],
          ['de;q=0.2, es;q=0.8', 'de'],
          ['fil, pt-BR;q=0.5', 'en'],
          ['', 'en'],
        ])('Accept-Language %j gives a page in lang=%j', async (header, lang) => {
          const res = await page('/', header ? { 'accept-language': header } : {});
          expect(langOf(res.body)).toBe(lang);
        });

        it('a 404 page follows Accept-Language too', async () => {
          const res = await page('/some/deep/unknown/path', {
            'accept-language': 'fr-FR,fr;q=0.9',
          });
          expect(res.statusCode).toBe(404);
          expect(langOf(res.body)).toBe('fr');
        });
      });
    });
  },
);
