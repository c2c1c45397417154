import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  brokenJson,
  type FuzzRequest,
  type Gen,
  hostileId,
  multipartBody,
  pct,
  type World,
} from './bodies.ts';
import { hostileBookmark, hostileString, type Rng } from './inputs.ts';

// ---- pages: every route of app/routes.ts

/** The page paths of app/routes.ts, read from the file so a new route is fuzzed too. */
export function pageRoutes(root = process.cwd()): string[] {
  const src = readFileSync(path.join(root, 'app/routes.ts'), 'utf8');
  const out = new Set<string>();
  if (/\bindex\(/.test(src)) out.add('/');
  for (const m of src.matchAll(/\broute\(\s*'([^']*)'/g)) out.add(`/${m[1]}`);
  return [...out];
}

const FORM_FIELDS = [
  'intent',
  'firstName',
  'lastName',
  'username',
  'about',
  'websiteUrl',
  'saveBehavior',
  'currentPassword',
  'newPassword',
  'password',
  'email',
  'usernameOrEmail',
  'token',
  'next',
  'name',
  'description',
  'privacy',
  'sort',
  'title',
  'coverPinId',
];
const INTENTS = [
  'profile',
  'saving',
  'password',
  'delete',
  'archive',
  'unarchive',
  'cover',
  'save',
  'nope',
];

function fillParams(r: Rng, w: World, pattern: string): string {
  const hostile = () => pct(hostileString(r).slice(0, 600));
  return pattern
    .replace(/:username/, () => (r.chance(0.6) ? r.pick([w.username, w.otherUsername]) : hostile()))
    .replace(/:boardSlug/, () => (r.chance(0.6) ? w.boardSlug : hostile()))
    .replace(/:sectionSlug/, () => (r.chance(0.6) ? w.sectionSlug : hostile()))
    .replace(/:pinParam/, () => (r.chance(0.5) ? String(w.pinId) : hostileId(r, w)))
    .replace(/:boardId/, () => (r.chance(0.6) ? String(w.boardId) : hostileId(r, w)))
    .replace(/:sectionId/, () => (r.chance(0.6) ? String(w.sectionId) : hostileId(r, w)))
    .replace(/:code/, () => (r.chance(0.3) ? 'abc' : hostile()))
    .replace(/\*$/, () => r.pick(['no/such/page', hostile(), 'a/b/c/d/e/f']));
}

function query(r: Rng, w: World): string {
  if (r.chance(0.5)) return '';
  const q = new URLSearchParams();
  const n = 1 + r.int(3);
  for (let i = 0; i < n; i++) {
    const k = r.pick([
      'next',
      'bookmark',
      'q',
      'saved',
      'tab',
      'token',
      'deleted',
      'index',
      '_routes',
      hostileString(r).slice(0, 50),
    ]);
    q.append(
      k,
      k === 'bookmark'
        ? hostileBookmark(r)
        : r.chance(0.3)
          ? `/${w.username}/`
          : hostileString(r).slice(0, 3000),
    );
  }
  return `?${q.toString()}`;
}

export function pageGen(pattern: string): Gen {
  return (r, w): FuzzRequest => {
    const target = `ANY ${pattern}`;
    let p = fillParams(r, w, pattern);
    // single-fetch data requests, as React Router's client names them
    if (r.chance(0.15)) {
      p = p === '/' ? '/_root.data' : r.chance(0.5) ? `${p}.data` : `${p}/_.data`;
    }
    const mode = r.int(10);
    if (mode < 4)
      return { target, method: r.pick(['GET', 'GET', 'HEAD']), path: p + query(r, w), headers: {} };
    if (mode === 4) {
      return {
        target,
        method: r.pick(['PUT', 'PATCH', 'DELETE', 'OPTIONS']),
        path: p,
        headers: {},
      };
    }
    const fields: Record<string, string> = { _csrf: r.chance(0.85) ? w.csrf : hostileString(r) };
    if (r.chance(0.8)) fields.intent = r.pick(INTENTS);
    for (const f of FORM_FIELDS) if (r.chance(0.3)) fields[f] = hostileString(r);
    if (mode === 5) {
      const { body, headers } = multipartBody(r, w, fields);
      return { target, method: 'POST', path: p, headers, body };
    }
    if (mode === 6) {
      return {
        target,
        method: 'POST',
        path: p,
        headers: {
          'content-type': r.pick([
            'application/json',
            'text/plain',
            '',
            'application/x-www-form-urlencoded; charset=utf-16',
          ]),
        },
        body: r.chance(0.5) ? brokenJson(r) : JSON.stringify(fields),
      };
    }
    if (mode === 7 && r.chance(0.2)) {
      fields.about = 'a'.repeat(r.pick([1024 * 1024 + 1, 3 * 1024 * 1024]));
    }
    return {
      target,
      method: 'POST',
      path: p + (r.chance(0.1) ? '?index' : ''),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: r.chance(0.1)
        ? r.pick(['%', '&&&', '=x', 'a=%zz', '%00=%00', ''])
        : new URLSearchParams(fields).toString(),
    };
  };
}

/** Every target: each resource action, each extra API route, each page route. */
