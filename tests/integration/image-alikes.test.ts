import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PinModel } from '#domain/pins/models';
import { images, interests } from '#server/db/schema/index';
import { ALIKES_KEPT, findAlikes, VISUAL_MAX_DISTANCE } from '#server/services/feeds/alikes';
import { bumpDataVersion } from '#server/services/platform/data-version';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { makeBoard, makePin, makeUser } from '../support/factory.ts';
import { captureSql, type SqlCapture } from '../support/sql-capture.ts';
import { Client, rowsOf, rr } from './auth-support.ts';

// Decision 091: a picture's look-alikes (dHash distance ≤ 20) are found once, by the image-alikes
// job, and kept both ways, its 100 nearest; related pins and visual search read them by the
// picture's signature instead of comparing it with every stored picture on each request.

/** A 64-bit dHash as 16 hex digits with the lowest `bits` bits set: that far from all zeros. */
function hashWith(bits: number, shift = 0): string {
  const value = bits === 64 ? (1n << 64n) - 1n : ((1n << BigInt(bits)) - 1n) << BigInt(shift);
  return value.toString(16).padStart(16, '0');
}

describe.each(dbKinds())('look-alike pictures on %s', (kind) => {
  let t: TestApp;
  let sqlSeen: SqlCapture;
  let made = 0;

  /** An image row with this hash (no bytes: the pairs only read rows). */
  async function picture(phash: string | null): Promise<string> {
    made += 1;
    const signature = createHash('md5').update(`${kind}:${made}`).digest('hex');
    await t.tessera.database.db.insert(images).values({
      signature,
      width: 300,
      height: 400,
      dominantColor: '#808080',
      format: 'image/jpeg',
      bytes: 1,
      phash,
    });
    return signature;
  }

  async function pairsOf(signature: string) {
    const res = await t.tessera.database.db.execute(
      sql`select alike, distance from image_alikes where signature = ${signature}
        order by distance, alike`,
    );
    return rowsOf<{ alike: string; distance: number }>(res).map((r) => ({
      alike: r.alike,
      distance: Number(r.distance),
    }));
  }

  async function waiting(signature: string): Promise<boolean> {
    const res = await t.tessera.database.db.execute(
      sql`select alikes_at is null as waiting from images where signature = ${signature}`,
    );
    return rowsOf<{ waiting: boolean }>(res)[0]?.waiting === true;
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    sqlSeen = captureSql(t.tessera.database);
  });
  afterAll(async () => {
    sqlSeen?.restore();
    await t?.close();
  });

  it('pairs a picture with its look-alikes within 20 bits, both ways, and marks it done', async () => {
    const subject = await picture(hashWith(0));
    const near = await picture(hashWith(3));
    const edge = await picture(hashWith(VISUAL_MAX_DISTANCE));
    const far = await picture(hashWith(VISUAL_MAX_DISTANCE + 1, 40));
    const unhashed = await picture(null);
    expect(await findAlikes(t.tessera.systemCtx())).toBe(4);
    expect(await pairsOf(subject)).toEqual(
      [
        { alike: near, distance: 3 },
        { alike: edge, distance: VISUAL_MAX_DISTANCE },
      ].sort((a, b) => a.distance - b.distance),
    );
    // each of them gained the subject
    expect((await pairsOf(near)).map((p) => p.alike)).toContain(subject);
    expect((await pairsOf(edge)).map((p) => p.alike)).toContain(subject);
    expect((await pairsOf(far)).map((p) => p.alike)).not.toContain(subject);
    for (const s of [subject, near, edge, far]) expect(await waiting(s)).toBe(false);
    // a picture without a hash is not compared (it waits for one), nor paired
    expect(await waiting(unhashed)).toBe(true);
    expect(await pairsOf(unhashed)).toEqual([]);
    // run again: nothing waits
    expect(await findAlikes(t.tessera.systemCtx())).toBe(0);
  });

  it(`keeps a picture's ${ALIKES_KEPT} nearest look-alikes`, async () => {
    const subject = await picture('00ff00ff00ff00ff');
    // 110 pictures 1–11 bits from it: ten at each distance (the low bits flipped in turn)
    const base = BigInt('0x00ff00ff00ff00ff');
    for (let bits = 1; bits <= 11; bits++) {
      for (let k = 0; k < 10; k++) {
        const mask = ((1n << BigInt(bits)) - 1n) << BigInt(k * 4);
        await picture((base ^ mask).toString(16).padStart(16, '0'));
      }
    }
    await findAlikes(t.tessera.systemCtx(), Number.POSITIVE_INFINITY);
    const pairs = await pairsOf(subject);
    // its own comparison kept the nearest 100; others that found it later added themselves
    const own = pairs.filter((p) => p.distance <= 10);
    expect(own).toHaveLength(ALIKES_KEPT);
    expect(Math.max(...own.map((p) => p.distance))).toBe(10);
  });

  it('related pins show a later look-alike once the job has found it, kept pages included', async () => {
    const ctx = t.tessera.systemCtx();
    const owner = await makeUser(ctx);
    const board = await makeBoard(ctx, owner.id);
    // a pin with an interest has sources (one without lists every original)
    const [topic] = await ctx.db
      .insert(interests)
      .values({ name: 'Alike', urlName: `alike-${kind}` })
      .returning();
    const first = await picture('0123456789abcdef');
    await findAlikes(ctx);
    const subject = await makePin(ctx, owner.id, board.id, {
      imageSignature: first,
      interestId: topic?.id ?? null,
    });
    const visitor = new Client(t);
    const related = async () => {
      const res = await visitor.get('RelatedPinFeedResource', { pin_id: String(subject.id) });
      expect(res.statusCode, res.body).toBe(200);
      return (rr(res).data as PinModel[]).map((p) => Number(p.id));
    };
    // another picture, 2 bits off, stored later with its pin: not yet compared
    const later = await picture('0123456789abcdec');
    // on a board of someone else's (a board shared with the subject would relate it anyway)
    const other = await makeUser(ctx);
    const elsewhere = await makeBoard(ctx, other.id);
    const alike = await makePin(ctx, other.id, elsewhere.id, { imageSignature: later });
    bumpDataVersion();
    expect(await waiting(later)).toBe(true);
    expect(await related()).not.toContain(alike.id);
    // the job runs; nothing else changes: the kept related pins are read again
    sqlSeen.texts.length = 0;
    sqlSeen.on = true;
    await findAlikes(ctx);
    expect(await related()).toContain(alike.id);
    sqlSeen.on = false;
    // read by the picture's signature: only the job compared hashes, the request did not
    const compared = sqlSeen.texts.filter((q) => q.includes('bit_count'));
    expect(compared).toHaveLength(1);
    expect(compared[0]).toContain('insert into "image_alikes"');
    expect(sqlSeen.texts.some((q) => q.includes('from image_alikes a'))).toBe(true);
  });

  it('a picture deleted takes its pairs with it', async () => {
    const a = await picture('1111111111111111');
    const b = await picture('1111111111111113');
    await findAlikes(t.tessera.systemCtx());
    expect((await pairsOf(a)).map((p) => p.alike)).toContain(b);
    await t.tessera.database.db.execute(sql`delete from images where signature = ${b}`);
    expect((await pairsOf(a)).map((p) => p.alike)).not.toContain(b);
    expect(await pairsOf(b)).toEqual([]);
  });
});
