// The timed calls of the million bench (bench/million.ts): every call starts cold (the data
// version moves on before it, so no in-process cache answers), through the app as a browser
// asks it (`app.inject`): the resource API, and the closeup page when the SSR build exists.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Tessera } from '#server/app';
import { bumpDataVersion } from '#server/services/platform/data-version';
import { benchViewer } from './seed-extra.ts';
import { percentile } from './stats.ts';
import { BROWSER_USER_AGENT } from './targets.ts';

export interface Figure {
  name: string;
  p50: number;
  p95: number;
  samples: number;
  /** which percentile meets the target, and the target in ms */
  target: { p: 50 | 95; ms: number };
}

const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const JSON_ACCEPT = 'application/json, text/javascript, */*; q=0.01';

function resourceUrl(name: string, options: Record<string, unknown>): string {
  return `/resource/${name}/get/?data=${encodeURIComponent(JSON.stringify({ options }))}`;
}

interface Answer {
  ms: number;
  bookmark: string | null;
}

/** One cold request; a non-200 answer stops the bench (a figure of errors would mislead). */
async function cold(t: Tessera, url: string, cookie: string | null, html = false): Promise<Answer> {
  await bumpDataVersion();
  const t0 = performance.now();
  const res = await t.app.inject({
    method: 'GET',
    url,
    headers: {
      'user-agent': BROWSER_USER_AGENT,
      accept: html ? HTML : JSON_ACCEPT,
      ...(cookie ? { cookie } : {}),
    },
  });
  const ms = performance.now() - t0;
  if (res.statusCode !== 200) {
    throw new Error(`${url}: HTTP ${res.statusCode} ${res.body.slice(0, 300)}`);
  }
  const bookmark = html
    ? null
    : ((res.json() as { resource_response?: { bookmark?: string | null } }).resource_response
        ?.bookmark ?? null);
  return { ms, bookmark };
}

function figure(name: string, ms: number[], target: Figure['target']): Figure {
  const r = (p: number) => Math.round(percentile(ms, p) * 10) / 10;
  return { name, p50: r(50), p95: r(95), samples: ms.length, target };
}

async function rows<T>(t: Tessera, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Pins whose closeup a visitor may open (live, on a live public board), spread by a hash. */
async function samplePins(t: Tessera, n: number): Promise<number[]> {
  const r = await rows<{ id: string }>(
    t,
    sql`select p.id from pins p join boards b on b.id = p.board_id
      where p.deleted_at is null and b.deleted_at is null and b.privacy = 'public'
      order by hashint8(p.id) limit ${n}`,
  );
  return r.map((x) => Number(x.id));
}

/** Public boards of every size: the biggest, then some spread by a hash. */
async function sampleBoards(t: Tessera, n: number): Promise<{ username: string; slug: string }[]> {
  return rows<{ username: string; slug: string }>(
    t,
    sql`(select u.username, b.slug from boards b join users u on u.id = b.owner_id
        where b.privacy = 'public' and b.deleted_at is null order by b.pin_count desc limit 1)
      union all
      (select u.username, b.slug from boards b join users u on u.id = b.owner_id
        where b.privacy = 'public' and b.deleted_at is null and b.pin_count > 0
        order by hashint8(b.id) limit ${n - 1})`,
  );
}

/**
 * What people search for: words and pairs from the titles of sampled pins (common and rare
 * alike, as they fall), and a few words being typed.
 */
async function sampleQueries(t: Tessera, n: number): Promise<string[]> {
  const titles = await rows<{ title: string }>(
    t,
    sql`select title from pins where title <> '' order by hashint8(id + 7) limit ${n}`,
  );
  return titles.map(({ title }, i) => {
    const words = title
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((w) => w.length > 3);
    const w = words[i % Math.max(1, words.length)] ?? 'linen';
    if (i % 5 === 0) return w.slice(0, Math.max(3, w.length - 2));
    if (i % 3 === 0 && words.length > 1) return words.slice(0, 2).join(' ');
    return w;
  });
}

/** A feed walked from its first page, `pages` pages deep, each page cold. */
async function walk(
  t: Tessera,
  name: string,
  options: Record<string, unknown>,
  pages: number,
  cookie: string | null,
): Promise<number[]> {
  const out: number[] = [];
  let bookmark: string | null = null;
  for (let i = 0; i < pages; i++) {
    const a: Answer = await cold(
      t,
      resourceUrl(name, bookmark ? { ...options, bookmark } : options),
      cookie,
    );
    out.push(a.ms);
    bookmark = a.bookmark;
    if (!bookmark) break;
  }
  return out;
}

export const SERVER_BUILD = path.resolve('build/server/index.js');

/** The pool's connections (db/client.ts): how many calls of a kind warm it at once. */
const POOL_WIDTH = 10;
const BOARDS = 20;

/**
 * A server that has been running holds warm database connections (decision 080: the pool keeps
 * them five minutes): each has its catalogue caches and its prepared statements. Each kind of
 * call is made POOL_WIDTH at a time, twice, on pins, boards and words the timed calls do not
 * use, so every connection has run each statement; the data the timed calls read stays cold.
 */
async function warmPool(
  t: Tessera,
  spare: { pins: number[]; boards: { username: string; slug: string }[]; queries: string[] },
  cookie: string,
  page: boolean,
): Promise<void> {
  const urls: [string, string | null, boolean][] = [];
  for (const id of spare.pins) {
    urls.push([resourceUrl('RelatedPinFeedResource', { pin_id: `${id}` }), null, false]);
    urls.push([resourceUrl('RelatedProductsFeedResource', { pin_id: `${id}` }), null, false]);
    urls.push([page ? `/pin/${id}/` : resourceUrl('CloseupResource', { id: `${id}` }), null, page]);
  }
  for (const b of spare.boards) urls.push([resourceUrl('BoardFeedResource', b), null, false]);
  for (const q of spare.queries) {
    urls.push([resourceUrl('BaseSearchResource', { query: q, scope: 'pins' }), null, false]);
  }
  for (const who of [null, cookie]) urls.push([resourceUrl('HomefeedResource', {}), who, false]);
  for (let pass = 0; pass < 2; pass++) {
    for (let i = 0; i < urls.length; i += POOL_WIDTH) {
      await Promise.all(urls.slice(i, i + POOL_WIDTH).map(([u, c, h]) => cold(t, u, c, h)));
    }
  }
}

export async function measureMillion(t: Tessera, samples: number): Promise<Figure[]> {
  const viewer = await benchViewer(t.systemCtx());
  const sampledPins = await samplePins(t, samples + POOL_WIDTH);
  const sampledBoards = await sampleBoards(t, BOARDS + POOL_WIDTH);
  const sampledQueries = await sampleQueries(t, samples + POOL_WIDTH);
  const pins = sampledPins.slice(0, samples);
  const boards = sampledBoards.slice(0, BOARDS);
  const queries = sampledQueries.slice(0, samples);
  const page = existsSync(SERVER_BUILD);
  await warmPool(
    t,
    {
      pins: sampledPins.slice(samples),
      boards: sampledBoards.slice(BOARDS),
      queries: sampledQueries.slice(samples),
    },
    viewer.cookie,
    page,
  );
  const related: number[] = [];
  const products: number[] = [];
  for (const id of pins) {
    related.push(
      (await cold(t, resourceUrl('RelatedPinFeedResource', { pin_id: `${id}` }), null)).ms,
    );
    products.push(
      (await cold(t, resourceUrl('RelatedProductsFeedResource', { pin_id: `${id}` }), null)).ms,
    );
  }
  const home: number[] = [];
  const homeIn: number[] = [];
  for (let i = 0; i < 5; i++) {
    home.push(...(await walk(t, 'HomefeedResource', {}, 5, null)));
    homeIn.push(...(await walk(t, 'HomefeedResource', {}, 5, viewer.cookie)));
  }
  const board: number[] = [];
  for (const b of boards) board.push(...(await walk(t, 'BoardFeedResource', b, 2, null)));
  const search: number[] = [];
  for (const q of queries) {
    search.push(
      (await cold(t, resourceUrl('BaseSearchResource', { query: q, scope: 'pins' }), null)).ms,
    );
  }
  const closeup: number[] = [];
  for (const id of pins) {
    const url = page ? `/pin/${id}/` : resourceUrl('CloseupResource', { id: String(id) });
    closeup.push((await cold(t, url, null, page)).ms);
  }
  return [
    figure('related pins (API)', related, { p: 95, ms: 20 }),
    figure('related products (API)', products, { p: 95, ms: 20 }),
    figure('home feed API, visitor', home, { p: 95, ms: 50 }),
    figure('home feed API, signed in', homeIn, { p: 95, ms: 50 }),
    figure('board feed API', board, { p: 95, ms: 50 }),
    figure('search API (pins)', search, { p: 95, ms: 50 }),
    figure(page ? 'closeup page /pin/{id}/' : 'closeup API (no SSR build)', closeup, {
      p: 50,
      ms: 40,
    }),
  ];
}

export function formatFigures(figures: readonly Figure[]): string {
  return figures
    .map((f) => {
      const at = f.target.p === 50 ? f.p50 : f.p95;
      const ok = at <= f.target.ms ? '✓' : '✗';
      return `  ${f.name.padEnd(32)} p50 ${String(f.p50).padStart(7)} ms  p95 ${String(f.p95).padStart(7)} ms  (${f.samples})  target p${f.target.p} ≤ ${f.target.ms} ms ${ok}`;
    })
    .join('\n');
}
