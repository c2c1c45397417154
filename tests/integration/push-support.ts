import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A push service for tests (decision 065): it takes what a real one takes (RFC 8030), checks the
// VAPID signature (RFC 8292) and decrypts the payload (RFC 8291, aes128gcm) with the keys of a
// browser it plays, so a test sees what the phone would show.

const b64u = (b: Buffer) => b.toString('base64url');
const unb64u = (s: string) => Buffer.from(s, 'base64url');

/** A browser's push keys: the P-256 pair and the auth secret it would give Tessera. */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, p256dh: b64u(ecdh.getPublicKey()), auth: b64u(randomBytes(16)) };
}
export type BrowserKeys = ReturnType<typeof browserKeys>;

function hkdf(salt: Buffer, ikm: Buffer, info: Buffer, length: number): Buffer {
  return Buffer.from(hkdfSync('sha256', ikm, salt, info, length));
}

/** RFC 8291 §3.4 and RFC 8188: one aes128gcm record decrypted with the browser's keys. */
export function decryptPush(body: Buffer, keys: BrowserKeys): string {
  const salt = body.subarray(0, 16);
  const idlen = body[20] ?? 0;
  const serverPublic = body.subarray(21, 21 + idlen);
  const record = body.subarray(21 + idlen);
  const secret = keys.ecdh.computeSecret(serverPublic);
  const info = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    keys.ecdh.getPublicKey(),
    serverPublic,
  ]);
  const ikm = hkdf(unb64u(keys.auth), secret, info, 32);
  const cek = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const plain = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  // the last record ends with the delimiter 2, then padding zeros
  const end = plain.lastIndexOf(2);
  return plain.subarray(0, end).toString('utf8');
}

/** RFC 8292: `vapid t=<JWT>, k=<key>`, the JWT signed ES256 by that key; answers its claims. */
export function checkVapid(authorization: string | undefined, audience: string) {
  const m = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!m?.[1] || !m[2]) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [head, claims, signature] = m[1].split('.');
  if (!head || !claims || !signature) throw new Error('not a JWT');
  const point = unb64u(m[2]);
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64u(point.subarray(1, 33)), y: b64u(point.subarray(33)) },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    unb64u(signature),
  );
  if (!signed) throw new Error('the VAPID signature does not verify');
  const header = JSON.parse(unb64u(head).toString());
  const payload = JSON.parse(unb64u(claims).toString());
  if (header.alg !== 'ES256') throw new Error(`VAPID alg ${header.alg}`);
  if (payload.aud !== audience) throw new Error(`VAPID aud ${payload.aud}, not ${audience}`);
  if (!(payload.exp * 1000 > Date.now())) throw new Error('VAPID token expired');
  return { publicKey: m[2], subject: String(payload.sub) };
}

export interface Received {
  path: string;
  vapidKey: string;
  subject: string;
  ttl: string | undefined;
  message: unknown;
}

/**
 * The service: `/push/<name>` endpoints; `answer(name)` picks the status (201 unless told);
 * what it could verify and decrypt is in `received`, what it could not in `refused`.
 */
export function fakePushService() {
  const devices = new Map<string, BrowserKeys>();
  const statuses = new Map<string, number>();
  const received: Received[] = [];
  const refused: string[] = [];
  let origin = '';
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const name = (req.url ?? '').replace(/^\/push\//, '');
      const keys = devices.get(name);
      const status = statuses.get(name) ?? 201;
      try {
        if (req.method !== 'POST' || !keys) throw new Error(`no device ${name}`);
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        const vapid = checkVapid(req.headers.authorization, origin);
        const message = JSON.parse(decryptPush(Buffer.concat(chunks), keys));
        if (status < 300) {
          received.push({
            path: name,
            vapidKey: vapid.publicKey,
            subject: vapid.subject,
            ttl: req.headers.ttl as string | undefined,
            message,
          });
        }
      } catch (e) {
        refused.push(String(e));
        res.writeHead(400).end();
        return;
      }
      res.writeHead(status).end();
    });
  });
  return {
    received,
    refused,
    async listen(): Promise<void> {
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    /** a new browser subscription at this service, as PushSubscription.toJSON() gives it */
    device(name: string) {
      const keys = browserKeys();
      devices.set(name, keys);
      return { endpoint: `${origin}/push/${name}`, keys: { p256dh: keys.p256dh, auth: keys.auth } };
    },
    answer(name: string, status: number) {
      statuses.set(name, status);
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/**
 * Subscribes a made-up device of `client`'s (the no-secrets sweep): its address and its secret,
 * which no answer may carry but, for the address, its owner's.
 */
export async function subscribedDevice(client: {
  post(name: string, action: string, options: unknown): Promise<{ statusCode: number }>;
}): Promise<{ endpoint: string; auth: string; status: number }> {
  const endpoint = `https://push.example/device/${randomBytes(12).toString('hex')}`;
  const auth = randomBytes(16).toString('base64url');
  const res = await client.post('PushSubscriptionResource', 'create', {
    endpoint,
    keys: { p256dh: randomBytes(65).toString('base64url'), auth },
  });
  return { endpoint, auth, status: res.statusCode };
}
