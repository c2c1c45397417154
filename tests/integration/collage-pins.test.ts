import { existsSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COLLAGE_PAPER,
  type CollageListItem,
  type CollageModel,
  paperChannels,
} from '#domain/boards/collages';
import { images } from '#server/db/schema/index';
import { ingestImage, originalKey } from '#server/images/pipeline';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { makeBoard, makePin, makeUser } from '../support/factory.ts';
import { type Client, errorOf, type Res, rr, signedUp } from './auth-support.ts';
import {
  canonical,
  getPage,
  metaContent,
  pinIdsOnPage,
  SERVER_BUILD,
  title,
} from './page-support.ts';

/**
 * Decision 021: publishing a collage makes a pin of its composed picture, so the collage has a
 * page (the pin's closeup), sits on its author's profile, and is saved, shared and sent as any
 * pin is. The page checks need the server build (`npx react-router build`).
 */
const SHUFFLES = '/v3/users/me/shuffles/';
const LIST = `${SHUFFLES}?is_draft=false&transform_to_pins=true&fields=pin.type,pin.id,pin.images,pin.description,pin.pinner`;
const RED = { r: 220, g: 30, b: 30 };
const BLUE = { r: 30, g: 40, b: 220 };

function call(t: TestApp, c: Client, method: string, url: string, body?: unknown): Promise<Res> {
  return t.tessera.app.inject({
    method: method as 'GET',
    url,
    headers: c.headers({
      origin: 'http://localhost',
      'x-csrf-token': c.csrf ?? '',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    }),
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

/** A one-colour picture, stored as an upload is. */
async function solid(t: TestApp, colour: typeof RED) {
  const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const stored = await ingestImage(t.tessera.blobs, png);
  await t.tessera.database.db.insert(images).values(stored).onConflictDoNothing();
  return stored.signature;
}

/** The colour of the stored original of `signature` at (x, y) in fractions of its size. */
async function colourAt(t: TestApp, signature: string, x: number, y: number) {
  const bytes = await t.tessera.blobs.get(originalKey(signature));
  if (!bytes) throw new Error('no original');
  const { data, info } = await sharp(bytes)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at = (Math.round(y * info.height) * info.width + Math.round(x * info.width)) * 3;
  return { r: data[at] ?? 0, g: data[at + 1] ?? 0, b: data[at + 2] ?? 0 };
}

describe.each(dbKinds())('a published collage is a pin (decision 021) on %s', (kind) => {
  let t: TestApp;
  let redPin: number;
  let bluePin: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const ctx = t.tessera.systemCtx();
    const owner = await makeUser(ctx);
    const board = await makeBoard(ctx, owner.id);
    redPin = (await makePin(ctx, owner.id, board.id, { imageSignature: await solid(t, RED) })).id;
    bluePin = (await makePin(ctx, owner.id, board.id, { imageSignature: await solid(t, BLUE) })).id;
  });
  afterAll(async () => t?.close());

  /** A collage of a red cut-out on the left and a blue one, turned, on the right; published. */
  async function published(c: Client, name: string) {
    const cut = { crop: { x: 0, y: 0, w: 1, h: 1 } };
    const made = await call(t, c, 'POST', SHUFFLES, {
      title: name,
      items: [
        { pin_id: String(redPin), ...cut, x: 0.25, y: 0.5 },
        { pin_id: String(bluePin), ...cut, x: 0.75, y: 0.5, rotation: 30, z: 1 },
      ],
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = (rr(made).data as CollageModel).id;
    const pub = await call(t, c, 'POST', `${SHUFFLES}${id}/publish/`, {});
    expect(pub.statusCode, pub.body).toBe(200);
    return rr(pub).data as CollageModel;
  }

  it('publishing composes every cut-out into the picture of a new pin, the list’s cover', async () => {
    const a = await signedUp(t);
    const collage = await published(a.client, 'Red and blue');
    expect(collage.pinId).toMatch(/^\d+$/);
    const [entry] = rr(await call(t, a.client, 'GET', LIST)).data as CollageListItem[];
    expect(entry).toMatchObject({
      id: collage.id,
      pinId: collage.pinId,
      description: 'Red and blue',
    });

    const pin = rr(await a.client.get('PinResource', { id: collage.pinId })).data as {
      title: string;
      images: Record<string, { url: string }>;
      pinner: { username: string };
    };
    expect(pin.title).toBe('Red and blue');
    expect(pin.pinner.username).toBe(a.username);
    const signature = /\/([0-9a-f]{16,})/.exec(pin.images.orig?.url ?? '')?.[1] ?? '';
    expect(entry?.images['236x']?.url).toContain(signature);
    // the first cut-out on the left, the second (not only the first) on the right
    const left = await colourAt(t, signature, 0.25, 0.5);
    expect(left.r).toBeGreaterThan(180);
    expect(left.b).toBeLessThan(80);
    const right = await colourAt(t, signature, 0.75, 0.5);
    expect(right.b).toBeGreaterThan(180);
    expect(right.r).toBeLessThan(80);
    const corner = await colourAt(t, signature, 0.02, 0.02);
    // decision 021: the paper the tool draws in both themes, whatever the maker's theme
    expect(corner).toEqual(paperChannels(COLLAGE_PAPER.color));

    // publishing again changes nothing
    const again = await call(t, a.client, 'POST', `${SHUFFLES}${collage.id}/publish/`, {});
    expect((rr(again).data as CollageModel).pinId).toBe(collage.pinId);
    // its picture was made from its cut-outs: they are fixed once published
    const edit = await call(t, a.client, 'PUT', `${SHUFFLES}${collage.id}/`, { title: 'x' });
    expect(edit.statusCode).toBe(400);
    expect(errorOf(edit).message).toBe('A published collage can’t be changed.');
  });

  it('someone else saves the collage to a board as a pin', async () => {
    const a = await signedUp(t);
    const collage = await published(a.client, 'Worth saving');
    const b = await signedUp(t);
    const board = await makeBoard(t.tessera.systemCtx(), b.id);
    const save = await b.client.post('RepinResource', 'create', {
      pin_id: collage.pinId,
      board_id: String(board.id),
    });
    expect(save.statusCode, save.body).toBe(200);
  });

  it('deleting the collage deletes its pin', async () => {
    const a = await signedUp(t);
    const collage = await published(a.client, 'Short-lived');
    const del = await call(t, a.client, 'DELETE', `${SHUFFLES}${collage.id}/`);
    expect(del.statusCode, del.body).toBe(200);
    const pin = await a.client.get('PinResource', { id: collage.pinId });
    expect(pin.statusCode).toBe(404);
  });

  it('a collage whose pin was deleted links nowhere until published again, with a new pin', async () => {
    const a = await signedUp(t);
    const collage = await published(a.client, 'Second life');
    const gone = await a.client.post('PinResource', 'delete', { id: collage.pinId });
    expect(gone.statusCode, gone.body).toBe(200);
    const listed = () =>
      call(t, a.client, 'GET', LIST).then((r) =>
        (rr(r).data as CollageListItem[]).find((c) => c.id === collage.id),
      );
    expect((await listed())?.pinId).toBeNull();
    const again = rr(await call(t, a.client, 'POST', `${SHUFFLES}${collage.id}/publish/`, {}))
      .data as CollageModel;
    expect(again.pinId).toMatch(/^\d+$/);
    expect(again.pinId).not.toBe(collage.pinId);
    expect((await listed())?.pinId).toBe(again.pinId);
  });

  describe.skipIf(!existsSync(SERVER_BUILD))('pages (need the server build)', () => {
    it('the collage’s page is its pin’s closeup: title, canonical, Open Graph; on the profile; 404 once deleted', async () => {
      const a = await signedUp(t);
      const collage = await published(a.client, 'Seaside collage');
      const url = `/pin/${collage.pinId}/`;
      const res = await getPage(t.tessera.app, url);
      expect(res.statusCode).toBe(200);
      expect(title(res.body)).toBe('Seaside collage | Tessera');
      expect(canonical(res.body)).toMatch(new RegExp(`/pin/seaside-collage--${collage.pinId}/$`));
      expect(metaContent(res.body, 'og:image')).toMatch(/\/img\//);

      const profile = await getPage(t.tessera.app, `/${a.username.toLowerCase()}/_created/`);
      expect(profile.statusCode).toBe(200);
      expect(pinIdsOnPage(profile.body)).toContain(collage.pinId);

      await call(t, a.client, 'DELETE', `${SHUFFLES}${collage.id}/`);
      expect((await getPage(t.tessera.app, url)).statusCode).toBe(404);
      const after = await getPage(t.tessera.app, `/${a.username.toLowerCase()}/_created/`);
      expect(pinIdsOnPage(after.body)).not.toContain(collage.pinId);
    });
  });
});
