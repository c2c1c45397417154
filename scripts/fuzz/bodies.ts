import type { Rng } from './inputs.ts';
import { deepJson, hostileString } from './inputs.ts';

/** What the fuzzer sends and knows, and the bodies its targets share. */
/** What the fuzzer knows of the data it made, so some requests reach real rows. */
export interface World {
  origin: string;
  username: string;
  otherUsername: string;
  boardId: number;
  boardSlug: string;
  sectionId: number;
  sectionSlug: string;
  pinId: number;
  imageSignature: string;
  /** `name=value` of the fuzzer's own session */
  cookie: string;
  csrf: string;
  /** a small real PNG, for uploads that get past the parser */
  png: Buffer;
  /** invite codes of the fuzz account, some stored with paths that would leave the site */
  inviteCodes: string[];
  /** a personal access token of the fuzz account with every scope (decision 055) */
  apiToken: string;
  /** the client_id of a public OAuth app of the fuzz account (decision 058) */
  oauthClientId: string;
}

export interface FuzzRequest {
  /** the report's row: method and route pattern */
  target: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer | string;
}

export type Gen = (r: Rng, w: World) => FuzzRequest;

/** A raw body or `data` text that is not the JSON the API expects. */
export function brokenJson(r: Rng): string {
  return r.pick([
    '',
    '{',
    '{"options":',
    'null',
    '[]',
    '"options"',
    '12',
    '{"options":null}',
    '{"options":[]}',
    '{"options":"x"}',
    '{"options":{"a":1},"options":{"b":2}}',
    '{"__proto__":{"options":{"x":1}}}',
    '{"options":{"__proto__":{"polluted":true}}}',
    '{"options":{"constructor":{"prototype":{"polluted":true}}}}',
    '\ufeff{"options":{}}',
    '{"options":{}}\u0000',
    "{'options':{}}",
    '{"options":{"a":1e999}}',
    '{"options":{"a":"\\ud800"}}',
    '{"options":{"a":"\\u0000"}}',
    `{"options":{"a":${deepJson(r.pick([100, 5_000, 50_000]), r.pick(['array', 'object']))}}}`,
    `{"options":{"a":"${'x'.repeat(r.pick([1000, 900_000, 1_200_000]))}"}}`,
  ]);
}

const B = 'fuzzBoundary7MA4YWxkTrZu0gW';
function part(name: string, value: string | Buffer, filename?: string): Buffer {
  const head = filename
    ? `Content-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`
    : `Content-Disposition: form-data; name="${name}"\r\n\r\n`;
  return Buffer.concat([Buffer.from(`--${B}\r\n${head}`), Buffer.from(value), Buffer.from('\r\n')]);
}
const end = Buffer.from(`--${B}--\r\n`);

/** Multipart bodies, well formed and not: the upload endpoints and the avatar page take them. */
export function multipartBody(
  r: Rng,
  w: World,
  fields: Record<string, string> = {},
): { headers: Record<string, string>; body: Buffer } {
  const ct = `multipart/form-data; boundary=${B}`;
  const extra = Object.entries(fields).map(([k, v]) => part(k, v));
  const file = (bytes: Buffer | string, filename = 'a.png') => part('file', bytes, filename);
  const junk = Buffer.from(Array.from({ length: 64 }, () => r.int(256)));
  const choice = r.int(11);
  const bodies: Array<[string, Buffer]> = [
    [ct, Buffer.concat([...extra, file(w.png), end])],
    [ct, Buffer.concat([...extra, file(junk), end])],
    ['multipart/form-data', Buffer.concat([...extra, file(w.png), end])],
    [`multipart/form-data; boundary=wrong`, Buffer.concat([...extra, file(w.png), end])],
    [ct, Buffer.concat([...extra, file(w.png)]).subarray(0, 80)],
    [ct, Buffer.concat([...extra, part('file', 'not a file'), end])],
    [ct, Buffer.concat([...extra, file(w.png), file(w.png), end])],
    [ct, Buffer.concat([...extra, file(''), end])],
    [ct, Buffer.from('')],
    [ct, Buffer.concat([...extra, file(w.png, hostileString(r).slice(0, 200)), end])],
    [ct, Buffer.concat([Buffer.from(`--${B}\r\nContent-Disposition: garbage\r\n\r\nx\r\n`), end])],
  ];
  const [contentType, body] = bodies[choice] ?? bodies[0] ?? ['', Buffer.alloc(0)];
  return { headers: { 'content-type': contentType }, body };
}

/** encodeURIComponent that also takes lone surrogates (sent as the raw bytes of one, ED A0 80). */
export function pct(s: string): string {
  let out = '';
  for (const ch of s) {
    try {
      out += encodeURIComponent(ch);
    } catch {
      out += '%ED%A0%80';
    }
  }
  return out;
}

export function hostileId(r: Rng, w: World): string {
  return r.pick([
    String(w.pinId),
    '0',
    '-1',
    '1.5',
    '99999999999999999999',
    '9223372036854775808',
    'abc',
    '%00',
    '%F0%9F%98%80',
    pct(hostileString(r).slice(0, 400)),
  ]);
}
