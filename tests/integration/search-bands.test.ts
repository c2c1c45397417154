import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PinModel } from '#domain/pins/models';
import { BAND_GROUP, TOP_BAND } from '#server/db/schema/index';
import { seedBulk } from '#server/demo/bulk';
import { bandsFrom } from '#server/services/search/bands';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { captureSql, type SqlCapture } from '../support/sql-capture.ts';
import { Client, rowsOf, rr } from './auth-support.ts';

// Decision 040: a word the statistics expect in many pins has its 1,500 most saved matches
// (decision 025) read from the top popularity bands of the full-text index only. The results
// must be those of reading every match: the same pins in the same order, page after page.

/** Decision 025's pin search for a visitor, reading every match (before decision 040). */
function reference(tsq: string) {
  return sql`select c.id::text as id from (
      select p.id, p.search_doc, p.save_count, p.favorite_count, p.created_at from pins p
      where p.search_doc @@ to_tsquery('english', ${tsq}) and p.deleted_at is null
        and p.origin_pin_id is null and (p.board_id is null or p.board_id not in
          (select b.id from boards b where b.privacy = 'secret' or b.deleted_at is not null))
        and p.pinner_id not in (select u.id from users u where u.deleted_at is not null)
      order by p.save_count + p.favorite_count desc, p.id desc limit 1500) c,
      to_tsquery('english', ${tsq}) as q(q)
    order by (ts_rank_cd(c.search_doc, q.q)::float8
      * (1 + 0.1 * ln(1 + greatest(c.save_count + c.favorite_count, 0)))
      * (1 + 0.1 * least(1, greatest(0, (extract(epoch from c.created_at) - 1600000000) / 320000000))))
      desc, c.id desc
    limit 75`;
}

describe.each(dbKinds())('search through popularity bands on %s', (kind) => {
  let t: TestApp;
  let visitor: Client;
  let capture: SqlCapture;

  beforeAll(async () => {
    t = await createTestApp(kind);
    visitor = new Client(t);
    await seedBulk(t.tessera.systemCtx(), {
      pins: 40_000,
      demo: { users: 6, boards: 12, pins: 60 },
    });
    capture = captureSql(t.tessera.database);
  }, 600_000);
  afterAll(() => {
    capture?.restore();
    return t?.close();
  });

  async function pages(query: string): Promise<{ ids: string[]; banded: boolean }> {
    const ids: string[] = [];
    let bookmark: string | null = null;
    capture.texts.length = 0;
    capture.on = true;
    try {
      for (let i = 0; i < 3; i++) {
        const res = await visitor.get('BaseSearchResource', {
          query,
          scope: 'pins',
          ...(bookmark ? { bookmark } : {}),
        });
        expect(res.statusCode, res.body).toBe(200);
        const r = rr(res);
        ids.push(...(r.data as PinModel[]).map((p) => p.id));
        bookmark = r.bookmark ?? null;
        if (!bookmark) break;
      }
    } finally {
      capture.on = false;
    }
    return { ids, banded: capture.texts.some((q) => /''~[pg]\d/.test(q)) };
  }

  it('a word in a quarter of the pins: read from the bands, the same results as every match', async () => {
    const db = t.tessera.database.db;
    // the commonest word of the seeded texts, by the planner's own statistics
    const [top] = await rowsOf<{ word: string }>(
      await db.execute(sql`select e as word from pg_stats,
          unnest(most_common_elems::text::text[], most_common_elem_freqs) as x(e, f)
        where tablename = 'pins' and attname = 'search_doc' and e ~ '^[a-z]{3,}$'
        order by f desc limit 1`),
    );
    const word = top?.word ?? 'one';
    const got = await pages(word);
    expect(got.banded, word).toBe(true);
    const expected = (await rowsOf<{ id: string }>(await db.execute(reference(`'${word}':*`)))).map(
      (r) => r.id,
    );
    expect(expected).toHaveLength(75);
    expect(got.ids).toEqual(expected);
  });

  it('decision 093: words from common to rarer read the tight bands, else the safe ones, else every match, with the same results', async () => {
    const db = t.tessera.database.db;
    const words = await rowsOf<{ word: string }>(
      await db.execute(sql`select e as word from pg_stats,
          unnest(most_common_elems::text::text[], most_common_elem_freqs) as x(e, f)
        where tablename = 'pins' and attname = 'search_doc' and e ~ '^[a-z]{3,}$'
        order by f desc limit 8`),
    );
    expect(words).toHaveLength(8);
    let cascaded = 0;
    for (const { word } of words) {
      const got = await pages(word);
      if (capture.texts.some((q) => q.includes('tight as materialized'))) cascaded += 1;
      const expected = (
        await rowsOf<{ id: string }>(await db.execute(reference(`'${word}':*`)))
      ).map((r) => r.id);
      expect(got.ids, word).toEqual(expected);
    }
    expect(cascaded).toBeGreaterThan(0);
  });

  it('decision 087: band b and above is one group lexeme and at most three bands, for every b', async () => {
    const db = t.tessera.database.db;
    const spread = await rowsOf<{ n: string }>(
      await db.execute(
        sql`select count(distinct save_count + favorite_count)::text as n from pins`,
      ),
    );
    expect(Number(spread[0]?.n)).toBeGreaterThan(100);
    for (let b = 1; b <= TOP_BAND; b++) {
      const q = bandsFrom(b);
      const text = new PgDialect().sqlToQuery(q).sql;
      expect(text.match(/~[pg]\d+/g)?.length ?? 0, text).toBeLessThanOrEqual(BAND_GROUP);
      const [row] = await rowsOf<{ got: string; want: string }>(
        await db.execute(sql`select count(*) filter (where search_doc @@ ${q})::text as got,
            count(*) filter (where floor(ln((1 + greatest(save_count + favorite_count, 0))::float8)
              / ln(2::float8) * 2) >= ${b})::text as want
          from pins where deleted_at is null`),
      );
      expect(row?.got, `band ${b}: ${text}`).toBe(row?.want);
    }
  });

  it('decision 087: a query of stop words only finds nothing without reading a pin', async () => {
    const got = await pages('with them');
    expect(got.ids).toEqual([]);
    expect(capture.texts.filter((q) => q.includes('ts_rank_cd'))).toEqual([]);
  });

  it('a rarer pair reads every match, with the same results', async () => {
    const db = t.tessera.database.db;
    const [row] = await rowsOf<{ title: string }>(
      await db.execute(sql`select title from pins where title ~ '^[A-Za-z]+ [a-z]+ [a-z]+'
        order by id desc limit 1`),
    );
    const words = (row?.title ?? 'linen duvet').toLowerCase().split(' ').slice(0, 2);
    const got = await pages(words.join(' '));
    expect(got.banded).toBe(false);
    const tsq = `'${words[0]}' & '${words[1]}':*`;
    const expected = (await rowsOf<{ id: string }>(await db.execute(reference(tsq)))).map(
      (r) => r.id,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(got.ids).toEqual(expected);
  });
});
