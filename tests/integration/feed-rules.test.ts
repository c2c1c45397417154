import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PinModel } from '#domain/pins/models';
import type { Envelope } from '#server/api/envelope';
import { pins } from '#server/db/schema/index';
import { createTestApp, dbKinds, type TestApp } from '../support/app';
import { makeBoard, makeImage, makePin, makeUser } from '../support/factory';

// Feeds read pins first and apply visibility rules after (skeleton → hydrate → rules): runs of
// hidden pins must neither end a feed early nor repeat or lose a visible pin.
describe.each(dbKinds())('feed rules over hidden runs on %s', (kind) => {
  let t: TestApp;
  let app: FastifyInstance;
  const visible: string[] = [];

  async function page(pageSize: number, bookmark?: string) {
    const data = JSON.stringify({
      options: { page_size: pageSize, ...(bookmark ? { bookmark } : {}) },
    });
    const res = await app.inject({
      url: `/resource/HomefeedResource/get/?data=${encodeURIComponent(data)}`,
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as Envelope<PinModel[]>).resource_response;
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    app = t.tessera.app;
    const ctx = t.tessera.systemCtx();
    const sig = (await makeImage(ctx)).signature;
    const owner = await makeUser(ctx);
    const open = await makeBoard(ctx, owner.id, { privacy: 'public' });
    const secret = await makeBoard(ctx, owner.id, { privacy: 'secret' });
    // newest first: 40 hidden, then a pattern of 1 visible / 3 hidden, then 30 hidden, then 5 visible
    const plan: boolean[] = [
      ...Array(40).fill(false),
      ...Array.from({ length: 48 }, (_, i) => i % 4 === 0),
      ...Array(30).fill(false),
      ...Array(5).fill(true),
    ];
    const base = Date.UTC(2026, 0, 1);
    for (const [i, isVisible] of plan.entries()) {
      const p = await makePin(ctx, owner.id, isVisible ? open.id : secret.id, {
        imageSignature: sig,
      });
      const at = new Date(base - i * 60_000).toISOString();
      await ctx.db
        .update(pins)
        .set({ createdAt: sql`${at}::timestamptz` })
        .where(eq(pins.id, p.id));
      if (isVisible) visible.push(String(p.id));
    }
  }, 120_000);

  afterAll(() => t?.close());

  it.each([1, 2, 3, 7, 25])(
    'P-002 page size %i: every visible pin once, in order, and the feed ends',
    async (size) => {
      const seen: string[] = [];
      let bookmark: string | undefined;
      for (let i = 0; i < 200; i++) {
        const rr = await page(size, bookmark);
        expect(rr.data?.length ?? 0).toBeLessThanOrEqual(size);
        seen.push(...(rr.data ?? []).map((p) => p.id));
        if (!rr.bookmark) break;
        bookmark = rr.bookmark;
      }
      expect(seen).toEqual(visible);
    },
  );

  it('a full page is returned even when hidden pins come first', async () => {
    const rr = await page(5);
    expect(rr.data?.map((p) => p.id)).toEqual(visible.slice(0, 5));
  });
});
