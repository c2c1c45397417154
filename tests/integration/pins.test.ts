import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImageSet, PinModel } from '#domain/pins/models';
import type { Envelope } from '#server/api/envelope';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { makeBoard, makeImage, makePin, makeUser } from '../support/factory.ts';

const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const BOTS = [
  ['Googlebot', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
  ['Bingbot', 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)'],
  [
    'the Facebook link preview',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  ],
  ['Twitterbot', 'Twitterbot/1.0'],
] as const;

async function call<T>(app: FastifyInstance, name: string, options: unknown, userAgent = BROWSER) {
  const res = await app.inject({
    method: 'GET',
    url: `/resource/${name}/get/?data=${encodeURIComponent(JSON.stringify({ options }))}`,
    headers: { 'user-agent': userAgent },
  });
  const rr = (res.json() as Envelope<T>).resource_response;
  return { status: res.statusCode, data: rr.data as T, error: rr.error };
}

describe.each(dbKinds())('PinResource on %s', (kind) => {
  let t: TestApp;
  let app: FastifyInstance;
  let sig: string;
  let dominant: string;
  let pinId: string;
  let deletedId: string;
  let storyId: string;
  let carouselId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    app = t.tessera.app;
    const ctx = t.tessera.systemCtx();
    // wider than 736 px, so orig differs from every derived width
    const img = await makeImage(ctx, 11, 1000, 1500);
    sig = img.signature;
    dominant = img.dominantColor;
    const owner = await makeUser(ctx, {
      username: 'Pins_Owner',
      firstName: 'Lena',
      lastName: 'Baker',
    });
    const board = await makeBoard(ctx, owner.id, { slug: 'kitchen', name: 'Kitchen' });
    const pin = await makePin(ctx, owner.id, board.id, {
      imageSignature: sig,
      title: 'Lemon tart, the easy way',
      description: 'Crisp pastry and a sharp lemon curd.',
      link: 'https://example.com/lemon-tart',
      domain: 'example.com',
      altText: 'A lemon tart on a blue plate',
    });
    pinId = String(pin.id);
    deletedId = String(
      (await makePin(ctx, owner.id, board.id, { imageSignature: sig, deletedAt: new Date() })).id,
    );
    storyId = String(
      (
        await makePin(ctx, owner.id, board.id, {
          imageSignature: sig,
          kind: 'story',
          title: 'Three steps to a tart',
          story: {
            pages: [
              {
                blocks: [
                  { type: 'image', imageSignature: sig },
                  { type: 'text', text: 'Bake' },
                ],
              },
              { blocks: [{ type: 'image', imageSignature: sig }] },
            ],
            metadata: { pinTitle: 'Three steps to a tart' },
          },
        })
      ).id,
    );
    carouselId = String(
      (
        await makePin(ctx, owner.id, board.id, {
          imageSignature: sig,
          kind: 'carousel',
          carousel: [
            { slotId: 'a', imageSignature: sig, title: 'One' },
            { slotId: 'b', imageSignature: sig, title: 'Two' },
          ],
        })
      ).id,
    );
  });
  afterAll(() => t.close());

  it('P-068 returns the pin identity and text fields', async () => {
    const { status, data: pin } = await call<PinModel>(app, 'PinResource', { id: pinId });
    expect(status).toBe(200);
    expect(pin.id).toBe(pinId);
    expect(typeof pin.id).toBe('string');
    expect(pin.title).toBe('Lemon tart, the easy way');
    expect(pin.gridTitle).toBe('Lemon tart, the easy way');
    expect(pin.description).toBe('Crisp pastry and a sharp lemon curd.');
    expect(pin.altText).toBe('A lemon tart on a blue plate');
    expect(pin.seoUrl).toBe('lemon-tart-the-easy-way');
    expect(pin.link).toBe('https://example.com/lemon-tart');
    expect(pin.domain).toBe('example.com');
    expect(pin.kind).toBe('image');
    expect(new Date(pin.createdAt).toISOString()).toBe(pin.createdAt);
  });

  it('P-070 images: every size with url, width, height and dominantColor', async () => {
    const { data: pin } = await call<PinModel>(app, 'PinResource', { id: pinId });
    expect(pin.imageSignature).toBe(sig);
    expect(pin.imageSignature).toMatch(/^[0-9a-f]{32}$/);
    expect(pin.dominantColor).toMatch(/^#[0-9a-f]{6}$/i);
    expect(pin.dominantColor).toBe(dominant);
    const expected: Record<string, [number, number]> = {
      '136x136': [136, 136],
      '170x': [170, 255],
      '236x': [236, 354],
      '474x': [474, 711],
      '564x': [564, 846],
      '736x': [736, 1104],
      orig: [1000, 1500],
    };
    expect(Object.keys(pin.images).sort()).toEqual(Object.keys(expected).sort());
    for (const [size, [width, height]] of Object.entries(expected)) {
      const spec = pin.images[size as keyof ImageSet];
      expect(spec, size).toEqual({
        url: `/img/${size}/${sig}.jpg`,
        width,
        height,
        dominantColor: dominant,
      });
    }
  });

  it('P-085 pinner fields', async () => {
    const { data: pin } = await call<PinModel>(app, 'PinResource', { id: pinId });
    expect(pin.pinner).toMatchObject({
      username: 'Pins_Owner',
      fullName: 'Lena Baker',
      firstName: 'Lena',
      isDefaultImage: true,
      isVerifiedMerchant: false,
      verifiedIdentity: { verified: false },
      explicitlyFollowedByMe: false,
    });
    expect(pin.pinner.id).toMatch(/^\d+$/);
  });

  it('P-086 board fields, with the board url /{username}/{slug}/ (username lowercased: one form per board)', async () => {
    const { data: pin } = await call<PinModel>(app, 'PinResource', { id: pinId });
    expect(pin.board).toMatchObject({
      name: 'Kitchen',
      slug: 'kitchen',
      url: '/pins_owner/kitchen/',
      privacy: 'public',
      layout: 'default',
      isCollaborative: false,
      collaboratedByMe: false,
      collaboratorCount: 0,
    });
    expect(pin.board?.owner.username).toBe('Pins_Owner');
    expect(pin.board?.id).toMatch(/^\d+$/);
  });

  it('P-078 state fields for a visitor', async () => {
    const { data: pin } = await call<PinModel>(app, 'PinResource', { id: pinId });
    expect(pin.isRepin).toBe(false);
    expect(pin.favoritedByMe).toBe(false);
    expect(pin.favoriteUserCount).toBe(0);
    expect(pin.originPinner).toBeNull();
    expect(pin.viaPinner).toBeNull();
  });

  it('the slug and id forms are not ids: only digits are accepted by the API', async () => {
    const res = await call(app, 'PinResource', { id: `lemon-tart--${pinId}` });
    expect(res.status).toBe(400);
  });

  it("P-057 an unknown id is a 404 'Unavailable'", async () => {
    const res = await call(app, 'PinResource', { id: '987654321' });
    expect(res.status).toBe(404);
    expect(res.data).toBeNull();
    expect(res.error).toEqual({ code: 'not_found', message: 'Unavailable', http_status: 404 });
  });

  it("P-057 a deleted pin is a 404 'Removed by the creator'", async () => {
    const res = await call(app, 'PinResource', { id: deletedId });
    expect(res.status).toBe(404);
    expect(res.error).toEqual({
      code: 'not_found',
      message: 'Removed by the creator',
      http_status: 404,
    });
  });

  it('M-307 a browser gets the original size', async () => {
    const { data: pin } = await call<PinModel>(app, 'PinResource', { id: pinId }, BROWSER);
    expect(pin.images.orig?.url).toBe(`/img/orig/${sig}.jpg`);
  });

  it.each(BOTS)('M-307 %s gets every size except orig', async (_name, ua) => {
    const { status, data: pin } = await call<PinModel>(app, 'PinResource', { id: pinId }, ua);
    expect(status).toBe(200);
    expect(pin.images.orig).toBeUndefined();
    expect(pin.images['736x']?.url).toBe(`/img/736x/${sig}.jpg`);
    expect(JSON.stringify(pin)).not.toContain('/img/orig/');
  });

  it('M-307 a bot reading the home feed sees no orig image on any pin', async () => {
    const { data } = await call<PinModel[]>(app, 'HomefeedResource', {}, BOTS[0][1]);
    expect(data.length).toBeGreaterThan(0);
    for (const pin of data) expect(pin.images.orig, pin.id).toBeUndefined();
  });

  it('P-073 carousel slots carry their images (236x, 474x, 736x)', async () => {
    const { data: pin } = await call<PinModel>(app, 'PinResource', { id: carouselId });
    expect(pin.carouselData?.carouselSlots.map((s) => s.slotId)).toEqual(['a', 'b']);
    for (const slot of pin.carouselData?.carouselSlots ?? []) {
      expect(Object.keys(slot.images).sort()).toEqual(['236x', '474x', '736x']);
    }
  });

  it('P-072 story pages carry their blocks', async () => {
    const { data: pin } = await call<PinModel>(app, 'PinResource', { id: storyId });
    expect(pin.kind).toBe('story');
    expect(pin.storyPinData?.pages).toHaveLength(2);
    expect(pin.storyPinData?.staticPageCount).toBe(2);
    expect(pin.storyPinData?.metadata?.pinTitle).toBe('Three steps to a tart');
    const first = pin.storyPinData?.pages[0]?.blocks[0];
    expect(first?.type).toBe('image');
  });

  // spec 02 §6: bots never get original-size images, in story pages neither.
  it('M-307 a bot gets no orig image inside story pages either', async () => {
    const { data: pin } = await call<PinModel>(app, 'PinResource', { id: storyId }, BOTS[0][1]);
    expect(pin.images.orig).toBeUndefined();
    expect(JSON.stringify(pin.storyPinData)).not.toContain('/img/orig/');
  });
});
