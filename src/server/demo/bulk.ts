import { type SQL, sql } from 'drizzle-orm';
import { pinTagText } from '#domain/pins/closeup-tags';
import type { Ctx } from '../context.ts';
import type { Db } from '../db/client.ts';
import { bumpDataVersion } from '../services/platform/data-version.ts';
import { backfillProductOffers } from '../services/shopping/offers.ts';
import {
  type BulkBoard,
  type BulkContent,
  type BulkUser,
  buildBulkContent,
  buildBulkPeople,
  pictureFor,
} from './bulk-content.ts';
import { prng } from './catalogue.ts';
import { type SeedOptions, type SeedResult, seedDemo } from './seed.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * `tessera seed --pins N` past this many pins takes the bulk path: the demo catalogue as
 * `npm start` seeds it, then the rest of the N pins written by the database in batches
 * (issue 32). Below it the demo renders a picture per pin, as always.
 */
export const BULK_SEED_FROM = 2_000;

/** Pins per INSERT … SELECT: big enough that statements are few, small enough to log progress. */
const BATCH = 50_000;
/** Share of the bulk pins that are saves of other bulk pins, as in the demo catalogue. */
const REPIN_SHARE = 0.08;

export interface BulkSeedOptions extends Pick<SeedOptions, 'log' | 'concurrency'> {
  /** every pin, the demo's included */
  pins: number;
  /** bulk creators (default: one per 400 pins) and their boards (default: one per 200 pins) */
  users?: number;
  boards?: number;
  /** the demo catalogue under the bulk pins (default: the one `npm start` seeds) */
  demo?: SeedOptions;
  seed?: number;
}

/**
 * A uniform number in [0, 1) drawn from `g` and `salt` by the database's own integer hash:
 * deterministic, the same on PostgreSQL and PGlite, and with none of random()'s volatility.
 */
function u(g: string, salt: number): string {
  return `((hashint8((${g})::bigint * 64 + ${salt}) & 2147483647)::float8 / 2147483648)`;
}

async function rowsOf<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function one(db: Db | Tx, query: SQL): Promise<number> {
  const [row] = await rowsOf<{ n: string | number | null }>(db, query);
  return Number(row?.n ?? 0);
}

/** What the demo seed left for the bulk pins to draw on. */
interface DemoBasis {
  interests: { id: number; urlName: string; parent: string | null }[];
  pictures: Map<string, string[]>;
  avatars: string[];
  taken: Set<string>;
}

async function demoBasis(db: Db): Promise<DemoBasis> {
  const interests = (
    await rowsOf<{ id: string; url_name: string; parent: string | null }>(
      db,
      sql`select i.id, i.url_name, p.url_name as parent from interests i
        left join interests p on p.id = i.parent_id order by i.id`,
    )
  ).map((r) => ({ id: Number(r.id), urlName: r.url_name, parent: r.parent }));
  const pictures = new Map<string, string[]>();
  const add = (key: string, sig: string) => {
    const list = pictures.get(key) ?? [];
    if (!list.includes(sig)) list.push(sig);
    pictures.set(key, list);
  };
  const used = await rowsOf<{ sig: string; kind: string; interest: string | null; cat: string }>(
    db,
    sql`select p.image_signature as sig, p.kind, i.url_name as interest,
        coalesce(c.url_name, i.url_name) as cat
      from pins p left join interests i on i.id = p.interest_id
      left join interests c on c.id = i.parent_id
      where p.origin_pin_id is null and p.video is null and p.embed is null`,
  );
  for (const r of used) {
    const look = r.kind === 'product' ? 'product' : r.kind === 'recipe' ? 'food' : 'topic';
    add('any', r.sig);
    add(look, r.sig);
    if (r.interest) add(`${look}:${r.interest}`, r.sig);
    if (r.cat) add(`${look}:${r.cat}`, r.sig);
  }
  const avatars = (
    await rowsOf<{ sig: string }>(
      db,
      sql`select distinct avatar_signature as sig from users where avatar_signature is not null`,
    )
  ).map((r) => r.sig);
  const taken = new Set(
    (await rowsOf<{ name: string }>(db, sql`select lower(username) as name from users`)).map(
      (r) => r.name,
    ),
  );
  return { interests, pictures, avatars, taken };
}

/** Multi-row INSERTs of `rows`, `size` at a time. */
async function insertRows<T>(
  tx: Tx,
  head: SQL,
  rows: readonly T[],
  row: (r: T, i: number) => SQL,
  size = 500,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) {
    const values = rows.slice(i, i + size).map((r, j) => row(r, i + j));
    await tx.execute(sql`${head} values ${sql.join(values, sql`, `)}`);
  }
}

const json = (v: unknown) => (v === null ? sql`null` : sql`${JSON.stringify(v)}::jsonb`);

/**
 * The bulk people, boards and pin texts, in temporary tables numbered for the pins' SQL:
 * bulk_user (n → id), bulk_board (n by weight, public first; per interest j), bulk_interest
 * (boards and texts per interest), bulk_content (texts per interest, k).
 */
async function writeBasis(
  tx: Tx,
  basis: DemoBasis,
  people: { users: BulkUser[]; boards: BulkBoard[] },
  content: BulkContent[],
  rng: () => number,
  now: Date,
): Promise<void> {
  await tx.execute(sql`create temp table bulk_user (n int primary key, id bigint not null)
    on commit drop`);
  await tx.execute(sql`create temp table bulk_board (n int primary key, iord int not null,
    j int not null, id bigint not null, owner_id bigint not null, interest_id bigint,
    privacy text not null) on commit drop`);
  await tx.execute(sql`create temp table bulk_interest (iord int primary key,
    boards int not null, contents int not null) on commit drop`);
  await tx.execute(sql`create temp table bulk_content (iord int not null, k int not null,
    kind text not null, title text not null, description text not null, alt_text text,
    link text, domain text, image_signature text not null, rich_metadata jsonb, shopping jsonb,
    tags text, primary key (iord, k)) on commit drop`);
  const born = (i: number) => new Date(now.getTime() - (30 + (i % 700)) * 86_400_000).toISOString();
  await insertRows(
    tx,
    sql`insert into users (username, first_name, last_name, about, website_url, country,
      avatar_signature, created_at)`,
    people.users,
    (p, i) =>
      sql`(${p.username}, ${p.firstName}, ${p.lastName}, ${p.about}, ${p.websiteUrl},
        ${p.country}, ${basis.avatars.length ? basis.avatars[i % basis.avatars.length] : null},
        ${born(i)}::timestamptz)`,
  );
  await tx.execute(sql`insert into bulk_user (n, id)
    select row_number() over (order by id) - 1, id from users where id > (select max(id) from users) - ${people.users.length}`);
  const interestId = new Map(basis.interests.map((it) => [it.urlName, it.id]));
  const iord = new Map(basis.interests.map((it, i) => [it.id, i]));
  // public boards take the weighted head of the numbering, protected then secret the tail
  const order = { public: 0, protected: 1, secret: 2 };
  const ranked = people.boards
    .map((b, i) => ({ b, i, key: order[b.privacy] + rng() }))
    .sort((x, y) => x.key - y.key);
  await tx.execute(sql`create temp table bulk_board_src (n int, owner int, interest_id bigint,
    slug text) on commit drop`);
  await insertRows(
    tx,
    sql`insert into boards (owner_id, name, slug, description, privacy, is_collaborative,
      sort_order, created_at)`,
    ranked,
    ({ b, i }) =>
      sql`((select id from bulk_user where n = ${b.owner}), ${b.name}, ${b.slug},
        ${b.description}, ${b.privacy}, ${b.collaborators.length > 0}, ${i}, ${born(b.owner)}::timestamptz)`,
  );
  await insertRows(
    tx,
    sql`insert into bulk_board_src (n, owner, interest_id, slug)`,
    ranked,
    ({ b }, n) => {
      const id = interestId.get(b.interest) ?? interestId.get(b.category);
      return sql`(${n}, ${b.owner}, ${id ?? null}, ${b.slug})`;
    },
  );
  await tx.execute(sql`insert into bulk_board (n, iord, j, id, owner_id, interest_id, privacy)
    select s.n, 0, 0, b.id, b.owner_id, s.interest_id, b.privacy from bulk_board_src s
    join bulk_user o on o.n = s.owner
    join boards b on b.owner_id = o.id and b.slug = s.slug and b.deleted_at is null`);
  for (const [id, ord] of iord) {
    await tx.execute(sql`update bulk_board set iord = ${ord} where interest_id = ${id}`);
  }
  await tx.execute(sql`update bulk_board b set j = r.j from (select n,
    row_number() over (partition by iord order by n) - 1 as j from bulk_board) r where r.n = b.n`);
  const collaborations = ranked.flatMap(({ b }) => b.collaborators.map((c) => [b, c] as const));
  await insertRows(
    tx,
    sql`insert into board_collaborators (board_id, user_id, invited_by_id, status, permissions)`,
    collaborations,
    ([b, c]) =>
      sql`((select b.id from boards b join bulk_user o on o.id = b.owner_id
          where o.n = ${b.owner} and b.slug = ${b.slug} and b.deleted_at is null),
        (select id from bulk_user where n = ${c}), (select id from bulk_user where n = ${b.owner}),
        'accepted', ${json(['save', 'edit', 'invite'])})`,
  );
  const perInterest = new Map<number, number>();
  await insertRows(
    tx,
    sql`insert into bulk_content (iord, k, kind, title, description, alt_text, link, domain,
      image_signature, rich_metadata, shopping, tags)`,
    content,
    (c) => {
      const ord = iord.get(interestId.get(c.interest) ?? -1) ?? 0;
      const k = perInterest.get(ord) ?? 0;
      perInterest.set(ord, k + 1);
      return sql`(${ord}, ${k}, ${c.kind}, ${c.title}, ${c.description}, ${c.altText},
        ${c.link}, ${c.domain}, ${pictureFor(rng, c, basis.pictures)}, ${json(c.richMetadata)},
        ${json(c.shopping)}, ${pinTagText(c.richMetadata)})`;
    },
  );
  await tx.execute(sql`insert into bulk_interest (iord, boards, contents)
    select b.iord, count(*), (select count(*) from bulk_content c where c.iord = b.iord)
    from bulk_board b group by b.iord`);
  // boards of an interest without texts take another interest's (never happens with the demo)
  await tx.execute(sql`delete from bulk_interest where contents = 0`);
}

/** Original pins n in [from, to): a weighted board, a text of its interest, heavy-tailed counts. */
function originalsSql(from: number, to: number, boards: number, now: Date): SQL {
  const g = 'g';
  return sql`insert into pins (pinner_id, board_id, kind, title, description, alt_text, link,
      domain, image_signature, rich_metadata, shopping, tags, interest_id, save_count,
      favorite_count, reaction_counts, created_at, updated_at)
    select b.owner_id, b.id, c.kind, c.title, c.description, c.alt_text, c.link, c.domain,
      c.image_signature, c.rich_metadata, c.shopping, c.tags, b.interest_id, s.saves,
      case when s.u5 < 0.25 then 0 else round(s.saves * (0.03 + 0.25 * s.u6))::int end,
      case when s.saves < 20 or s.u7 < 0.2 then '{}'::jsonb else jsonb_build_object(
        'love', round(s.saves * 0.1 * (0.5 + s.u7))::int,
        'goodIdea', round(s.saves * 0.05 * (0.5 + s.u5))::int) end,
      s.at, s.at
    from (select g, h.u2, h.u5, h.u6, h.u7,
        least(${boards - 1}, floor(${boards} * power(h.u1, 1.6))::int) as n,
        case when power(h.u3, 1.6) < 0.05 then 0
          else round(exp(power(h.u3, 1.6) * ln(40000)) * (0.7 + 0.6 * h.u4))::int end as saves,
        ${now.toISOString()}::timestamptz - h.u8 * interval '365 days' as at
      from (select g, ${sql.raw(u(g, 1))} as u1, ${sql.raw(u(g, 2))} as u2,
          ${sql.raw(u(g, 3))} as u3, ${sql.raw(u(g, 4))} as u4, ${sql.raw(u(g, 5))} as u5,
          ${sql.raw(u(g, 6))} as u6, ${sql.raw(u(g, 7))} as u7, ${sql.raw(u(g, 8))} as u8
        from generate_series(${from}::int, ${to - 1}::int) g) h) s
    join bulk_board b on b.n = s.n
    join bulk_interest i on i.iord = b.iord
    join bulk_content c on c.iord = b.iord and c.k = least(i.contents - 1, floor(s.u2 * i.contents)::int)`;
}

/**
 * Saves r in [from, to) of bulk originals with ids in [first, first + span): onto another board
 * of the same interest, later than the original, sometimes with the note cleared. Sources on
 * secret boards and draws that land on the source's own board make no row (the caller tops up).
 */
function repinsSql(from: number, to: number, first: number, span: number, now: Date): SQL {
  const r = 'r';
  return sql`insert into pins (pinner_id, board_id, origin_pin_id, via_pinner_id, kind, title,
      description, alt_text, link, domain, image_signature, rich_metadata, shopping, tags,
      interest_id, save_count, created_at, updated_at)
    select t.owner_id, t.id, o.id, o.pinner_id, o.kind, o.title,
      case when s.u3 < 0.15 then '' else o.description end, o.alt_text, o.link, o.domain,
      o.image_signature, o.rich_metadata, o.shopping, o.tags, o.interest_id,
      floor(o.save_count * 0.3 * s.u4)::int,
      o.created_at + (${now.toISOString()}::timestamptz - o.created_at) * s.u5,
      o.created_at + (${now.toISOString()}::timestamptz - o.created_at) * s.u5
    from (select r, ${sql.raw(u(r, 11))} as u1, ${sql.raw(u(r, 12))} as u2,
        ${sql.raw(u(r, 13))} as u3, ${sql.raw(u(r, 14))} as u4, ${sql.raw(u(r, 15))} as u5
      from generate_series(${from}::int, ${to - 1}::int) r) s
    join pins o on o.id = ${first}::bigint + floor(s.u1 * ${span})::bigint
    join bulk_board ob on ob.id = o.board_id and ob.privacy <> 'secret'
    join bulk_interest i on i.iord = ob.iord
    join bulk_board t on t.iord = ob.iord
      and t.j = least(i.boards - 1, floor(s.u2 * i.boards)::int) and t.id <> o.board_id`;
}

/**
 * Issue 32: `pins` pins in all, for measuring at scale. The demo catalogue first (seedDemo: its
 * pictures are the pool every bulk pin draws from, a few hundred rows in `images`), then bulk
 * creators and boards from the demo's generators, then the rest of the pins in INSERT … SELECT
 * batches over generate_series, their texts drawn from a pool of the demo's pin texts per
 * interest, about 8 % of them saves of others; counts, follows and product offers follow, in
 * one transaction; then VACUUM ANALYZE.
 */
export async function seedBulk(ctx: Ctx, opts: BulkSeedOptions): Promise<SeedResult> {
  const started = Date.now();
  const say = opts.log ?? (() => {});
  const log = (m: string) => say(`${m} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  const demo = await seedDemo(ctx, { ...opts.demo, ...(opts.log ? { log: opts.log } : {}) });
  const bulk = opts.pins - demo.pins;
  if (bulk <= 0) return demo;
  const rng = prng((opts.seed ?? 42) + 32);
  const basis = await demoBasis(ctx.db);
  const userCount = opts.users ?? Math.max(20, Math.round(opts.pins / 400));
  const boardCount = opts.boards ?? Math.max(userCount, Math.round(opts.pins / 200));
  const people = buildBulkPeople(rng, userCount, boardCount, basis.taken);
  const perInterest = Math.min(
    4_000,
    Math.max(50, Math.ceil(bulk / 10 / Math.max(1, basis.interests.length))),
  );
  const content = buildBulkContent(rng, basis.interests, perInterest);
  const now = ctx.now();
  const repins = Math.round(bulk * REPIN_SHARE);
  const originals = bulk - repins;
  log(
    `seed: bulk ${people.users.length} people, ${people.boards.length} boards, ${content.length} pin texts; writing ${bulk} pins…`,
  );
  await ctx.db.transaction(async (tx) => {
    await writeBasis(tx, basis, people, content, rng, now);
    // An index built once over a million rows costs a fraction of a million inserts into it:
    // the pins' indexes (but the primary key, which the saves look up) are dropped for the
    // bulk and made again from their own definitions, in this transaction.
    const indexes = await rowsOf<{ name: string; def: string }>(
      tx,
      sql`select indexname as name, indexdef as def from pg_indexes
        where schemaname = current_schema() and tablename = 'pins' and indexname <> 'pins_pkey'`,
    );
    for (const i of indexes) await tx.execute(sql.raw(`drop index "${i.name}"`));
    const boards = await one(tx, sql`select count(*) as n from bulk_board`);
    const first = (await one(tx, sql`select coalesce(max(id), 0) as n from pins`)) + 1;
    for (let from = 0; from < originals; from += BATCH) {
      await tx.execute(originalsSql(from, Math.min(originals, from + BATCH), boards, now));
      log(`seed: ${Math.min(originals, from + BATCH)}/${originals} bulk originals`);
    }
    const span = (await one(tx, sql`select max(id) as n from pins`)) - first + 1;
    // draws that make no row are drawn again with the next numbers until the count is met
    let next = 0;
    for (let made = 0; made < repins; ) {
      const want = Math.min(BATCH, repins - made);
      const before = await one(tx, sql`select count(*) as n from pins where id >= ${first}`);
      await tx.execute(repinsSql(next, next + want, first, span, now));
      next += want;
      made += (await one(tx, sql`select count(*) as n from pins where id >= ${first}`)) - before;
      log(`seed: ${made}/${repins} bulk saves`);
    }
    log(`seed: ${indexes.length} indexes of pins…`);
    for (const i of indexes) await tx.execute(sql.raw(i.def));
    await tx.execute(sql`update boards b set pin_count = c.n, last_pinned_at = c.last
      from (select board_id, count(*)::int as n, max(created_at) as last from pins
        where id >= ${first} and deleted_at is null group by board_id) c
      where c.board_id = b.id`);
    // each bulk creator follows three to eight others
    await tx.execute(sql`insert into user_follows (follower_id, followee_id)
      select f.id, t.id from bulk_user f cross join generate_series(1, 8) k
      join bulk_user t on t.n = floor(${sql.raw(u('f.n * 8 + k', 21))} * ${people.users.length})::int
      where k <= 3 + floor(${sql.raw(u('f.n', 22))} * 6) and t.id <> f.id
      on conflict do nothing`);
    await tx.execute(sql`update users u set
      follower_count = (select count(*)::int from user_follows f where f.followee_id = u.id),
      following_count = (select count(*)::int from user_follows f where f.follower_id = u.id)`);
    log('seed: product offers…');
    await backfillProductOffers(tx);
  });
  bumpDataVersion();
  log('seed: vacuum analyze…');
  await ctx.db.execute(sql`vacuum analyze`);
  const users = await one(ctx.db, sql`select count(*) as n from users`);
  const boards = await one(ctx.db, sql`select count(*) as n from boards`);
  const pins = await one(ctx.db, sql`select count(*) as n from pins`);
  log(
    `seed: ${users} users, ${boards} boards, ${pins} pins in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return { users, boards, pins, images: demo.images };
}
