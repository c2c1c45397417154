import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PinModel } from '#domain/pins/models';
import { images, interests } from '#server/db/schema/index';
import { findAlikes } from '#server/services/feeds/alikes';
import { bumpDataVersion } from '#server/services/platform/data-version';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { makeBoard, makeImage, makePin, makeUser } from '../support/factory.ts';
import { captureSql, type SqlCapture } from '../support/sql-capture.ts';
import { Client, rr, signedUp } from './auth-support.ts';
import { BROWSER, SERVER_BUILD } from './page-support.ts';

// Issue 16: related pins come from board co-occurrence (public boards only), shared interests
// and visual similarity (images.phash dHash distance, decision 091's look-alikes), one set;
// visual search pages the same rules; related products in ONE query; secret boards never leak
// into any of them.

const product = { typeName: 'product', products: [] } as never;

describe.each(dbKinds())('related and visual sources on %s', (kind) => {
  let t: TestApp;
  let visitor: Client;
  let stranger: Client;
  let sql: SqlCapture;
  const id: Record<string, number> = {};

  async function imageWithHash(seed: number, phash: string) {
    const ctx = t.tessera.systemCtx();
    const img = await makeImage(ctx, seed, 300, 300 + seed);
    await ctx.db.update(images).set({ phash }).where(eq(images.signature, img.signature));
    bumpDataVersion();
    return img.signature;
  }

  async function related(c: Client, pin: number, name = 'RelatedPinFeedResource') {
    const res = await c.get(name, { pin_id: String(pin), page_size: 50 });
    expect(res.statusCode, res.body).toBe(200);
    return (rr(res).data as PinModel[]).map((p) => Number(p.id));
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    sql = captureSql(t.tessera.database);
    const ctx = t.tessera.systemCtx();
    visitor = new Client(t);
    stranger = (await signedUp(t)).client;
    const [a, b, c, d] = await ctx.db
      .insert(interests)
      .values(['Aa', 'Bb', 'Cc', 'Dd'].map((n) => ({ name: n, urlName: `${n}-${kind}` })))
      .returning();
    if (!a || !b || !c || !d) throw new Error('interests');
    const ann = await makeUser(ctx);
    const ben = await makeUser(ctx);
    const pub = await makeBoard(ctx, ann.id, { name: 'Shared board' });
    const lone = await makeBoard(ctx, ann.id);
    const other = await makeBoard(ctx, ben.id);
    const secret = await makeBoard(ctx, ben.id, { privacy: 'secret' });
    const near = await imageWithHash(1, '00000000000000ff');
    const subjectSig = await imageWithHash(2, '0000000000000000');
    const far = await imageWithHash(3, 'ffffffffffffffff');
    const nearSecret = await imageWithHash(4, '000000000000000f');
    const farSig = (n: number) =>
      imageWithHash(10 + n, n % 2 ? 'f0f0f0f0f0f0f0f0' : '0f0f0f0f0f0f0f0f');
    id.subject = (
      await makePin(ctx, ann.id, lone.id, { interestId: a.id, imageSignature: subjectSig })
    ).id;
    // saved on the same public board as a save of the subject: related by co-occurrence
    id.coSaved = (
      await makePin(ctx, ben.id, other.id, { interestId: b.id, imageSignature: await farSig(1) })
    ).id;
    await makePin(ctx, ann.id, pub.id, { originPinId: id.subject, imageSignature: subjectSig });
    await makePin(ctx, ann.id, pub.id, {
      originPinId: id.coSaved,
      imageSignature: await farSig(2),
    });
    // only a SECRET board holds it with the subject: never related through that board
    id.secretCo = (
      await makePin(ctx, ben.id, other.id, { interestId: c.id, imageSignature: await farSig(3) })
    ).id;
    await makePin(ctx, ben.id, secret.id, { originPinId: id.subject, imageSignature: subjectSig });
    await makePin(ctx, ben.id, secret.id, {
      originPinId: id.secretCo,
      imageSignature: await farSig(4),
    });
    // looks like the subject (distance 8), another interest, another board
    id.lookAlike = (
      await makePin(ctx, ben.id, other.id, { interestId: d.id, imageSignature: near })
    ).id;
    id.lookAlikeProduct = (
      await makePin(ctx, ben.id, other.id, {
        interestId: d.id,
        imageSignature: near,
        richMetadata: product,
      })
    ).id;
    // looks like it too, but sits on a secret board
    id.secretLookAlike = (
      await makePin(ctx, ben.id, secret.id, { interestId: d.id, imageSignature: nearSecret })
    ).id;
    id.unrelated = (
      await makePin(ctx, ben.id, other.id, { interestId: d.id, imageSignature: far })
    ).id;
    id.sameTopic = (
      await makePin(ctx, ben.id, other.id, { interestId: a.id, imageSignature: await farSig(5) })
    ).id;
    id.secretPin = id.secretLookAlike;
    // product pins of the subject's topic, many hidden on a secret board before the visible ones
    id.visibleProduct = (
      await makePin(ctx, ben.id, other.id, {
        interestId: a.id,
        imageSignature: await farSig(6),
        richMetadata: product,
      })
    ).id;
    for (let i = 0; i < 30; i++) {
      await makePin(ctx, ben.id, secret.id, {
        interestId: a.id,
        imageSignature: await farSig(7),
        richMetadata: product,
      });
    }
    // decision 091: the image-alikes job finds the pictures' look-alikes, as after an upload
    await findAlikes(ctx, Number.POSITIVE_INFINITY);
  });
  afterAll(() => {
    sql?.restore();
    return t?.close();
  });

  it('related pins: same interest, co-saved on a public board, and look-alikes, each once', async () => {
    const ids = await related(visitor, id.subject as number);
    for (const k of ['sameTopic', 'coSaved', 'lookAlike', 'lookAlikeProduct', 'visibleProduct']) {
      expect(ids, k).toContain(id[k]);
    }
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain(id.subject);
    expect(ids).not.toContain(id.unrelated);
  });

  it('a secret board never makes a pin related, and secret pins never show, for others', async () => {
    for (const c of [visitor, stranger]) {
      const ids = await related(c, id.subject as number);
      expect(ids).not.toContain(id.secretCo);
      expect(ids).not.toContain(id.secretLookAlike);
    }
  });

  it('the related query of every pin is one text, whichever boards it shares (decision 080)', async () => {
    const union = async (pin: number) => {
      bumpDataVersion();
      sql.texts.length = 0;
      sql.on = true;
      await related(visitor, pin);
      sql.on = false;
      // the texts drizzle sends (PGlite then runs them as `execute tessera_N(…)`, decision 081)
      return sql.texts.filter((q) => q.includes('unnest('));
    };
    // the subject shares two boards, the co-saved pin two others: their boards are parameters,
    // so a connection prepares the text once (decision 079) instead of planning it per pin
    await union(id.subject as number);
    const coSaved = await union(id.coSaved as number);
    const subject = await union(id.subject as number);
    expect(subject).toHaveLength(1);
    expect(coSaved).toEqual(subject);
  });

  it('related products: the product pins among them, found in ONE query', async () => {
    bumpDataVersion();
    sql.texts.length = 0;
    sql.on = true;
    const res = await stranger.get('RelatedProductsFeedResource', {
      pin_id: String(id.subject),
      page_size: 5,
    });
    sql.on = false;
    expect(res.statusCode, res.body).toBe(200);
    const ids = (rr(res).data as PinModel[]).map((p) => Number(p.id));
    expect(ids.sort()).toEqual([id.lookAlikeProduct, id.visibleProduct].sort());
    // the reads of pins with the product condition (the stored is_product, decision 040): one,
    // though 30 secret products come first
    const scans = sql.texts.filter((q) => q.includes('"pins"."is_product"'));
    expect(scans, scans.join('\n')).toHaveLength(1);
  });

  it('M-037 visual search lists look-alikes nearest first; M-038 only products', async () => {
    const { visualSearch } = await import('#server/services/feeds/visual-search');
    const ctx = t.tessera.systemCtx();
    const all = await visualSearch(ctx, id.subject as number);
    const ids = all.similar.map((p) => Number(p.id));
    expect(ids.slice(0, 2).sort()).toEqual([id.lookAlike, id.lookAlikeProduct].sort());
    expect(ids).not.toContain(id.secretLookAlike);
    expect(ids).not.toContain(id.unrelated);
    const products = await visualSearch(ctx, id.subject as number, { products: true });
    expect(products.similar.map((p) => Number(p.id))).toEqual([id.lookAlikeProduct]);
  });

  it.skipIf(!existsSync(SERVER_BUILD))(
    'M-037 M-038 the pages: 200 with the grid, 404 for secret and unknown pins',
    async () => {
      const page = (url: string) =>
        t.tessera.app.inject({
          method: 'GET',
          url,
          headers: { 'user-agent': BROWSER, accept: 'text/html' },
        });
      const ok = await page(`/pin/${id.subject}/visual-search/`);
      expect(ok.statusCode).toBe(200);
      expect(ok.body).toContain('More like this');
      expect(ok.body).toContain(`data-pin-id="${id.lookAlike}"`);
      expect(ok.body).not.toContain(`data-pin-id="${id.secretLookAlike}"`);
      const products = await page(`/pin/${id.subject}/visual-search/products/`);
      expect(products.statusCode).toBe(200);
      expect(products.body).toContain(`data-pin-id="${id.lookAlikeProduct}"`);
      expect(products.body).not.toContain(`data-pin-id="${id.lookAlike}"`);
      for (const url of [
        `/pin/${id.secretPin}/visual-search/`,
        `/pin/${id.secretPin}/visual-search/products/`,
        '/pin/987654321/visual-search/',
      ]) {
        expect((await page(url)).statusCode, url).toBe(404);
      }
    },
  );

  it('visual search of a secret pin is a 404 for others', async () => {
    const { visualSearch } = await import('#server/services/feeds/visual-search');
    await expect(visualSearch(t.tessera.systemCtx(), id.secretPin as number)).rejects.toMatchObject(
      {
        httpStatus: 404,
      },
    );
  });
});
