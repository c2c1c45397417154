import http from 'node:http';
import zlib from 'node:zlib';

export interface Captured {
  path: string;
  /** the request's accept-encoding: the bare server answers by it and the path */
  acceptEncoding: string;
  /** the request carried a cookie: the bare server keeps signed-in and signed-out answers apart */
  signedIn: boolean;
  status: number;
  /** response headers as sent, minus the ones that describe the connection, not the payload */
  headers: [string, string][];
  chunked: boolean;
  /** the bytes on the wire (compressed when Tessera compressed) */
  body: Buffer;
  contentType: string;
  contentEncoding: string;
  /** size once decoded: what the compression saved */
  decodedBytes: number;
}

// The bare server's own Node adds these per connection and per response.
const CONNECTION_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
]);

function decode(body: Buffer, encoding: string): Buffer {
  if (encoding === 'br') return zlib.brotliDecompressSync(body);
  if (encoding === 'gzip') return zlib.gunzipSync(body);
  if (encoding === 'deflate') return zlib.inflateSync(body);
  return body;
}

/** One GET with raw bytes kept as they came (fetch would decompress them). */
export function capture(
  port: number,
  path: string,
  headers: Record<string, string>,
): Promise<Captured> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const kept: [string, string][] = [];
        const raw = res.rawHeaders;
        for (let i = 0; i + 1 < raw.length; i += 2) {
          const name = raw[i] as string;
          if (!CONNECTION_HEADERS.has(name.toLowerCase())) kept.push([name, raw[i + 1] as string]);
        }
        const contentEncoding = String(res.headers['content-encoding'] ?? 'identity');
        resolve({
          path,
          acceptEncoding: headers['accept-encoding'] ?? '',
          signedIn: Boolean(headers.cookie),
          status: res.statusCode ?? 0,
          headers: kept,
          chunked: res.headers['transfer-encoding'] === 'chunked',
          body,
          contentType: String(res.headers['content-type'] ?? ''),
          contentEncoding,
          decodedBytes: decode(body, contentEncoding).length,
        });
      });
    });
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error(`GET ${path}: timed out`)));
  });
}

/** The file bench/bare-server.mjs reads. */
export function bareServerRoutes(captures: Captured[]): string {
  return JSON.stringify(
    captures.map((c) => ({
      acceptEncoding: c.acceptEncoding,
      signedIn: c.signedIn,
      path: c.path,
      status: c.status,
      headers: c.headers,
      chunked: c.chunked,
      body: c.body.toString('base64'),
    })),
  );
}
