import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { type SavePagesServer, startSavePages } from '../support/save-pages.ts';
import { type Client, errorOf, rr, signedUp } from './auth-support.ts';

interface Answer {
  url: string;
  title: string;
  pictures: { url: string; width: number; height: number; dataUrl: string; kind: string }[];
}

// decision 051: POST /v3/pins/page-pictures/ (the builder's "Save from a website"): the page
// fetched behind the SSRF guard, its pictures found by the bookmarklet's rules, readable 4xx.

describe.each(dbKinds())('page pictures on %s', (kind) => {
  let t: TestApp;
  let guarded: TestApp;
  let me: Client;
  let site: SavePagesServer;

  beforeAll(async () => {
    site = await startSavePages({
      '/big.html': { type: 'text/html', body: `<html><body>${'x'.repeat(3 * 1024 * 1024)}` },
      '/bare.html': { type: 'text/html', body: '<title>Words only</title><p>No pictures.</p>' },
      '/data.json': { type: 'application/json', body: '{"a":1}' },
    });
    // the local server plays a public site for this app only
    t = await createTestApp(kind, { urlFetch: { trust: (address) => address === '127.0.0.1' } });
    guarded = await createTestApp(kind);
    ({ client: me } = await signedUp(t));
  });
  afterAll(async () => {
    await site.close();
    await t.close();
    await guarded.close();
  });

  function ask(app: TestApp, as: Client | null, body: string) {
    return app.tessera.app.inject({
      method: 'POST',
      url: '/v3/pins/page-pictures/',
      headers: {
        ...(as ? as.headers() : {}),
        origin: 'http://localhost',
        'content-type': 'application/json',
        ...(as?.csrf ? { 'x-csrf-token': as.csrf } : {}),
      },
      payload: body,
    });
  }
  const page = (path: string) => ask(t, me, JSON.stringify({ url: `${site.origin}${path}` }));

  it('finds the pictures at their largest, og:image first, with previews and real sizes', async () => {
    const res = await page('/11-og-first.html');
    expect(res.statusCode, res.body).toBe(200);
    const data = rr(res).data as Answer;
    expect(data.url).toBe(`${site.origin}/11-og-first.html`);
    expect(data.title).toBe('Spring salad');
    expect(data.pictures.map((p) => [p.url.replace(site.origin, ''), p.width, p.height])).toEqual([
      ['/img/salad-1200x900.jpg', 1200, 900],
      // then by the size the page draws them at (width and height attributes)
      ['/img/salad-600x450.jpg', 600, 450],
      ['/img/ad-728x250.jpg', 728, 250],
      ['/img/other-400x400.jpg', 400, 400],
    ]);
    expect(data.pictures[0]?.dataUrl).toMatch(/^data:image\/webp;base64,/);
  });

  it.each([
    ['/01-srcset-widths.html', '/img/tart-1600x1200.jpg'],
    ['/03-picture.html', '/img/lake-1800x1200.webp'],
    ['/05-lazy-data-src.html', '/img/soup-900x600.jpg'],
    ['/18-base-href.html', '/assets/rel-800x600.jpg'],
    ['/19-cdn-commas.html', '/img/c_w_1600,h_900-1600x900.jpg'],
  ])('%s offers %s', async (path, intended) => {
    const res = await page(path);
    expect(res.statusCode, res.body).toBe(200);
    expect((rr(res).data as Answer).pictures.map((p) => p.url)).toContain(site.origin + intended);
  });

  it('leaves out pictures marked nopin and icons, whatever the page says of their size', async () => {
    const nopin = rr(await page('/14-data-pin-nopin.html')).data as Answer;
    expect(nopin.pictures.map((p) => p.url)).toEqual([`${site.origin}/img/open-900x600.jpg`]);
    const icons = rr(await page('/16-tiny-icons.html')).data as Answer;
    expect(icons.pictures.map((p) => p.url)).toEqual([`${site.origin}/img/bike-1000x700.jpg`]);
  });

  it.each([
    ['/13-nopin-meta.html', 403, /asks that its pages not be saved/],
    ['/bare.html', 404, /found no pictures/],
    ['/data.json', 415, /not a web page/],
    ['/img/tart-400x300.jpg', 415, /not a web page/],
    ['/big.html', 413, /too big/],
  ])('%s → %i with a readable message', async (path, status, message) => {
    const res = await page(path);
    expect(res.statusCode).toBe(status);
    expect(errorOf(res).message).toMatch(message);
  });

  it('refuses what it cannot or must not fetch, and visitors, with a readable 4xx', async () => {
    const closed = await ask(t, me, JSON.stringify({ url: 'http://127.0.0.1:1/page.html' }));
    expect(closed.statusCode).toBe(400);
    expect(errorOf(closed).message).toMatch(/could not open that page/);
    // without the test's trust, the guard refuses a local address as in production
    const { client: other } = await signedUp(guarded);
    const blocked = await ask(
      guarded,
      other,
      JSON.stringify({ url: `${site.origin}/01-srcset-widths.html` }),
    );
    expect(blocked.statusCode).toBe(400);
    expect(errorOf(blocked).message).toBe('Tessera cannot open pages at that address.');
    const bad = await ask(t, me, JSON.stringify({ url: 'ftp://example.com/' }));
    expect(bad.statusCode).toBe(400);
    expect((await ask(t, me, '{"nope":1}')).statusCode).toBe(400);
    const visitor = await ask(t, null, JSON.stringify({ url: `${site.origin}/03-picture.html` }));
    expect(visitor.statusCode).toBe(401);
  });
});
