import { existsSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import {
  type Attrs,
  anchors,
  canonical,
  closeupHtml,
  GOOGLEBOT,
  getPage,
  mainText,
  metaContent,
  ORIGIN,
  pinIdsOnPage,
  SERVER_BUILD,
  seedPages,
  tags,
  title,
} from './page-support.ts';

describe.skipIf(!existsSync(SERVER_BUILD))(
  `SSR pages (skipped when ${SERVER_BUILD} is missing: run \`npx react-router build\`)`,
  () => {
    describe.each(dbKinds())('home and closeup pages on %s', (kind) => {
      let t: TestApp;
      let app: FastifyInstance;
      let sig: string;
      let id: Record<string, string>;
      const page = (url: string, headers: Record<string, string> = {}) =>
        getPage(app, url, headers);

      beforeAll(async () => {
        t = await createTestApp(kind, { env: { PUBLIC_URL: ORIGIN } });
        app = t.tessera.app;
        ({ sig, id } = await seedPages(t));
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
    });
  },
);
