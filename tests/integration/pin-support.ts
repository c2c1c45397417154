import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { PinModel } from '#domain/pins/models';
import { boardEvents, boards } from '#server/db/schema/index';
import { generateDemoImage } from '#server/images/demo-image';
import type { TestApp } from '../support/app.ts';
import { type Client, rr } from './auth-support.ts';

// Shared by pin-upload.test.ts and pin-create.test.ts (decision 006).

export const BOUNDARY = '----tessera-pin-boundary';
export const BLOCKED = 'Tessera cannot fetch pictures from that address.';

export interface Upload {
  imageSignature: string;
  width: number;
  height: number;
  dominantColor: string;
  duplicate: PinModel | null;
}

export function multipart(file: Buffer, filename: string, type: string): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

export async function picture(seed: number, width = 480, height = 640): Promise<Buffer> {
  return generateDemoImage(seed, { width, height, motif: 'abstract' });
}

/** A server on 127.0.0.1 only: what an attacker would like Tessera to fetch. */
export function localServer(png: Buffer) {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    hits.push(url);
    const port = (server.address() as AddressInfo).port;
    if (url === '/pic.png') {
      res.writeHead(200, { 'content-type': 'image/png' }).end(png);
    } else if (url === '/to-private') {
      res.writeHead(302, { location: `http://127.0.0.1:${port}/pic.png` }).end();
    } else if (url === '/to-metadata') {
      res.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    } else if (url.startsWith('/hop/')) {
      const n = Number(url.slice(5));
      res.writeHead(302, { location: n > 0 ? `/hop/${n - 1}` : '/pic.png' }).end();
    } else if (url === '/huge') {
      res.writeHead(200, { 'content-type': 'image/png' });
      const chunk = Buffer.alloc(1024 * 1024, 7);
      let sent = 0;
      const pump = () => {
        while (sent < 25 && res.write(chunk)) sent++;
        if (sent < 25) res.once('drain', pump);
        else res.end();
      };
      res.on('error', () => {});
      pump();
    } else if (url === '/text') {
      res.writeHead(200, { 'content-type': 'text/plain' }).end('just words');
    } else {
      res.writeHead(404).end();
    }
  });
  return {
    hits,
    server,
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Upload and PinResource calls of one test app, as a signed-in client makes them. */
export function pinCalls(t: TestApp) {
  const db = () => t.tessera.database.db;
  function send(as: Client, body: Buffer | string, type: string) {
    return t.tessera.app.inject({
      method: 'POST',
      url: '/v3/pins/uploads/',
      headers: as.headers({
        origin: 'http://localhost',
        'content-type': type,
        ...(as.csrf ? { 'x-csrf-token': as.csrf } : {}),
      }),
      payload: body,
    });
  }
  const uploadFile = (as: Client, file: Buffer, name = 'p.jpg', type = 'image/jpeg') =>
    send(as, multipart(file, name, type), `multipart/form-data; boundary=${BOUNDARY}`);
  const uploadUrl = (as: Client, url: string) =>
    send(as, JSON.stringify({ url }), 'application/json');

  async function uploaded(as: Client, file: Buffer): Promise<Upload> {
    const res = await uploadFile(as, file);
    expect(res.statusCode, res.body).toBe(200);
    return rr(res).data as Upload;
  }

  function create(as: Client, options: Record<string, unknown>) {
    return as.post('PinResource', 'create', options);
  }

  async function newPin(as: Client, options: Record<string, unknown>, seed = 1) {
    const up = await uploaded(as, await picture(seed));
    const res = await create(as, { image_signature: up.imageSignature, ...options });
    expect(res.statusCode, res.body).toBe(200);
    return rr(res).data as PinModel;
  }

  async function boardRow(id: number) {
    const [b] = await db().select().from(boards).where(eq(boards.id, id));
    return b;
  }

  function eventsOf(boardId: number) {
    return db()
      .select({ type: boardEvents.type, actorId: boardEvents.actorId, data: boardEvents.data })
      .from(boardEvents)
      .where(eq(boardEvents.boardId, boardId))
      .orderBy(boardEvents.id);
  }

  return { send, uploadFile, uploadUrl, uploaded, create, newPin, boardRow, eventsOf };
}
