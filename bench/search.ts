import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { buildApp, type Tessera } from '#server/app';
import { loadConfig } from '#server/config';
import { openDatabase } from '#server/db/client';
import { bumpDataVersion } from '#server/services/platform/data-version';
import { backfillColorFamilies, search, typeahead } from '#server/services/search/index';
import { numberOption } from './args.ts';
import { type Janitor, type Leftover, startJanitor } from './children.ts';
import { benchPlace, DEFAULT_PG_URL } from './postgres.ts';
import { percentile } from './stats.ts';

const WORDS = `chocolate cake recipe garden kitchen modern summer outfit wedding dress cozy bedroom
  living room decor vintage rustic farmhouse minimalist bathroom design ideas easy dinner healthy
  breakfast smoothie salad pasta chicken soup bread cookies dessert vegan autumn winter spring
  fall nails hair braid makeup travel beach mountain hiking camping city paris italy japan
  coffee tea latte art painting drawing watercolor sketch diy craft knitting crochet quilt
  sewing pattern paper flowers plants succulent cactus herb vegetable tomato lemon strawberry
  blueberry banana apple peach mango cookie brownie cupcake pie tart pancake waffle tattoo
  quote inspiration motivation fitness yoga workout running shoes sneakers jacket sweater jeans
  skirt boots handbag jewelry necklace ring earrings watch sunglasses nursery kids toys birthday
  party christmas halloween thanksgiving easter valentine gift wrapping card typography logo
  poster photography portrait landscape sunset ocean forest lake waterfall architecture house
  cabin tiny shelf storage organization closet pantry office desk workspace lighting lamp
  chair sofa rug curtain mirror wall gallery frame`
  .split(/\s+/)
  .filter(Boolean);

const COLORS = [
  '#e60023',
  '#ff8c00',
  '#ffd700',
  '#228b22',
  '#20b2aa',
  '#1e90ff',
  '#8a2be2',
  '#ff69b4',
  '#8b4513',
  '#111111',
  '#808080',
  '#f5f5f5',
];

/**
 * The corpus' vocabulary: the real words first (the common ones), then made-up words for the
 * long tail, VOCABULARY words in all. A pick favours low ranks (power law): the most common word
 * is in about 5 % of pins, the median one in about 0.1 %, as content words of titles are.
 */
const VOCABULARY = 5000;
const SYLLABLES = 'ka lo mi ne ru sa ti vo ze ba do fe gu hi jo ku li mo nu pe'.split(' ');
function vocabulary(): string[] {
  const out = [...WORDS];
  for (let i = 0; out.length < VOCABULARY; i++) {
    out.push(
      `${SYLLABLES[i % 20]}${SYLLABLES[Math.floor(i / 20) % 20]}${SYLLABLES[Math.floor(i / 400) % 20]}x`,
    );
  }
  return out;
}

function wordsArray(): string {
  return `array[${vocabulary()
    .map((w) => `'${w}'`)
    .join(',')}]`;
}
const PICK = (): string => `(w)[1 + floor(${VOCABULARY} * power(random(), 1.66))::int]`;

export async function seedSearchBench(t: Tessera, pins: number): Promise<void> {
  const db = t.database.db;
  const arr = wordsArray();
  await db.execute(
    sql.raw(`insert into images (signature, width, height, dominant_color, format, bytes)
    select md5('img' || g), 400, 500 + (g % 7) * 50, (array['${COLORS.join("','")}'])[1 + g % ${COLORS.length}], 'image/jpeg', 1000
    from generate_series(1, 240) g`),
  );
  await db.execute(
    sql.raw(`insert into users (username, first_name, last_name, about, follower_count)
    select 'pinner_' || g, initcap((${arr})[1 + g % ${WORDS.length}]), 'Person' || g, '', (g * 37) % 5000
    from generate_series(1, 2000) g`),
  );
  await db.execute(
    sql.raw(`insert into interests (name, url_name)
    select initcap(w), w || '-' || i from unnest(${arr}) with ordinality as x(w, i) where i % 3 = 0 and i <= ${WORDS.length}`),
  );
  await db.execute(
    sql.raw(`with v as (select ${arr} as w)
    insert into boards (owner_id, name, slug, privacy, pin_count, follower_count)
    select u.id, initcap(${PICK()}) || ' ' || ${PICK()}, 'b-' || g,
      case when g % 10 = 0 then 'secret' else 'public' end, 20, g % 300
    from v, generate_series(1, 5000) g
    join users u on u.username = 'pinner_' || (1 + g % 2000)`),
  );
  const kinds = `(array['image','image','image','image','image','video','product','recipe','gif','carousel'])`;
  const batch = 20_000;
  for (let from = 0; from < pins; from += batch) {
    const to = Math.min(pins, from + batch) - 1;
    await db.execute(
      sql.raw(`with v as (select ${arr} as w),
      b as (select id, owner_id, row_number() over (order by id) as n from boards)
      insert into pins (pinner_id, board_id, kind, title, description, image_signature,
        save_count, favorite_count, created_at)
      select b.owner_id, b.id, ${kinds}[1 + g % 10],
        initcap(${PICK()}) || ' ' || ${PICK()} || ' ' || ${PICK()},
        ${PICK()} || ' ' || ${PICK()} || ' ' || ${PICK()} || ' ' || ${PICK()} || ' ' || ${PICK()},
        md5('img' || (1 + g % 240)), floor(power(random(), 4) * 500)::int, floor(random() * 50)::int,
        now() - (g || ' minutes')::interval
      from v, generate_series(${from}, ${to}) g join b on b.n = 1 + g % 5000`),
    );
  }
  // as a live database would be after autovacuum: GIN pending lists merged, statistics fresh
  await db.execute(sql`vacuum analyze`);
  await backfillColorFamilies(t.systemCtx());
}

interface Figures {
  database: 'pglite' | 'postgres';
  pins: number;
  samples: number;
  searchP50: number;
  searchP95: number;
  page2P95: number;
  boardsP95: number;
  usersP95: number;
  typeaheadP50: number;
  typeaheadP95: number;
  /** the commonest word alone (in about 5 % of pins): the worst case */
  commonP95: number;
}

async function timed(fn: () => Promise<unknown>): Promise<number> {
  bumpDataVersion();
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

async function measure(t: Tessera, kind: Figures['database'], pins: number, samples: number) {
  const ctx = t.systemCtx();
  // a mix of what people search: common and middling words, pairs, words being typed, rare ones
  const vocab = vocabulary();
  const queries = [
    ...WORDS.filter((_, i) => i % 8 === 0),
    ...vocab.filter((_, i) => i > WORDS.length && i % 500 === 0),
    'chocolate cake',
    'summer outfit',
    'cozy bedroom decor',
    'easy dinner',
    'vegan dessert',
    'choc',
    'gard',
    'wedd',
    'pho',
    'summer out',
  ];
  const terms = [
    'c',
    'ch',
    'cho',
    'choc',
    'ga',
    'gar',
    'wed',
    'sum',
    'summer o',
    'pinner_1',
    'bed',
    'kit',
    'co',
    'tr',
    'art',
  ];
  const s: number[] = [];
  const p2: number[] = [];
  const bo: number[] = [];
  const us: number[] = [];
  const ta: number[] = [];
  for (const q of queries) await search(ctx, { q, scope: 'pins' }); // warm the plans
  for (let i = 0; i < samples; i++) {
    const q = queries[i % queries.length] as string;
    let bookmark: string | null = null;
    s.push(
      await timed(async () => {
        bookmark = (await search(ctx, { q, scope: 'pins', pageSize: 25 })).bookmark;
      }),
    );
    if (bookmark)
      p2.push(await timed(() => search(ctx, { q, scope: 'pins', pageSize: 25, bookmark })));
    if (i % 3 === 0) bo.push(await timed(() => search(ctx, { q, scope: 'boards' })));
    if (i % 3 === 1) us.push(await timed(() => search(ctx, { q, scope: 'users' })));
    ta.push(await timed(() => typeahead(ctx, terms[i % terms.length] as string)));
  }
  const common: number[] = [];
  for (let i = 0; i < 20; i++) {
    common.push(await timed(() => search(ctx, { q: WORDS[0] as string, scope: 'pins' })));
  }
  const r = (xs: number[], p: number) => Math.round(percentile(xs, p) * 10) / 10;
  return {
    database: kind,
    pins,
    samples,
    searchP50: r(s, 50),
    searchP95: r(s, 95),
    page2P95: r(p2, 95),
    boardsP95: r(bo, 95),
    usersP95: r(us, 95),
    typeaheadP50: r(ta, 50),
    typeaheadP95: r(ta, 95),
    commonP95: r(common, 95),
  } satisfies Figures;
}

export async function runSearchBench(
  argv: string[],
  env: NodeJS.ProcessEnv,
  track: (item: Leftover) => void,
): Promise<Figures[]> {
  const value = (name: string, fallback: number) => numberOption(argv, name, fallback, true);
  const pins = value('--pins', 100_000);
  const samples = value('--samples', 200);
  const pgUrl = env.DATABASE_URL || (argv.includes('--pg') ? DEFAULT_PG_URL : null);
  const out: Figures[] = [];
  for (const kind of pgUrl ? (['pglite', 'postgres'] as const) : (['pglite'] as const)) {
    const { dir, databaseUrl } = await benchPlace(kind, pgUrl, track, 'search');
    const config = loadConfig({
      DATA_DIR: dir,
      LOG_LEVEL: 'silent',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    const database = await openDatabase({
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
    });
    const t = await buildApp(config, { database, logger: false });
    try {
      await database.migrate();
      const started = performance.now();
      console.log(`[${kind}] seeding ${pins} pins…`);
      await seedSearchBench(t, pins);
      console.log(
        `[${kind}] seeded in ${((performance.now() - started) / 1000).toFixed(1)} s; measuring…`,
      );
      const f = await measure(t, kind, pins, samples);
      console.log(formatSearch([f]));
      out.push(f);
    } finally {
      await t.close();
    }
  }
  return out;
}

export function formatSearch(figures: Figures[]): string {
  const rows = figures.map(
    (f) =>
      `${f.database.padEnd(9)} ${String(f.pins).padStart(7)}  search p50 ${f.searchP50} ms, p95 ${f.searchP95} ms; ` +
      `page 2 p95 ${f.page2P95} ms; boards p95 ${f.boardsP95} ms; people p95 ${f.usersP95} ms; ` +
      `typeahead p50 ${f.typeaheadP50} ms, p95 ${f.typeaheadP95} ms; commonest word p95 ` +
      `${f.commonP95} ms (${f.samples} samples, cold)`,
  );
  return rows.join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const janitor: Janitor = startJanitor();
  try {
    await runSearchBench(process.argv.slice(2), process.env, (item) => janitor.track(item));
  } catch (e) {
    console.error(`search bench failed: ${e instanceof Error ? e.message : String(e)}`);
    process.exitCode = 1;
  } finally {
    await janitor.finish();
  }
}
