import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RichMetadata } from '#domain/pins/content';
import type { PinModel } from '#domain/pins/models';
import { interests, type pins } from '#server/db/schema/index';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { makeBoard, makeImage, makePin, makeUser } from '../support/factory.ts';
import { Client, rr } from './auth-support.ts';

// spec 01 §2 CloseupRelatedProducts (P-064): other product pins of the same interest, built on
// the related-pins feed, so secret pins never reach someone who may not see them.

function product(name: string, brand: string): RichMetadata {
  return {
    typeName: 'product',
    displayName: name,
    products: [{ name, brand: { name: brand }, offerSummary: { currency: 'USD', price: '20' } }],
  };
}

for (const kind of dbKinds()) {
  describe(`RelatedProductsFeedResource (${kind})`, () => {
    let t: TestApp;
    let visitor: Client;
    let owner: Client;
    const id: Record<string, string> = {};
    let decorId = 0;

    beforeAll(async () => {
      t = await createTestApp(kind);
      const ctx = t.tessera.systemCtx();
      const sig = (await makeImage(ctx, 3, 300, 400)).signature;
      const [decor, travel] = await ctx.db
        .insert(interests)
        .values([
          { name: 'Home decor', urlName: 'home-decor' },
          { name: 'Travel', urlName: 'travel' },
        ])
        .returning();
      if (!decor || !travel) throw new Error('interests not created');
      decorId = decor.id;
      visitor = new Client(t);
      owner = new Client(t);
      const signed = await owner.signup();
      expect(signed.res.statusCode).toBe(200);
      const other = await makeUser(ctx);
      const board = await makeBoard(ctx, signed.id);
      const secret = await makeBoard(ctx, signed.id, { privacy: 'secret' });
      const otherBoard = await makeBoard(ctx, other.id);
      const pin = async (
        key: string,
        boardId: number,
        over: Partial<typeof pins.$inferInsert>,
        pinnerId = signed.id,
      ) => {
        const row = await makePin(ctx, pinnerId, boardId, {
          imageSignature: sig,
          interestId: decor.id,
          kind: 'product',
          richMetadata: product(`Lamp ${key}`, 'Oak & Ash'),
          ...over,
        });
        id[key] = String(row.id);
        return row;
      };
      await pin('subject', board.id, {});
      const lamp = await pin('lamp', otherBoard.id, {}, other.id);
      await pin('vase', board.id, { shopping: { shoppingFlags: [5] }, richMetadata: null });
      await pin('photo', board.id, { kind: 'image', richMetadata: null });
      // another interest on a board of its own: neither the topic nor a shared board relates it
      const elsewhereBoard = await makeBoard(ctx, other.id);
      await pin('elsewhere', elsewhereBoard.id, { interestId: travel.id }, other.id);
      await pin('hidden', secret.id, {});
      await pin('gone', board.id, { deletedAt: new Date() });
      await pin('repin', board.id, { originPinId: lamp.id });
      await pin('secretSubject', secret.id, {});
    });

    afterAll(async () => {
      await t?.close();
    });

    async function ids(client: Client, options: Record<string, unknown>) {
      const res = await client.get('RelatedProductsFeedResource', options);
      expect(res.statusCode, res.body).toBe(200);
      const r = rr(res);
      return { ids: (r.data as PinModel[]).map((p) => p.id), bookmark: r.bookmark ?? null };
    }

    it('P-064 a visitor gets the visible product pins of the interest, never the pin itself', async () => {
      const page = await ids(visitor, { pin_id: id.subject });
      expect(new Set(page.ids)).toEqual(new Set([id.lamp, id.vase]));
      expect(page.ids).not.toContain(id.subject);
      expect(page.ids).not.toContain(id.hidden);
      expect(page.bookmark).toBeNull();
    });

    it('P-064 the secret board owner sees their own secret product pin; nobody else does', async () => {
      const mine = await ids(owner, { pin_id: id.subject });
      expect(new Set(mine.ids)).toEqual(new Set([id.lamp, id.vase, id.hidden, id.secretSubject]));
      const res = await visitor.get('RelatedProductsFeedResource', { pin_id: id.secretSubject });
      expect(res.statusCode).toBe(404);
    });

    it('P-064 pages one product at a time without repeats', async () => {
      const seen: string[] = [];
      let bookmark: string | null = null;
      for (let i = 0; i < 5; i++) {
        const page = await ids(visitor, {
          pin_id: id.subject,
          page_size: 1,
          ...(bookmark ? { bookmark } : {}),
        });
        seen.push(...page.ids);
        bookmark = page.bookmark;
        if (!bookmark) break;
      }
      expect(seen.sort()).toEqual([id.lamp, id.vase].sort());
    });

    it.each<[string, Record<string, unknown>]>([
      ['a non-numeric pin id', { pin_id: 'abc' }],
      ['no pin id', {}],
      ['page size 0', { pin_id: '1', page_size: 0 }],
      ['a forged bookmark', { pin_id: '1', bookmark: 'not-a-bookmark' }],
    ])('bad input (%s) is a 400 with a readable message', async (_, options) => {
      if (options.pin_id === '1') options.pin_id = id.subject;
      const res = await visitor.get('RelatedProductsFeedResource', options);
      expect(res.statusCode).toBe(400);
      expect(rr(res).error?.message).toMatch(/\w/);
    });

    it('P-061 P-062 the pin carries its tag row: interest, then brand', async () => {
      const res = await visitor.get('PinResource', { id: id.subject });
      const pin = rr(res).data as PinModel;
      expect(pin.pinJoin?.annotationsWithLinksArray).toEqual([
        { name: 'Home decor', url: '/ideas/home-decor/' },
        // issue 16: a brand leads to the interest's shopping page filtered by it
        { name: 'Oak & Ash', url: `/shopping/home-decor/${decorId}/?brand=Oak+%26+Ash` },
      ]);
    });
  });
}
