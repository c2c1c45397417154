import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, RichMetadata, ShoppingData } from '#domain/pins/content';
import type { PinModel } from '#domain/pins/models';
import { interests, productOffers } from '#server/db/schema/index';
import { softDeletePin } from '#server/services/pins/write';
import { bumpDataVersion } from '#server/services/platform/data-version';
import { backfillProductOffers, syncProductOffer } from '#server/services/shopping/offers';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { makeBoard, makeImage, makePin, makeUser } from '../support/factory.ts';
import { Client, errorOf, rr, signedUp } from './auth-support.ts';
import { walk } from './feed-support.ts';

// Issue 16: product_offers kept in step with product pins, the shopping catalogue's filters,
// sorts and keyset paging through the resource API (spec 02 §2 M-058, M-059).

interface Spec {
  title: string;
  price?: string;
  minPrice?: string;
  maxPrice?: string;
  standardPrice?: string;
  brand?: string;
  freeShippingPrice?: string;
  oos?: boolean;
  sizes?: string[];
}

function content(s: Spec): { richMetadata: RichMetadata; shopping: ShoppingData } {
  const product: Product = {
    name: s.title,
    brand: { name: s.brand ?? 'Fern' },
    offerSummary: {
      currency: 'USD',
      ...(s.price ? { price: s.price } : {}),
      ...(s.minPrice ? { minPrice: s.minPrice } : {}),
      ...(s.maxPrice ? { maxPrice: s.maxPrice } : {}),
      ...(s.standardPrice ? { standardPrice: s.standardPrice } : {}),
    },
  };
  if (s.freeShippingPrice) product.shippingInfo = { freeShippingPrice: s.freeShippingPrice };
  if (s.sizes) product.variantSet = { dimensionMetadata: [{ name: 'Size', values: s.sizes }] };
  return {
    richMetadata: { typeName: 'product', displayName: s.title, products: [product] },
    shopping: { shoppingFlags: [5], ...(s.oos ? { isOosProduct: true } : {}) },
  };
}

const SPECS: Spec[] = [
  { title: 'Linen tote', price: '40.00', standardPrice: '55.00', brand: 'Fern' },
  { title: 'Oak stool', price: '120', freeShippingPrice: '75', brand: 'Oakwell' },
  { title: 'Wool rug', minPrice: '80', maxPrice: '240', brand: 'Fern', sizes: ['S', 'M', 'L'] },
  { title: 'Clay cup', price: '12.50', brand: 'Kiln', oos: true },
  { title: 'Cheap cup', price: '12.50', brand: 'Kiln', freeShippingPrice: '0' },
  { title: 'Mystery box', price: 'ask us', brand: 'Oakwell' },
  { title: 'Brass lamp', price: '89.99', standardPrice: '89.99', brand: 'fern' },
];

describe.each(dbKinds())('shopping pages on %s', (kind) => {
  let t: TestApp;
  let home = 0;
  let garden = 0;
  const ids = new Map<string, number>();
  let secretPin = 0;
  let repinId = 0;
  let me: Client;
  let visitor: Client;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const ctx = t.tessera.systemCtx();
    const made = await ctx.db
      .insert(interests)
      .values([
        { name: 'Home decor', urlName: 'home-decor' },
        { name: 'Gardening', urlName: 'gardening' },
      ])
      .returning({ id: interests.id });
    home = made[0]?.id ?? 0;
    garden = made[1]?.id ?? 0;
    bumpDataVersion();
    const sig = (await makeImage(ctx, 4, 300, 400)).signature;
    const seller = await makeUser(ctx);
    const board = await makeBoard(ctx, seller.id);
    const secret = await makeBoard(ctx, seller.id, { privacy: 'secret' });
    for (const [i, s] of SPECS.entries()) {
      const p = await makePin(ctx, seller.id, board.id, {
        imageSignature: sig,
        title: s.title,
        interestId: home,
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
        ...content(s),
      });
      ids.set(s.title, p.id);
    }
    secretPin = (
      await makePin(ctx, seller.id, secret.id, {
        imageSignature: sig,
        title: 'Secret sofa',
        interestId: home,
        ...content({ title: 'Secret sofa', price: '30', brand: 'Fern' }),
      })
    ).id;
    await makePin(ctx, seller.id, board.id, {
      imageSignature: sig,
      title: 'Seed packet',
      interestId: garden,
      ...content({ title: 'Seed packet', price: '3' }),
    });
    // a repin copies the product: it is no offer of its own
    repinId = (
      await makePin(ctx, seller.id, board.id, {
        imageSignature: sig,
        title: 'Linen tote',
        interestId: home,
        originPinId: ids.get('Linen tote'),
        ...content(SPECS[0] as Spec),
      })
    ).id;
    // not a product
    await makePin(ctx, seller.id, board.id, { imageSignature: sig, interestId: home });
    expect(await backfillProductOffers(ctx.db)).toBe(SPECS.length + 2);
    expect(await backfillProductOffers(ctx.db)).toBe(0);
    bumpDataVersion();
    me = (await signedUp(t)).client;
    visitor = new Client(t);
  });
  afterAll(() => t?.close());

  async function category(c: Client, options: Record<string, unknown>) {
    const res = await c.get('ShoppingCategoryResource', { category_id: home, ...options });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const r = rr(res);
    const data = r.data as { count: number; brands: string[]; pins: PinModel[] };
    return { ...data, titles: data.pins.map((p) => p.title), bookmark: r.bookmark };
  }

  it('derives one offer row per original product pin, from its rich metadata', async () => {
    const ctx = t.tessera.systemCtx();
    const rows = await ctx.db.select().from(productOffers);
    const by = new Map(rows.map((r) => [r.pinId, r]));
    expect(by.has(repinId)).toBe(false);
    expect(by.get(ids.get('Wool rug') ?? 0)).toMatchObject({
      price: 80,
      hasVariants: true,
      brand: 'Fern',
      inStock: true,
    });
    expect(by.get(ids.get('Oak stool') ?? 0)).toMatchObject({ price: 120, freeShipping: true });
    expect(by.get(ids.get('Clay cup') ?? 0)).toMatchObject({ price: 12.5, inStock: false });
    expect(by.get(ids.get('Mystery box') ?? 0)).toMatchObject({ price: null });
    expect(by.get(ids.get('Linen tote') ?? 0)).toMatchObject({ price: 40, standardPrice: 55 });
  });

  it('M-059 filters by price, stock, free shipping and brand, with the count to match', async () => {
    const all = await category(visitor, {});
    expect(all.count).toBe(SPECS.length);
    expect(all.titles).toHaveLength(SPECS.length);
    expect(all.titles).not.toContain('Secret sofa');
    expect(all.brands).toEqual(['Fern', 'Kiln', 'Oakwell']);
    const cheap = await category(visitor, { min_price: '10', max_price: '50' });
    expect(cheap.titles.sort()).toEqual(['Cheap cup', 'Clay cup', 'Linen tote']);
    expect(cheap.count).toBe(3);
    const inStock = await category(visitor, { max_price: 50, in_stock: '1' });
    expect(inStock.titles.sort()).toEqual(['Cheap cup', 'Linen tote']);
    const free = await category(visitor, { free_shipping: true });
    expect(free.titles.sort()).toEqual(['Cheap cup', 'Oak stool']);
    const fern = await category(visitor, { brand: 'FERN' });
    expect(fern.titles.sort()).toEqual(['Brass lamp', 'Linen tote', 'Wool rug']);
    const none = await category(visitor, { min_price: '5000' });
    expect(none).toMatchObject({ count: 0, titles: [] });
  });

  it('M-059 sorts by price both ways (no price last) and newest first', async () => {
    const asc = await category(visitor, { sort: 'price_asc' });
    expect(asc.titles).toEqual([
      'Clay cup',
      'Cheap cup',
      'Linen tote',
      'Wool rug',
      'Brass lamp',
      'Oak stool',
      'Mystery box',
    ]);
    const desc = await category(visitor, { sort: 'price_desc' });
    expect(desc.titles).toEqual([
      'Oak stool',
      'Brass lamp',
      'Wool rug',
      'Linen tote',
      'Cheap cup',
      'Clay cup',
      'Mystery box',
    ]);
    const newest = await category(visitor, {});
    expect(newest.titles).toEqual([...SPECS].reverse().map((s) => s.title));
  });

  it('pages with a keyset in every sort, without duplicates or gaps', async () => {
    for (const sort of ['newest', 'price_asc', 'price_desc']) {
      const { ids: seen, pages } = await walk(
        t.tessera.app,
        'ShoppingCategoryFeedResource',
        { category_id: home, sort },
        2,
      );
      expect(new Set(seen).size, sort).toBe(SPECS.length);
      expect(seen).toHaveLength(SPECS.length);
      expect(pages.slice(0, 3)).toEqual([2, 2, 2]);
      const first = await category(visitor, { sort, page_size: SPECS.length });
      expect(seen).toEqual(first.pins.map((p) => p.id));
    }
  });

  it('a secret board’s product never shows, and a hidden one leaves only the hider’s list', async () => {
    const root = rr(await visitor.get('ShoppingResource', {})).data as {
      categories: { id: string; productCount: number; products: PinModel[] }[];
      spotlight: PinModel[];
    };
    const all = [...root.spotlight, ...root.categories.flatMap((c) => c.products)];
    expect(all.map((p) => p.id)).not.toContain(String(secretPin));
    expect(root.categories.map((c) => [c.id, c.productCount])).toEqual([
      [String(home), SPECS.length],
      [String(garden), 1],
    ]);
    // the only product on sale in stock: Linen tote (Brass lamp's standard price is its price)
    expect(root.spotlight.map((p) => p.title)).toEqual(['Linen tote']);
    const target = ids.get('Oak stool') ?? 0;
    const hide = await me.post('PinFeedbackResource', 'create', { pin_id: target });
    expect(hide.statusCode).toBe(200);
    const mine = await category(me, {});
    expect(mine.count).toBe(SPECS.length - 1);
    expect(mine.pins.map((p) => p.id)).not.toContain(String(target));
    expect((await category(visitor, {})).count).toBe(SPECS.length);
  });

  it('a deleted product pin leaves the catalogue and its offer row', async () => {
    const ctx = t.tessera.systemCtx();
    const seller = await makeUser(ctx);
    const board = await makeBoard(ctx, seller.id);
    const p = await makePin(ctx, seller.id, board.id, {
      interestId: garden,
      ...content({ title: 'Trowel', price: '9' }),
    });
    await ctx.db.transaction((tx) => syncProductOffer(tx, p.id));
    bumpDataVersion();
    const before = rr(await visitor.get('ShoppingCategoryResource', { category_id: garden }))
      .data as { count: number };
    expect(before.count).toBe(2);
    await ctx.db.transaction((tx) => softDeletePin(ctx, tx, p, seller.id));
    bumpDataVersion();
    expect(await ctx.db.select().from(productOffers).where(eq(productOffers.pinId, p.id))).toEqual(
      [],
    );
    const after = rr(await visitor.get('ShoppingCategoryResource', { category_id: garden }))
      .data as { count: number };
    expect(after.count).toBe(1);
  });

  it('P-062 P-077 a shop-the-look pin’s tag row leads to its shopping category, brands filtered', async () => {
    const ctx = t.tessera.systemCtx();
    const stylist = await makeUser(ctx);
    const board = await makeBoard(ctx, stylist.id);
    const look = await makePin(ctx, stylist.id, board.id, {
      title: 'Living room look',
      interestId: home,
      richMetadata: { products: [{ name: 'Linen tote', brand: { name: 'Fern' } }] },
      shopping: { shoppingFlags: [2] },
    });
    const pin = rr(await visitor.get('PinResource', { id: look.id })).data as PinModel;
    expect(pin.pinJoin?.annotationsWithLinksArray).toEqual([
      { name: 'Shop the look', url: `/shopping/home-decor/${home}/` },
      { name: 'Home decor', url: '/ideas/home-decor/' },
      { name: 'Fern', url: `/shopping/home-decor/${home}/?brand=Fern` },
    ]);
    // not a product pin itself: no offer of its own
    await ctx.db.transaction((tx) => syncProductOffer(tx, look.id));
    expect(
      await ctx.db.select().from(productOffers).where(eq(productOffers.pinId, look.id)),
    ).toEqual([]);
    const fern = await category(visitor, { brand: 'Fern' });
    expect(fern.count).toBeGreaterThan(0);
  });

  it('bad filters and unknown categories are readable 4xx answers', async () => {
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ min_price: 'cheap' }, 400, /lowest price must be a price/],
      [{ min_price: '90', max_price: '10' }, 400, /above the highest/],
      [{ sort: 'random' }, 400, /Sort by one of/],
      [{ in_stock: 'maybe' }, 400, /in_stock/],
      [{ bookmark: 'not-a-bookmark' }, 400, /bookmark/],
      [{ sort: 'price_asc', bookmark: 'p.1e9.3' }, 400, /bookmark/],
      [{ category_id: 999999 }, 404, /no shopping category/],
      [{ category_id: 'abc' }, 400, /category_id/],
    ];
    for (const [options, status, message] of cases) {
      const res = await visitor.get('ShoppingCategoryFeedResource', {
        category_id: home,
        ...options,
      });
      expect([JSON.stringify(options), res.statusCode]).toEqual([JSON.stringify(options), status]);
      expect(errorOf(res).message).toMatch(message);
    }
  });
});
