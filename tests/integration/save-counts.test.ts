import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PinModel } from '#domain/pins/models';
import { boards, pins } from '#server/db/schema/index';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { makeBoard, makeImage, makePin, makeUser } from '../support/factory.ts';
import { rr, signedUp } from './auth-support.ts';

describe.each(dbKinds())('the public save count (decision 006) on %s', (kind) => {
  let t: TestApp;
  let sig: string;
  let authorId: number;
  let publicBoardId: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const ctx = t.tessera.systemCtx();
    sig = (await makeImage(ctx, 3)).signature;
    const author = await makeUser(ctx, { username: 'save_author', firstName: 'Ada' });
    authorId = author.id;
    publicBoardId = (await makeBoard(ctx, author.id, { slug: 'gardens', name: 'Gardens' })).id;
  });
  afterAll(async () => t?.close());

  async function sourcePin(over: { boardId?: number } = {}) {
    return makePin(t.tessera.systemCtx(), authorId, over.boardId ?? publicBoardId, {
      imageSignature: sig,
      title: 'Moss wall',
      description: 'Green and quiet',
      link: 'https://example.com/moss',
      domain: 'example.com',
    });
  }

  async function ownBoard(userId: number, over: { privacy?: string; name?: string } = {}) {
    return makeBoard(t.tessera.systemCtx(), userId, over);
  }

  async function row(id: number) {
    const [r] = await t.tessera.database.db.select().from(pins).where(eq(pins.id, id));
    return r;
  }

  async function _boardRow(id: number) {
    const [r] = await t.tessera.database.db.select().from(boards).where(eq(boards.id, id));
    return r;
  }

  it('the public save count is of distinct savers: save-then-delete, repeats and one’s own pin add nothing', async () => {
    const { client, id } = await signedUp(t);
    const src = await sourcePin();
    const mine = await ownBoard(id);
    // 30 saves each deleted at once: the count ends where it began
    for (let i = 0; i < 30; i++) {
      const saved = rr(
        await client.post('RepinResource', 'create', { pin_id: src.id, board_id: mine.id }),
      ).data as PinModel;
      const del = await client.post('PinResource', 'delete', { id: saved.id });
      expect(del.statusCode, del.body).toBe(200);
    }
    const after = (await row(src.id))?.saveCount;
    console.info(`save-then-delete x30: public saveCount ${after}`);
    expect(after).toBe(0);
    // two saves by one person are one; a second person makes two; deleting one of two keeps it
    const a = rr(
      await client.post('RepinResource', 'create', { pin_id: src.id, board_id: mine.id }),
    ).data as PinModel;
    await client.post('RepinResource', 'create', { pin_id: src.id, board_id: mine.id });
    expect((await row(src.id))?.saveCount).toBe(1);
    const other = await signedUp(t);
    const theirs = await ownBoard(other.id);
    await other.client.post('RepinResource', 'create', { pin_id: src.id, board_id: theirs.id });
    expect((await row(src.id))?.saveCount).toBe(2);
    await client.post('PinResource', 'delete', { id: a.id });
    expect((await row(src.id))?.saveCount).toBe(2);
    // the author saving their own pin is no one else's save
    const author = await signedUp(t);
    const ownPin = await makePin(t.tessera.systemCtx(), author.id, (await ownBoard(author.id)).id, {
      imageSignature: sig,
    });
    const again = await ownBoard(author.id);
    await author.client.post('RepinResource', 'create', { pin_id: ownPin.id, board_id: again.id });
    expect((await row(ownPin.id))?.saveCount).toBe(0);
  });

  it('saves are limited per person: past the limit a readable 429', async () => {
    const { client, id } = await signedUp(t);
    const src = await sourcePin();
    const mine = await ownBoard(id);
    let last = 0;
    let n = 0;
    for (; n < 200; n++) {
      last = (await client.post('RepinResource', 'create', { pin_id: src.id, board_id: mine.id }))
        .statusCode;
      if (last !== 200) break;
    }
    expect(last).toBe(429);
    expect(n).toBe(100);
  }, 240_000);
});
