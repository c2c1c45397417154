import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PinModel } from '#domain/pins/models';
import { seedBulk } from '#server/demo/bulk';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { Client, rowsOf, rr } from './auth-support.ts';

// Decision 040: related pins and related products are read as a union of their sources (same
// interest, saved together on public boards, alike), each from its own index. Issue 16's rule is
// one set, newest first (decision 026): walked to the end, each feed must list exactly what the
// one condition with ORs it replaced lists, in the same order, for a visitor.

/** The rule as one condition (pin-feeds.ts before decision 040), with the feed rules in SQL. */
function reference(
  pin: { id: number; root: number; interest: number; sig: string },
  products: boolean,
) {
  return sql`select p.id::text as id from pins p
    where p.deleted_at is null and p.id <> ${pin.id} and p.id <> ${pin.root}
      and p.origin_pin_id is null ${products ? sql`and p.is_product` : sql``}
      and (p.interest_id = ${pin.interest}
        or p.id in (select coalesce(q.origin_pin_id, q.id) from pins q
          join boards qb on qb.id = q.board_id
          where q.deleted_at is null and qb.deleted_at is null and qb.privacy = 'public'
            and q.board_id in (select s.board_id from pins s
              where (s.id = ${pin.root} or s.origin_pin_id = ${pin.root})
                and s.deleted_at is null and s.board_id is not null))
        or (p.image_signature <> ${pin.sig} and exists (select 1 from images ci
          where ci.signature = p.image_signature and ci.phash is not null
            and (select phash from images where signature = ${pin.sig}) is not null
            and (bit_count(('x' || ci.phash)::bit(64)
                  # ('x' || (select phash from images where signature = ${pin.sig}))::bit(64)) <= 12
              or (ci.color_family = (select color_family from images where signature = ${pin.sig})
                and bit_count(('x' || ci.phash)::bit(64)
                  # ('x' || (select phash from images where signature = ${pin.sig}))::bit(64)) <= 20)))))
      and exists (select 1 from users vu where vu.id = p.pinner_id and vu.deleted_at is null)
      and (p.board_id is null or exists (select 1 from boards vb
        join users vo on vo.id = vb.owner_id and vo.deleted_at is null
        where vb.id = p.board_id and vb.deleted_at is null and vb.privacy <> 'secret'))
    order by p.created_at desc, p.id desc`;
}

/** Pins a visitor may open (originals and saves alike), spread by a hash. */
const SUBJECTS = sql`select p.id, coalesce(p.origin_pin_id, p.id) as root,
    p.interest_id as interest, p.image_signature as sig
  from pins p join boards b on b.id = p.board_id
  where b.privacy = 'public' and p.interest_id is not null`;

describe.each(dbKinds())('related feeds as unions on %s', (kind) => {
  let t: TestApp;
  let visitor: Client;
  let subjects: { id: number; root: number; interest: number; sig: string }[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind);
    visitor = new Client(t);
    await seedBulk(t.tessera.systemCtx(), {
      pins: 3_000,
      demo: { users: 6, boards: 12, pins: 60 },
    });
    subjects = (
      await rowsOf<{ id: string; root: string; interest: string; sig: string }>(
        await t.tessera.database.db.execute(sql`(${SUBJECTS} and p.origin_pin_id is null
            order by hashint8(p.id) limit 5)
          union all (${SUBJECTS} and p.origin_pin_id is not null order by hashint8(p.id) limit 3)`),
      )
    ).map((r) => ({
      id: Number(r.id),
      root: Number(r.root),
      interest: Number(r.interest),
      sig: r.sig,
    }));
  });
  afterAll(() => t?.close());

  async function walk(name: string, pin: number): Promise<string[]> {
    const ids: string[] = [];
    let bookmark: string | null = null;
    for (let i = 0; i < 100; i++) {
      const res = await visitor.get(name, {
        pin_id: String(pin),
        page_size: name === 'RelatedPinFeedResource' ? 100 : 50,
        ...(bookmark ? { bookmark } : {}),
      });
      expect(res.statusCode, res.body).toBe(200);
      const r = rr(res);
      ids.push(...(r.data as PinModel[]).map((p) => p.id));
      bookmark = r.bookmark ?? null;
      if (!bookmark) return ids;
    }
    throw new Error('the feed did not end');
  }

  it('related pins: the same pins in the same order as the one condition', async () => {
    expect(subjects.length).toBe(8);
    for (const pin of subjects) {
      const expected = (
        await rowsOf<{ id: string }>(await t.tessera.database.db.execute(reference(pin, false)))
      ).map((r) => r.id);
      expect(expected.length).toBeGreaterThan(0);
      expect(await walk('RelatedPinFeedResource', pin.id), `pin ${pin.id}`).toEqual(expected);
    }
  });

  it('related products: the same pins in the same order as the one condition', async () => {
    let some = 0;
    for (const pin of subjects) {
      const expected = (
        await rowsOf<{ id: string }>(await t.tessera.database.db.execute(reference(pin, true)))
      ).map((r) => r.id);
      some += expected.length;
      expect(await walk('RelatedProductsFeedResource', pin.id), `pin ${pin.id}`).toEqual(expected);
    }
    expect(some).toBeGreaterThan(0);
  });
});
