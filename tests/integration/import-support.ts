import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { picture } from './pin-support.ts';

// Issue 35: what the import tests share: the Pinterest export fixture, Pinterest's image host
// played locally, and exports of many pins.

export const FIXTURE = path.join(import.meta.dirname, '../fixtures/imports/pinterest.html');

/** Pinterest's image host played locally: a distinct picture per hash, 404 for hashes ending ff. */
export function imageHost() {
  const server = http.createServer(async (req, res) => {
    const m = /^\/originals\/[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{2}\/([0-9a-f]{32})\.jpg$/.exec(
      req.url ?? '',
    );
    if (!m?.[1] || m[1].endsWith('ff')) return void res.writeHead(404).end();
    const seed = Number.parseInt(m[1].slice(-4), 16);
    const jpeg = await sharp(await picture(seed, 320, 400))
      .jpeg()
      .toBuffer();
    res.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg);
  });
  return {
    listen: () =>
      new Promise<number>((r) =>
        server.listen(0, '127.0.0.1', () => r((server.address() as AddressInfo).port)),
      ),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** An export of `n` pins on one board, each its own picture. */
export function bigExport(n: number, board: string): string {
  const pinsHtml = Array.from({ length: n }, (_, i) => {
    const hash = `0b${String(i + 1).padStart(30, '0')}`;
    return `https://www.pinterest.com/pin/9${i}/<br/>Title: Pin ${i + 1}<br/>Image: ${hash}<br/>Board Name: ${board}<br/>Created at: 2020/01/01 00:00:00<br/>`;
  });
  return `<html><body><h1>Pins</h1>${pinsHtml.join('<br/>')}</body></html>`;
}

/**
 * A test app's options for imports: Pinterest's pictures come from the local image host on
 * `port`, which the SSRF guard refuses otherwise (trusted here only, never by configuration).
 */
export function importAppOptions(port: number) {
  return {
    env: { PINTEREST_IMAGE_HOST: `http://127.0.0.1:${port}` },
    urlFetch: { trust: (address: string) => address === '127.0.0.1' },
  };
}

const FIXTURES = path.join(import.meta.dirname, '../fixtures/imports');

/** A fixture of the web sources with its pages' and pictures' host (`PORT`) made `port`. */
export async function webFixture(name: string, port: number): Promise<Buffer> {
  const { readFile } = await import('node:fs/promises');
  const text = await readFile(path.join(FIXTURES, name), 'utf8');
  return Buffer.from(text.replaceAll('PORT', String(port)));
}

/** The Pinry token the fake instance takes. */
export const PINRY_TOKEN = 'f00dcafe';

/**
 * The web the bookmark, Karakeep and Pinry imports read, played locally: `/page/N` is a page
 * whose og:image is `/img/N.jpg` (titled "Page N"), `/nopicture` a page without one, Pinry's
 * pictures are `/media/pinry/N.jpg` (404 for `missing`), and `/api/v2/…` answers as Pinry's API
 * does for the fixture's pins and boards, one pin a page, for the token PINRY_TOKEN only.
 */
export function webHost() {
  let port = 0;
  const hits: string[] = [];
  const jpeg = async (seed: number) =>
    sharp(await picture(seed, 320, 400))
      .jpeg()
      .toBuffer();
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
    hits.push(url.pathname);
    const html = (body: string) =>
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
    const json = (body: unknown) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    let m = /^\/page\/(\d+)$/.exec(url.pathname);
    if (m) {
      return html(
        `<html><head><title>Page ${m[1]}</title><meta property="og:image" content="/img/${m[1]}.jpg"></head><body><p>Hello</p></body></html>`,
      );
    }
    if (url.pathname === '/nopicture')
      return html('<html><head><title>Words</title></head><body>Only words.</body></html>');
    m = /^\/(?:img|media\/pinry)\/(\d+)\.jpg$/.exec(url.pathname);
    if (m) {
      return res
        .writeHead(200, { 'content-type': 'image/jpeg' })
        .end(await jpeg(700 + Number(m[1])));
    }
    if (url.pathname.startsWith('/api/v2/')) {
      if (req.headers.authorization !== `Token ${PINRY_TOKEN}`) {
        return res
          .writeHead(401, { 'content-type': 'application/json' })
          .end('{"detail":"Invalid token."}');
      }
      if (url.pathname === '/api/v2/profile/users/') return json([{ username: 'ada' }]);
      const saved = JSON.parse((await webFixture('pinry.json', port)).toString('utf8'));
      const list = /^\/api\/v2\/(pins|boards)\/$/.exec(url.pathname)?.[1] as
        | 'pins'
        | 'boards'
        | undefined;
      if (!list || url.searchParams.get('submitter__username') !== 'ada')
        return json({ count: 0, next: null, previous: null, results: [] });
      const all = saved[list].results as unknown[];
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = Math.min(Number(url.searchParams.get('limit') ?? 1), 1);
      const next =
        offset + limit < all.length
          ? `http://127.0.0.1:${port}/api/v2/${list}/?offset=${offset + limit}`
          : null;
      return json({
        count: all.length,
        next,
        previous: null,
        results: all.slice(offset, offset + limit),
      });
    }
    res.writeHead(404).end();
  });
  return {
    hits,
    listen: () =>
      new Promise<number>((r) =>
        server.listen(0, '127.0.0.1', () => {
          port = (server.address() as AddressInfo).port;
          r(port);
        }),
      ),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
