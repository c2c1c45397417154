import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchHandlers } from '#server/branch-handlers';
import { pagePathOf, routeMatcher } from '#server/page-input';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { BROWSER, ORIGIN, SERVER_BUILD, seedPages } from './page-support.ts';

// Decision 084: a page is rendered by a handler made from its route branch alone. Whatever the
// path, it must answer what the handler of the whole build answers: the same status, headers
// and bytes, for pages, data requests (React Router's names for them), a loader's 404 and a path
// no route renders.

describe.skipIf(!existsSync(SERVER_BUILD))('a route branch answers as the whole build', () => {
  describe.each(dbKinds())('on %s', (kind) => {
    let t: TestApp;
    let build: ServerBuild;
    let paths: string[];

    beforeAll(async () => {
      t = await createTestApp(kind);
      build = (await import(pathToFileURL(SERVER_BUILD).href)) as ServerBuild;
      const { id } = await seedPages(t);
      paths = [
        '/',
        '/login/',
        '/today/',
        '/ideas/',
        '/search/pins/?q=reading',
        `/pin/${id.external}/`,
        `/pin/${id.deleted}/`,
        `/pin/${id.secret}/`,
        '/Page_Owner/',
        '/Page_Owner/reading-corner/',
        '/gone_user/',
        '/settings/profile/',
        '/no/such/page/at/all/',
        '/_root.data',
        '/_.data',
        '/ideas/_.data',
        `/pin/${id.external}.data`,
        '/today.data',
      ];
    });

    afterAll(async () => {
      await t?.close();
    });

    /** One answer as the test compares it: status, headers but the date, and the body. */
    async function answer(handler: ReturnType<typeof createRequestHandler>, path: string) {
      const res = await handler(
        new Request(new URL(path, ORIGIN), {
          headers: { 'user-agent': BROWSER, accept: 'text/html', 'accept-language': 'en' },
        }),
        { ctx: t.tessera.systemCtx(), cspNonce: 'N' },
      );
      const headers = [...res.headers].filter(([k]) => k !== 'date');
      return { status: res.status, headers, body: await res.text() };
    }

    it('gives the same status, headers and bytes for every path', async () => {
      const whole = createRequestHandler(build, 'production');
      const handlerOf = branchHandlers(build);
      const routeOf = routeMatcher(build);
      const statuses = new Set<number>();
      for (const path of paths) {
        const leafId = routeOf(pagePathOf(new URL(path, ORIGIN).pathname))?.leafId ?? null;
        const expected = await answer(whole, path);
        expect(await answer(handlerOf(leafId), path), path).toEqual(expected);
        statuses.add(expected.status);
      }
      // the paths reach pages and 404s, not one kind of answer
      expect([...statuses].sort()).toEqual(expect.arrayContaining([200, 404]));
    });
  });
});
