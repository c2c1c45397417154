import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sharp from 'sharp';

/** Decision 051: the fixture pages the bookmarklet and "Save from a website" are tried on. */
export const SAVE_PAGES_DIR = path.resolve('tests/fixtures/save-pages');

/** Pages served with a header of their own (the strict CSP page). */
const HEADERS: Record<string, Record<string, string>> = {
  '12-csp-strict.html': {
    'content-security-policy': "default-src 'self'; script-src 'none'; style-src 'self'",
  },
};

const TYPES: Record<string, 'jpeg' | 'png' | 'webp' | 'gif'> = {
  jpg: 'jpeg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
};

/** A picture of the size its name says (`…-1600x1200.jpg`), in a colour of its name. */
async function picture(name: string): Promise<{ bytes: Buffer; type: string } | null> {
  const m = /-(\d{1,4})x(\d{1,4})\.(jpg|png|webp|gif)$/.exec(name);
  if (!m) return null;
  const [w, h, ext] = [Number(m[1]), Number(m[2]), m[3] as string];
  const hash = createHash('sha256')
    .update(name.replace(/-\d+x\d+\.\w+$/, ''))
    .digest();
  const [r, g, b] = [hash[0] ?? 0, hash[1] ?? 0, hash[2] ?? 0];
  const stripe = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="100%" height="100%" fill="rgb(${r},${g},${b})"/><circle cx="${w / 2}" cy="${h / 2}" r="${Math.min(w, h) / 3}" fill="rgba(255,255,255,0.35)"/></svg>`,
  );
  const format = TYPES[ext] ?? 'jpeg';
  const bytes = await sharp(stripe).toFormat(format).toBuffer();
  return { bytes, type: `image/${format}` };
}

export interface SavePagesServer {
  origin: string;
  pages: string[];
  close(): Promise<void>;
}

/** An answer of the server's own, for what no fixture file shows (a page too big, say). */
export interface ExtraAnswer {
  type: string;
  body: string | Buffer;
}

/** Serves the fixture pages and makes their pictures on demand, on 127.0.0.1. */
export async function startSavePages(
  extra: Record<string, ExtraAnswer> = {},
): Promise<SavePagesServer> {
  const pages = readdirSync(SAVE_PAGES_DIR)
    .filter((f) => f.endsWith('.html'))
    .sort();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const name = decodeURIComponent(url.pathname.split('/').pop() ?? '');
    const own = extra[url.pathname];
    if (own) {
      res.writeHead(200, { 'content-type': own.type }).end(own.body);
      return;
    }
    if (pages.includes(name)) {
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        ...HEADERS[name],
      });
      res.end(readFileSync(path.join(SAVE_PAGES_DIR, name)));
      return;
    }
    picture(name).then(
      (found) => {
        if (!found) {
          res.writeHead(404).end();
          return;
        }
        res.writeHead(200, { 'content-type': found.type, 'cache-control': 'max-age=600' });
        res.end(found.bytes);
      },
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    pages,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
