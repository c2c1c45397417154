import type { z } from 'zod';
import { IMAGE_SIZES } from '#domain/media/image-size';
import { resources } from '#server/api/index';
import {
  brokenJson,
  type FuzzRequest,
  type Gen,
  hostileId,
  multipartBody,
  pct,
  type World,
} from './bodies.ts';
import { eventsGen } from './events.ts';
import {
  HOSTILE_NUMBERS,
  hostileBookmark,
  hostileString,
  hostileValue,
  type Rng,
} from './inputs.ts';
import { oauthConsentGen, oauthTokenGen } from './oauth.ts';
import { pageGen, pageRoutes } from './pages.ts';
import { inviteGen, offsiteGen } from './redirects.ts';
import { v5Gen } from './v5.ts';

export type { FuzzRequest, World } from './bodies.ts';

// ---- the resource API: every endpoint of src/server/api/index.ts, keys from its zod schema

/** The option keys a zod schema knows (objects inside unions, pipes, optionals…). */
export function keysOf(schema: z.ZodType): string[] {
  const out = new Set<string>();
  const stack: unknown[] = [schema];
  let guard = 0;
  while (stack.length && guard++ < 200) {
    const s = stack.pop() as { _zod?: { def?: Record<string, unknown> } } | undefined;
    const def = s?._zod?.def;
    if (!def) continue;
    if (def.type === 'object' && def.shape && typeof def.shape === 'object') {
      for (const k of Object.keys(def.shape)) out.add(k);
    }
    for (const k of ['innerType', 'in', 'out', 'schema']) if (def[k]) stack.push(def[k]);
    if (Array.isArray(def.options)) stack.push(...def.options);
  }
  return [...out];
}

function plausible(r: Rng, w: World, key: string): unknown {
  if (key === 'bookmark') return hostileBookmark(r);
  if (key === 'bookmarks') return [hostileBookmark(r)];
  if (key === 'page_size') return r.pick([...HOSTILE_NUMBERS, '10', 'x', 25]);
  if (key === 'username') return r.pick([w.username, w.otherUsername, 'nobody_here']);
  if (key === 'slug' || key === 'section_slug') return r.pick([w.boardSlug, w.sectionSlug]);
  if (key === 'board_id') return r.pick([w.boardId, String(w.boardId)]);
  if (key === 'section_id') return w.sectionId;
  if (key === 'image_signature') return w.imageSignature;
  if (key === 'id' || key === 'pin_id' || key.endsWith('_id')) {
    return r.pick([w.pinId, w.boardId, String(w.pinId), 2 ** 31, 9007199254740991]);
  }
  if (key.endsWith('ids')) return [w.pinId, w.boardId];
  if (key === 'email') return r.pick(['someone@example.com', `${w.username}@example.com`]);
  if (key === 'permissions') return r.pick([['save'], [], ['all']]);
  return r.pick(['Fuzz text', 'a', '', 'Line one\nline two', 1, true]);
}

/** Mostly-valid options with one hostile value reach deeper than all-hostile ones. */
function optionsFor(r: Rng, w: World, keys: string[]): Record<string, unknown> {
  const o: Record<string, unknown> = {};
  const oneBad = r.chance(0.5) ? r.pick(keys.length ? keys : ['x']) : null;
  for (const k of keys) {
    if (oneBad !== null) {
      o[k] =
        k === oneBad ? (r.chance(0.6) ? hostileString(r) : hostileValue(r)) : plausible(r, w, k);
      continue;
    }
    if (r.chance(0.25)) continue;
    o[k] = r.chance(0.5) ? plausible(r, w, k) : hostileValue(r);
  }
  if (r.chance(0.15)) o[hostileString(r)] = hostileValue(r);
  return o;
}

/** A raw body or `data` text that is not the JSON the API expects. */

function apiGen(name: string, action: string, schema: z.ZodType): Gen {
  const keys = keysOf(schema);
  const method = action === 'get' ? 'GET' : 'POST';
  return (r, w): FuzzRequest => {
    const base = `/resource/${name}/${action}/`;
    const target = `${method} ${base}`;
    const options = optionsFor(r, w, keys);
    const mode = r.int(10);
    if (mode === 0) {
      // a method the action does not take
      return {
        target,
        method: r.pick(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
        path: base,
        headers: {},
      };
    }
    if (method === 'GET') {
      const data = mode === 1 ? brokenJson(r) : JSON.stringify({ options });
      return { target, method, path: `${base}?data=${pct(data)}`, headers: {} };
    }
    const contentType =
      mode === 2
        ? r.pick([
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data',
            'application/json; charset=utf-16',
            'application/xml',
            '',
          ])
        : 'application/json';
    const body = mode === 1 || mode === 2 ? brokenJson(r) : JSON.stringify({ options });
    return { target, method, path: base, headers: { 'content-type': contentType }, body };
  };
}

// ---- the routes outside the resource API (app.ts)

const extraGens: Array<[string, Gen]> = [
  [
    'POST|DELETE /v3/pins/:id/favorite/',
    (r, w) => ({
      target: 'POST|DELETE /v3/pins/:id/favorite/',
      method: r.pick(['POST', 'DELETE', 'POST', 'GET', 'PUT']),
      path: `/v3/pins/${hostileId(r, w)}/favorite/`,
      headers: r.chance(0.3) ? { 'content-type': 'application/json' } : {},
      ...(r.chance(0.3) ? { body: brokenJson(r) } : {}),
    }),
  ],
  ...(['/v3/pins/uploads/', '/v3/users/me/avatar/'] as const).map((url): [string, Gen] => [
    `POST ${url}`,
    (r, w) => {
      const target = `POST ${url}`;
      if (r.chance(0.25)) {
        const u = r.pick([
          'http://127.0.0.1:1/a.png',
          'http://localhost/a.png',
          'http://[::1]/a.png',
          'http://169.254.169.254/latest/meta-data/',
          'http://10.0.0.1/a.png',
          'http://0/a.png',
          'ftp://example.invalid/a.png',
          'file:///etc/passwd',
          'not a url',
          '\u0000',
          'http://example.invalid/a.png',
        ]);
        const body = r.chance(0.7) ? JSON.stringify({ url: u }) : brokenJson(r);
        return {
          target,
          method: 'POST',
          path: url,
          headers: { 'content-type': 'application/json' },
          body,
        };
      }
      const { body, headers } = multipartBody(r, w);
      return { target, method: r.chance(0.9) ? 'POST' : 'PUT', path: url, headers, body };
    },
  ]),
  [
    'GET /img/:size/:file',
    (r, w) => ({
      target: 'GET /img/:size/:file',
      method: r.pick(['GET', 'HEAD', 'GET', 'POST']),
      path: `/img/${r.pick([...IMAGE_SIZES, '0x', '99999x', '%00', 'orig', '..'])}/${r.pick([
        `${w.imageSignature}.jpg`,
        `${w.imageSignature}.webp`,
        `${w.imageSignature}.png`,
        `${w.imageSignature}`,
        `${'0'.repeat(32)}.jpg`,
        '..%2f..%2fetc%2fpasswd.jpg',
        `${'a'.repeat(400)}.jpg`,
        '%00.jpg',
      ])}`,
      headers: {},
    }),
  ],
  [
    'GET|POST /v3/offsite/',
    (r, w) => {
      const url = r.pick([
        'https://shop.example/a',
        'javascript:alert(1)',
        '//evil.example/',
        '',
        hostileString(r),
        `https://${'a'.repeat(5000)}.example/`,
      ]);
      const q = new URLSearchParams({ pin_id: hostileId(r, w), url, check_only: 'true' });
      if (r.chance(0.3)) q.set('aux_data', hostileString(r));
      const method = r.pick(['GET', 'POST', 'GET', 'PUT']);
      return {
        target: 'GET|POST /v3/offsite/',
        method,
        path: `/v3/offsite/?${q.toString()}`,
        headers: method === 'POST' ? { 'content-type': 'application/json' } : {},
        ...(method === 'POST' ? { body: r.chance(0.5) ? brokenJson(r) : '{}' } : {}),
      };
    },
  ],
  [
    'GET /embed/pin/:id/ and /oembed.json',
    (r, w) => {
      const embed = r.chance(0.5);
      const path = embed
        ? `/embed/pin/${pct(hostileId(r, w))}/`
        : `/oembed.json?${new URLSearchParams({
            url: r.pick([`http://localhost/pin/${w.pinId}/`, hostileString(r), '']),
            ...(r.chance(0.3) ? { format: r.pick(['json', 'xml', hostileString(r)]) } : {}),
          }).toString()}`;
      return {
        target: 'GET /embed/pin/:id/ and /oembed.json',
        method: r.pick(['GET', 'HEAD', 'GET', 'POST']),
        path,
        headers: {},
      };
    },
  ],
  eventsGen,
  v5Gen,
  oauthTokenGen,
  oauthConsentGen,
  inviteGen,
  offsiteGen,
  [
    'GET /healthz',
    (r) => ({
      target: 'GET /healthz',
      method: r.pick(['GET', 'HEAD', 'POST', 'DELETE']),
      path: '/healthz',
      headers: {},
    }),
  ],
  [
    'ANY unknown API path',
    (r) => ({
      target: 'ANY unknown API path',
      method: r.pick(['GET', 'POST', 'DELETE']),
      path: r.pick([
        '/resource/',
        '/resource/NoSuchResource/get/',
        `/resource/${pct(hostileString(r).slice(0, 300))}/get/`,
        '/resource/PinResource/explode/',
        '/resource/PinResource/get',
        '/v3/',
        '/v3/pins/',
        '/v3/pins/1/favorite',
      ]),
      headers: {},
    }),
  ],
];

export function allTargets(root?: string): Array<[string, Gen]> {
  const api = resources.map((d): [string, Gen] => [
    `${d.action === 'get' ? 'GET' : 'POST'} /resource/${d.name}/${d.action}/`,
    apiGen(d.name, d.action, d.options),
  ]);
  const pages = pageRoutes(root).map((p): [string, Gen] => [`ANY ${p}`, pageGen(p)]);
  return [...api, ...extraGens, ...pages];
}
