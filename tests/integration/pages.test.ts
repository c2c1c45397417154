import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/index';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { makeBoard, makeImage, makePin, makeUser } from '../support/factory.ts';

// Server-rendered pages through app.inject, as a signed-out browser on http://tessera.test.

const SERVER_BUILD = path.resolve('build/server/index.js');
const HOST = 'tessera.test';
const ORIGIN = `http://${HOST}`;
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

type Attrs = Record<string, string>;

function decode(s: string): string {
  return s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function attrsOf(raw: string): Attrs {
  const out: Attrs = {};
  for (const m of raw.matchAll(/([A-Za-z_:][-\w:.]*)(?:="([^"]*)")?/g)) {
    if (m[1]) out[m[1]] = decode(m[2] ?? '');
  }
  return out;
}

/** Attributes of every <name …> start tag. */
function tags(html: string, name: string): Attrs[] {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'g'))].map((m) => attrsOf(m[1] ?? ''));
}

/** Anchors with their visible text. */
function anchors(html: string): (Attrs & { text: string })[] {
  return [...html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].map((m) => ({
    ...attrsOf(m[1] ?? ''),
    text: decode((m[2] ?? '').replace(/<[^>]+>/g, '')).trim(),
  }));
}

function metaContent(html: string, key: string): string | undefined {
  return tags(html, 'meta').find((t) => t.property === key || t.name === key)?.content;
}

function canonical(html: string): string | undefined {
  return tags(html, 'link').find((t) => t.rel === 'canonical')?.href;
}

function title(html: string): string | undefined {
  const m = /<title>([^<]*)<\/title>/.exec(html);
  return m?.[1] === undefined ? undefined : decode(m[1]);
}

function langOf(html: string): string | undefined {
  return tags(html, 'html')[0]?.lang;
}

/** Visible text of <main>, tags stripped. */
function mainText(html: string): string {
  const main = /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? html;
  return decode(main.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' '));
}

/** The closeup itself, without the related grid below it (whose cards have their own links). */
function closeupHtml(html: string): string {
  const main = /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? html;
  const related = main.indexOf('aria-labelledby="related-');
  return related === -1 ? main : main.slice(0, related);
}

function pinIdsOnPage(html: string): string[] {
  return tags(html, 'article')
    .map((a) => a['data-pin-id'])
    .filter((x): x is string => x !== undefined);
}

describe.skipIf(!existsSync(SERVER_BUILD))(
  `SSR pages (skipped when ${SERVER_BUILD} is missing: run \`npx react-router build\`)`,
  () => {
    describe.each(dbKinds())('pages on %s', (kind) => {
      let t: TestApp;
      let app: FastifyInstance;
      let sig: string;
      const id: Record<string, string> = {};

      function page(url: string, headers: Record<string, string> = {}) {
        return app.inject({
          method: 'GET',
          url,
          headers: { host: HOST, 'user-agent': BROWSER, accept: 'text/html', ...headers },
        });
      }

      beforeAll(async () => {
        t = await createTestApp(kind, { env: { PUBLIC_URL: ORIGIN } });
        app = t.tessera.app;
        const ctx = t.tessera.systemCtx();
        sig = (await makeImage(ctx, 21, 1000, 1500)).signature;
        const owner = await makeUser(ctx, {
          username: 'Page_Owner',
          firstName: 'Paula',
          lastName: 'Gray',
        });
        const board = await makeBoard(ctx, owner.id, {
          slug: 'reading-corner',
          name: 'Reading corner',
        });
        const secret = await makeBoard(ctx, owner.id, {
          slug: 'surprise-party',
          name: 'Surprise party',
          privacy: 'secret',
        });
        const pin = async (key: string, boardId: number, over: Parameters<typeof makePin>[3]) => {
          id[key] = String(
            (await makePin(ctx, owner.id, boardId, { imageSignature: sig, ...over })).id,
          );
        };
        await pin('external', board.id, {
          title: 'Cozy reading nook',
          description: 'A window seat with cushions.',
          link: 'https://example.com/nook',
          domain: 'example.com',
        });
        await pin('ownHost', board.id, { title: 'House rules', link: `${ORIGIN}/about/` });
        await pin('noLink', board.id, { title: 'Plain pin', link: null });
        await pin('script', board.id, { title: 'Script pin', link: 'javascript:alert(1)' });
        await pin('deleted', board.id, { title: 'Gone pin', deletedAt: new Date() });
        await pin('secret', secret.id, { title: 'Secret pin' });

        // rows that should never be reachable as profiles
        const squatter = await makeUser(ctx, { username: 'settings' });
        await makeBoard(ctx, squatter.id, { slug: 'stuff' });
        const gone = await makeUser(ctx, { username: 'gone_user' });
        await ctx.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
      });
      afterAll(() => t.close());

      describe('home', () => {
        it('M-051 / is a 200 page with a title, the feed and its pin cards', async () => {
          const res = await page('/');
          expect(res.statusCode).toBe(200);
          expect(res.headers['content-type']).toMatch(/^text\/html/);
          expect(title(res.body)).toBe('Tessera');
          expect(tags(res.body, 'ul').some((u) => u['aria-label'] === 'Home feed')).toBe(true);
          const ids = pinIdsOnPage(res.body);
          for (const k of ['external', 'ownHost', 'noLink', 'script']) expect(ids).toContain(id[k]);
          expect(ids).not.toContain(id.deleted);
          expect(ids).not.toContain(id.secret);
        });

        it('P-027 a card links visitors to the /pin/{slug}--{id}/ closeup', async () => {
          const res = await page('/');
          const hrefs = anchors(res.body).map((a) => a.href);
          expect(hrefs).toContain(`/pin/cozy-reading-nook--${id.external}/`);
        });

        it('P-032 the card attribution links to the lowercased profile', async () => {
          const res = await page('/');
          const hrefs = anchors(res.body).map((a) => a.href);
          expect(hrefs).toContain('/page_owner/');
          expect(hrefs).not.toContain('/Page_Owner/');
        });
      });

      describe('closeup', () => {
        it('P-025 /pin/{id}/ is the closeup, with canonical, Open Graph and Twitter tags', async () => {
          const res = await page(`/pin/${id.external}/`);
          expect(res.statusCode).toBe(200);
          const html = res.body;
          expect(title(html)).toBe('Cozy reading nook | Tessera');
          expect(canonical(html)).toBe(`${ORIGIN}/pin/cozy-reading-nook--${id.external}/`);
          expect(metaContent(html, 'og:title')).toBe('Cozy reading nook | Tessera');
          expect(metaContent(html, 'og:url')).toBe(canonical(html));
          expect(metaContent(html, 'og:image')).toBe(`${ORIGIN}/img/600x315/${sig}.jpg`);
          expect(metaContent(html, 'og:image:width')).toBe('600');
          expect(metaContent(html, 'og:image:height')).toBe('315');
          expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
          expect(metaContent(html, 'description')).toBe('A window seat with cushions.');
          expect(mainText(html)).toContain('Cozy reading nook');
        });

        it('the og:image url is served', async () => {
          const res = await page(`/pin/${id.external}/`);
          const og = new URL(metaContent(res.body, 'og:image') as string);
          const img = await app.inject({ method: 'GET', url: og.pathname });
          expect(img.statusCode).toBe(200);
          expect(img.headers['content-type']).toBe('image/jpeg');
        });

        it('P-026 /pin/{slug}--{id}/ reaches the same closeup', async () => {
          const byId = await page(`/pin/${id.external}/`);
          const bySlug = await page(`/pin/cozy-reading-nook--${id.external}/`);
          expect(bySlug.statusCode).toBe(200);
          expect(canonical(bySlug.body)).toBe(canonical(byId.body));
          expect(title(bySlug.body)).toBe(title(byId.body));
        });

        it('P-026 any text before the two dashes reaches the pin, with the canonical slug', async () => {
          const res = await page(`/pin/some-old-title--${id.external}/`);
          expect(res.statusCode).toBe(200);
          expect(canonical(res.body)).toBe(`${ORIGIN}/pin/cozy-reading-nook--${id.external}/`);
        });

        it.each([
          ['letters', 'abc'],
          ['zero', '0'],
          ['a leading zero', '0123'],
          ['a negative id', '-5'],
          ['20 digits', '12345678901234567890'],
          ['a slug without id', 'cozy-reading-nook'],
          ['a slug with one dash', 'cozy-1000'],
        ])('/pin/{%s}/ is a 404', async (_label, param) => {
          const res = await page(`/pin/${param}/`);
          expect(res.statusCode).toBe(404);
          expect(res.headers['content-type']).toMatch(/^text\/html/);
        });

        it('P-057 an unknown pin is a 404 page saying Unavailable', async () => {
          const res = await page('/pin/987654321/');
          expect(res.statusCode).toBe(404);
          expect(mainText(res.body)).toContain('Unavailable');
          expect(metaContent(res.body, 'robots')).toBe('noindex');
        });

        it("P-057 a deleted pin is a 404 page with 'Unavailable' and 'Removed by the creator'", async () => {
          const res = await page(`/pin/${id.deleted}/`);
          expect(res.statusCode).toBe(404);
          const text = mainText(res.body);
          expect(text).toContain('Unavailable');
          expect(text).toContain('Removed by the creator');
          expect(text).not.toContain('Gone pin');
          expect(metaContent(res.body, 'robots')).toBe('noindex');
        });

        it('a pin on a secret board is a 404 for a visitor', async () => {
          const res = await page(`/pin/${id.secret}/`);
          expect(res.statusCode).toBe(404);
          expect(res.body).not.toContain('Secret pin');
        });

        it('P-046 P-047 M-270 an external link gets Visit site in a new tab with rel nofollow', async () => {
          const res = await page(`/pin/${id.external}/`);
          const visit = anchors(closeupHtml(res.body)).filter((a) => a.text === 'Visit site');
          expect(visit).toHaveLength(1);
          const a = visit[0] as Attrs;
          expect(a.href).toBe('https://example.com/nook');
          expect(a.target).toBe('_blank');
          expect((a.rel ?? '').split(/\s+/).sort()).toEqual(
            ['noopener', 'noreferrer', 'nofollow'].sort(),
          );
        });

        it.each([
          ['P-199 on the app’s own host', 'ownHost'],
          ['P-210 without a link', 'noLink'],
          ['P-198 not starting with http(s)', 'script'],
        ])('there is no Visit site for a link %s', async (_label, key) => {
          const res = await page(`/pin/${id[key]}/`);
          expect(res.statusCode).toBe(200);
          const closeup = closeupHtml(res.body);
          expect(mainText(closeup)).not.toContain('Visit site');
          for (const a of anchors(closeup)) {
            expect(a.target).not.toBe('_blank');
            expect(a.href ?? '').not.toMatch(/^javascript:/i);
          }
        });

        it('P-032 the pinner link on the closeup is lowercased for visitors', async () => {
          const res = await page(`/pin/${id.external}/`);
          const pinner = anchors(res.body).find((a) => a.text.includes('Paula Gray'));
          expect(pinner?.href).toBe('/page_owner/');
        });

        it('M-307 the closeup offers a browser the original size and a bot never', async () => {
          const human = await page(`/pin/${id.external}/`);
          expect(human.body).toContain(`/img/orig/${sig}.jpg`);
          const bot = await page(`/pin/${id.external}/`, { 'user-agent': GOOGLEBOT });
          expect(bot.statusCode).toBe(200);
          expect(bot.body).not.toContain('/img/orig/');
          expect(canonical(bot.body)).toBe(canonical(human.body));
        });
      });

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

        it.each(['search', 'about', 'help', 'today', 'videos', 'shopping'])(
          'M-050 the reserved word /%s/ never matches a profile',
          async (word) => {
            const res = await page(`/${word}/`);
            expect(res.statusCode).toBe(404);
          },
        );

        it.each([
          ['login', 'Log in'],
          ['signup', 'Sign up'],
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

      describe('language', () => {
        it.each([
          ['fr-FR,fr;q=0.9', 'fr'],
          ['en-GB,en;q=0.8', 'en'],
          ['zh-TW', 'zh-TW'],
          ['zh-tw,en;q=0.5', 'zh-TW'],
          ['ar-EG', 'ar-EG'],
          ['de;q=0.2, es;q=0.8', 'es'],
          ['fil, pt-BR;q=0.5', 'pt'],
          ['', 'en'],
        ])('P-243 Accept-Language %j gives lang=%j', async (header, lang) => {
          const res = await page('/', header ? { 'accept-language': header } : {});
          expect(langOf(res.body)).toBe(lang);
        });

        it('P-243 a 404 page follows Accept-Language too', async () => {
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
