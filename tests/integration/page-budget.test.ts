import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/index';
import { seedDemo } from '#server/demo/seed';
import { createSession } from '#server/services/accounts/sessions';
import { BUDGET, kb, pageWeight, type Weighed } from '../../scripts/page-weight.mjs';
import { createTestApp, type TestApp } from '../support/app.ts';
import { BROWSER, getPage, pinIdsOnPage, SERVER_BUILD, tags } from './page-support.ts';

const CLIENT_DIR = path.resolve('build/client');

function listing(w: Weighed): string {
  return w.files
    .slice()
    .sort((a, b) => b.gzip - a.gzip)
    .map((f) => `  ${kb(f.gzip).padStart(9)}  ${f.href}`)
    .join('\n');
}

/**
 * issue 12's speed budget, measured on real server renders of the built pages (npm test builds
 * them first): what a browser must download before a page works. The build under test is the
 * one in build/, so a change that pulls hls.js, a dialog or an editor into every page fails here.
 * Only the built client files are weighed: the database is PGlite alone, it changes no byte.
 */
describe.skipIf(!existsSync(SERVER_BUILD))(
  `page weight budget (skipped when ${SERVER_BUILD} is missing: run \`npx react-router build\`)`,
  () => {
    let t: TestApp;
    let app: FastifyInstance;
    let cookie: string;
    let pinId: string;

    beforeAll(async () => {
      t = await createTestApp('pglite');
      app = t.tessera.app;
      const ctx = t.tessera.systemCtx();
      // the demo content: image, video, gif, carousel pins, avatars; a full first feed page
      await seedDemo(ctx, { users: 4, boards: 6, pins: 40 });
      const [user] = await ctx.db.select({ id: users.id }).from(users).limit(1);
      if (!user) throw new Error('the demo seed made no user');
      const grant = await ctx.db.transaction((tx) =>
        createSession({ ...ctx, userAgent: BROWSER, ip: '127.0.0.1' }, tx, user.id),
      );
      cookie = `tessera_session=${grant.token}`;
      const home = await getPage(app, '/');
      const first = pinIdsOnPage(home.body)[0];
      if (!first) throw new Error('the home page shows no pin');
      pinId = first;
    }, 240_000);
    afterAll(() => t?.close());

    // stylesheets block the first paint, each a round trip on a phone: the shell's are one file
    // (scripts/merge-shell-css.mjs), home needs no other; a closeup adds its own and those of
    // the parts the server draws whose code comes later (scripts/lazy-rendered-css.mjs), twelve
    // since the comments (decision 042);
    // scripts too share six connections on a phone: the modules every page loads are one file
    // (scripts/shell-chunk.mjs), so a page needs its route's few besides (home 8, a closeup 10)
    const pages = [
      { name: 'home', url: () => '/', stylesheets: 1, scripts: 9 },
      { name: 'closeup', url: () => `/pin/${pinId}/`, stylesheets: 12, scripts: 11 },
    ];
    const audiences = [
      { who: 'signed out', headers: () => ({}) },
      { who: 'signed in', headers: () => ({ cookie }) },
    ];

    describe.each(audiences)('$who', ({ headers }) => {
      async function weightOf(url: string) {
        const res = await getPage(app, url, headers());
        expect(res.statusCode).toBe(200);
        return { body: res.body, ...pageWeight(res.body, CLIENT_DIR) };
      }

      // issue 12's budget, with React 19 in the browser (decision 035)
      it.each(pages)(
        '$name: initial JS within the budget (150 KB gzipped), hls.js not among it',
        async (p) => {
          const w = await weightOf(p.url());
          expect(w.js.files.length).toBeGreaterThan(0);
          expect(w.js.files.map((f) => f.href).filter((h) => /\/hls[-.]/.test(h))).toEqual([]);
          expect(
            w.js.gzip,
            `initial JS of ${p.url()} is ${kb(w.js.gzip)} in ${w.js.files.length} files (budget ${kb(BUDGET.jsGzip)}):\n${listing(w.js)}`,
          ).toBeLessThanOrEqual(BUDGET.jsGzip);
        },
      );

      it.each(pages)(
        '$name: initial JS in at most $scripts files, the shell among them',
        async (p) => {
          const w = await weightOf(p.url());
          const files = w.js.files.map((f) => f.href);
          expect(files.length, listing(w.js)).toBeLessThanOrEqual(p.scripts);
          expect(files.filter((h) => /^\/assets\/shell-[\w-]+\.js$/.test(h))).toHaveLength(1);
        },
      );

      it.each(pages)('$name: CSS ≤ 25 KB gzipped', async (p) => {
        const w = await weightOf(p.url());
        expect(
          w.css.gzip,
          `CSS of ${p.url()} is ${kb(w.css.gzip)} in ${w.css.files.length} files:\n${listing(w.css)}`,
        ).toBeLessThanOrEqual(BUDGET.cssGzip);
      });

      it.each(pages)(
        '$name: $stylesheets render-blocking stylesheet(s), the shell first',
        async (p) => {
          const w = await weightOf(p.url());
          expect(w.css.files.map((f) => f.href)).toHaveLength(p.stylesheets);
          expect(w.css.files[0]?.href).toMatch(/^\/assets\/shell-[\w-]+\.css$/);
        },
      );

      it.each(pages)('$name: HTML uncompressed ≤ 100 KB', async (p) => {
        const w = await weightOf(p.url());
        expect(w.html, `HTML of ${p.url()} is ${kb(w.html)}`).toBeLessThanOrEqual(BUDGET.html);
      });

      it.each(pages)('$name: only the first image is preloaded, at high priority', async (p) => {
        const { body } = await weightOf(p.url());
        const preloads = tags(body, 'link').filter((l) => l.rel === 'preload' && l.as === 'image');
        // none for a first pin whose picture is not one image (a gif, a carousel)
        expect(preloads.length).toBeLessThanOrEqual(1);
        for (const l of preloads) {
          expect(l.fetchpriority ?? l.fetchPriority).toBe('high');
          expect(l.href).toMatch(/^\/img\/(236x|736x|originals)\//);
        }
        // avatars load lazily: React preloads every eager <img> of the page otherwise
        for (const img of tags(body, 'img').filter((i) => /\/img\/\d+x\d+\//.test(i.src ?? ''))) {
          expect(img.loading).toBe('lazy');
        }
      });
    });
  },
);
