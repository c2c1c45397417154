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
