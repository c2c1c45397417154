import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collageItems, collages, images, pins } from '#server/db/schema/index';
import { ingestImage, originalKey } from '#server/images/pipeline';
import { backfillCollagePins } from '#server/services/collages/backfill';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { makeBoard, makePin, makeUser } from '../support/factory.ts';

/**
 * Decision 021: collages published before they had pins (migration 0019) get theirs at start,
 * as publishing makes it, once, however many processes start together.
 */
describe.each(dbKinds())('the collage pin backfill on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function greenPin(ownerId: number, g = 200) {
    const ctx = t.tessera.systemCtx();
    const png = await sharp({
      create: { width: 200, height: 200, channels: 3, background: { r: 20, g, b: 40 } },
    })
      .png()
      .toBuffer();
    const stored = await ingestImage(t.tessera.blobs, png);
    await t.tessera.database.db.insert(images).values(stored).onConflictDoNothing();
    const board = await makeBoard(ctx, ownerId);
    const id = (await makePin(ctx, ownerId, board.id, { imageSignature: stored.signature })).id;
    return { id, signature: stored.signature };
  }

  /** A collage as one published before pins: is_draft false, published_at, no pin. */
  async function oldCollage(ownerId: number, title: string, pinIds: number[]) {
    const db = t.tessera.database.db;
    const at = new Date('2026-01-01T00:00:00Z');
    const [row] = await db
      .insert(collages)
      .values({ userId: ownerId, title, isDraft: false, publishedAt: at, createdAt: at })
      .returning({ id: collages.id });
    if (!row) throw new Error('no collage');
    if (pinIds.length) {
      await db.insert(collageItems).values(
        pinIds.map((pinId, i) => ({
          collageId: row.id,
          pinId,
          cropX: 0,
          cropY: 0,
          cropW: 1,
          cropH: 1,
          x: 0.5,
          y: 0.5,
          scale: 1,
          rotation: 0,
          z: i,
        })),
      );
    }
    return row.id;
  }

  const rowOf = async (id: number) =>
    (
      await t.tessera.database.db
        .select({ pinId: collages.pinId, isDraft: collages.isDraft })
        .from(collages)
        .where(eq(collages.id, id))
    )[0];

  it('makes each old published collage its pin once, even with two starts at once', async () => {
    const owner = await makeUser(t.tessera.systemCtx());
    const { id: green } = await greenPin(owner.id);
    const a = await oldCollage(owner.id, 'Green days', [green]);
    const b = await oldCollage(owner.id, 'Greener', [green, green]);
    // a published collage whose cut-outs are all gone has nothing to compose: it stays as is
    const empty = await oldCollage(owner.id, 'Nothing left', []);

    const [first, second] = await Promise.all([
      backfillCollagePins(t.tessera.systemCtx()),
      backfillCollagePins(t.tessera.systemCtx()),
    ]);
    expect((first?.made ?? 0) + (second?.made ?? 0)).toBe(2);
    expect([first?.failed, second?.failed]).toEqual([0, 0]);
    expect(await backfillCollagePins(t.tessera.systemCtx())).toEqual({ made: 0, failed: 0 });

    const [ra, rb] = [await rowOf(a), await rowOf(b)];
    expect(ra?.pinId).toEqual(expect.any(Number));
    expect(rb?.pinId).toEqual(expect.any(Number));
    expect((await rowOf(empty))?.pinId).toBeNull();
    const made = await t.tessera.database.db
      .select({
        id: pins.id,
        title: pins.title,
        pinnerId: pins.pinnerId,
        boardId: pins.boardId,
        altText: pins.altText,
        signature: pins.imageSignature,
      })
      .from(pins)
      .where(inArray(pins.id, [ra?.pinId ?? 0, rb?.pinId ?? 0]))
      .orderBy(pins.id);
    expect(made.map((p) => [p.title, p.pinnerId, p.boardId, p.altText])).toEqual([
      ['Green days', owner.id, null, 'A collage of 1 cut-out'],
      ['Greener', owner.id, null, 'A collage of 2 cut-outs'],
    ]);
    // exactly one pin each: the losing start made none
    const owned = await t.tessera.database.db
      .select({ id: pins.id })
      .from(pins)
      .where(eq(pins.pinnerId, owner.id));
    expect(owned).toHaveLength(3);
    // its picture is the composed collage: the green cut-out in the middle of the paper
    const bytes = await t.tessera.blobs.get(originalKey(made[0]?.signature ?? ''));
    const { data, info } = await sharp(bytes ?? Buffer.alloc(0))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const mid = (Math.round(info.height / 2) * info.width + Math.round(info.width / 2)) * 3;
    expect(data[mid + 1]).toBeGreaterThan(150);
    expect(data[mid]).toBeLessThan(80);
  });

  it('a draft, or a collage that has its pin, is left alone', async () => {
    const owner = await makeUser(t.tessera.systemCtx());
    const { id: green } = await greenPin(owner.id);
    const pinned = await oldCollage(owner.id, 'Has one', [green]);
    await t.tessera.database.db
      .update(collages)
      .set({ pinId: green })
      .where(eq(collages.id, pinned));
    const [draft] = await t.tessera.database.db
      .insert(collages)
      .values({ userId: owner.id, title: 'Draft' })
      .returning({ id: collages.id });
    expect(await backfillCollagePins(t.tessera.systemCtx())).toEqual({ made: 0, failed: 0 });
    expect((await rowOf(pinned))?.pinId).toBe(green);
    expect(await rowOf(draft?.id ?? 0)).toEqual({ pinId: null, isDraft: true });
  });

  it('a collage whose picture will not compose is skipped and tried again next start; the rest go on', async () => {
    const owner = await makeUser(t.tessera.systemCtx());
    const broken = await greenPin(owner.id, 190);
    const { id: fine } = await greenPin(owner.id, 180);
    // its original's bytes are no picture
    await t.tessera.blobs.put(originalKey(broken.signature), Buffer.from('not a png'), 'image/png');
    const bad = await oldCollage(owner.id, 'Broken', [broken.id]);
    const good = await oldCollage(owner.id, 'Fine', [fine]);
    expect(await backfillCollagePins(t.tessera.systemCtx())).toEqual({ made: 1, failed: 1 });
    expect((await rowOf(bad))?.pinId).toBeNull();
    expect((await rowOf(good))?.pinId).toEqual(expect.any(Number));
    expect(await backfillCollagePins(t.tessera.systemCtx())).toEqual({ made: 0, failed: 1 });
  });
});
