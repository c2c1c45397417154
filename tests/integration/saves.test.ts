import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousViewer } from '#domain/accounts/viewer';
import type { PinModel } from '#domain/pins/models';
import {
  boardCollaborators,
  boardEvents,
  boardFollows,
  boardSections,
  boards,
  pins,
} from '#server/db/schema/index';
import { userSaveSettings } from '#server/services/pins/saves';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { makeBoard, makeImage, makePin, makeSection, makeUser } from '../support/factory.ts';
import { Client, errorOf, rr, signedUp } from './auth-support.ts';

describe.each(dbKinds())('saving (RepinResource) on %s', (kind) => {
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

  async function boardRow(id: number) {
    const [r] = await t.tessera.database.db.select().from(boards).where(eq(boards.id, id));
    return r;
  }

  it('P-094 save_behavior is a setting: UserSaveBehaviorResource update, read back by viewer and UserResource', async () => {
    const { client, id } = await signedUp(t);
    expect((await client.viewer()).save_behavior).toBe(1);
    const res = await client.post('UserSaveBehaviorResource', 'update', { save_behavior: 0 });
    expect(res.statusCode, res.body).toBe(200);
    expect((await client.viewer()).save_behavior).toBe(0);
    const fetched = await client.get('UserResource', {
      user_id: id,
      field_set_key: 'save_behavior',
    });
    expect(rr(fetched).data).toMatchObject({ save_behavior: 0 });
    const bad = await client.post('UserSaveBehaviorResource', 'update', { save_behavior: 2 });
    expect(bad.statusCode).toBe(400);
    const visitor = new Client(t);
    const denied = await visitor.post('UserSaveBehaviorResource', 'update', { save_behavior: 0 });
    expect(denied.statusCode).toBe(401);
  });

  it('an archived board takes no new saves (400, nothing written); unarchived it does', async () => {
    const { client, id } = await signedUp(t);
    const src = await sourcePin();
    const mine = await ownBoard(id, { name: 'Old ideas' });
    await t.tessera.database.db
      .update(boards)
      .set({ archivedAt: new Date() })
      .where(eq(boards.id, mine.id));
    const res = await client.post('RepinResource', 'create', {
      pin_id: String(src.id),
      board_id: mine.id,
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toMatch(/archived/);
    expect((await boardRow(mine.id))?.pinCount).toBe(0);
    const live = await t.tessera.database.db.select().from(pins).where(eq(pins.boardId, mine.id));
    expect(live).toHaveLength(0);
    await t.tessera.database.db
      .update(boards)
      .set({ archivedAt: null })
      .where(eq(boards.id, mine.id));
    const again = await client.post('RepinResource', 'create', {
      pin_id: String(src.id),
      board_id: mine.id,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect((await boardRow(mine.id))?.pinCount).toBe(1);
  });

  it('P-275 P-325 a signed-in user saves a pin to their board: new row, counts, event', async () => {
    const { client, id, username } = await signedUp(t);
    const src = await sourcePin();
    const mine = await ownBoard(id, { name: 'Ideas' });
    const res = await client.post('RepinResource', 'create', {
      pin_id: String(src.id),
      board_id: mine.id,
      original_pin_id: src.id,
      client_tracking_params: 'x',
      view_parameter: 3,
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = rr(res).data as PinModel;
    expect(saved.id).not.toBe(String(src.id));
    expect(saved.originPinId).toBe(String(src.id));
    expect(saved.viaPinner?.id).toBe(String(authorId));
    expect(saved.pinner.id).toBe(String(id));
    expect(saved.title).toBe('Moss wall');
    expect(saved.link).toBe('https://example.com/moss');
    expect(saved.board?.id).toBe(String(mine.id));
    expect(saved.access).toEqual(['write']);
    expect(saved.savedInfo).toEqual({
      localPinId: saved.id,
      title: 'Ideas',
      type: 'board',
      url: `/${username.toLowerCase()}/${mine.slug}/`,
    });
    expect((await row(src.id))?.saveCount).toBe(1);
    const b = await boardRow(mine.id);
    expect(b?.pinCount).toBe(1);
    expect(b?.lastPinnedAt).not.toBeNull();
    const events = await t.tessera.database.db
      .select()
      .from(boardEvents)
      .where(eq(boardEvents.boardId, mine.id));
    expect(events.map((e) => e.type)).toEqual(['pin_save']);
  });

  it('P-136 P-039 saving into a section counts the section and links to the section url', async () => {
    const { client, id, username } = await signedUp(t);
    const src = await sourcePin();
    const mine = await ownBoard(id, { name: 'Kitchen' });
    const section = await makeSection(t.tessera.systemCtx(), mine.id, 'Spoons');
    const res = await client.post('RepinResource', 'create', {
      pin_id: src.id,
      board_id: mine.id,
      section_id: section.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = rr(res).data as PinModel;
    expect(saved.savedInfo).toEqual({
      localPinId: saved.id,
      title: 'Spoons',
      type: 'section',
      url: `/${username.toLowerCase()}/${mine.slug}/spoons/`,
    });
    const [s] = await t.tessera.database.db
      .select()
      .from(boardSections)
      .where(eq(boardSections.id, section.id));
    expect(s?.pinCount).toBe(1);
  });

  it('P-079 P-038 no board_id saves to the profile: boardless, /me/', async () => {
    const { client } = await signedUp(t);
    const src = await sourcePin();
    const res = await client.post('RepinResource', 'create', { pin_id: src.id });
    expect(res.statusCode, res.body).toBe(200);
    const saved = rr(res).data as PinModel;
    expect(saved.board).toBeNull();
    expect(saved.savedInfo).toEqual({
      localPinId: saved.id,
      title: '',
      type: 'boardless',
      url: '/me/',
    });
  });

  it('P-078 savedInfo shows on later reads of the root and of other saves of it (newest save wins)', async () => {
    const { client, id, username } = await signedUp(t);
    const other = await signedUp(t);
    const src = await sourcePin();
    // someone else's save of the same root
    const theirs = rr(await other.client.post('RepinResource', 'create', { pin_id: src.id }))
      .data as PinModel;
    const first = await ownBoard(id, { name: 'First' });
    const second = await ownBoard(id, { name: 'Second' });
    await client.post('RepinResource', 'create', { pin_id: src.id, board_id: first.id });
    // saving a save still points at the root
    const again = rr(
      await client.post('RepinResource', 'create', { pin_id: theirs.id, board_id: second.id }),
    ).data as PinModel;
    expect(again.originPinId).toBe(String(src.id));
    expect(again.viaPinner?.id).toBe(String(other.id));
    // three saves by two people: the public count is of people (decision 006)
    expect((await row(src.id))?.saveCount).toBe(2);
    for (const pinId of [src.id, theirs.id]) {
      const got = rr(await client.get('PinResource', { id: pinId })).data as PinModel;
      expect(got.savedInfo).toEqual({
        localPinId: again.id,
        title: 'Second',
        type: 'board',
        url: `/${username.toLowerCase()}/${second.slug}/`,
      });
    }
    // a visitor and the other user see their own state only
    const visitor = new Client(t);
    expect(
      (rr(await visitor.get('PinResource', { id: src.id })).data as PinModel).savedInfo,
    ).toBeNull();
    const seen = rr(await other.client.get('PinResource', { id: src.id })).data as PinModel;
    expect(seen.savedInfo?.type).toBe('boardless');
  });

  it('P-040 a save onto a protected board has no overlay url', async () => {
    const { client, id } = await signedUp(t);
    const src = await sourcePin();
    const hidden = await ownBoard(id, { name: 'Hidden', privacy: 'protected' });
    const saved = rr(
      await client.post('RepinResource', 'create', { pin_id: src.id, board_id: hidden.id }),
    ).data as PinModel;
    expect(saved.savedInfo).toMatchObject({ type: 'board', title: 'Hidden', url: null });
  });

  it('20 concurrent saves to one board lose nothing', async () => {
    const { client, id } = await signedUp(t);
    const src = await sourcePin();
    const mine = await ownBoard(id);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        client.post('RepinResource', 'create', { pin_id: src.id, board_id: mine.id }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect((await boardRow(mine.id))?.pinCount).toBe(20);
    // one person saving it twenty times is one saver (the public count is of people)
    expect((await row(src.id))?.saveCount).toBe(1);
    const rows = await t.tessera.database.db.select().from(pins).where(eq(pins.boardId, mine.id));
    expect(rows).toHaveLength(20);
  });

  it('M-317 a visitor gets 401 "Log in to save this Pin"', async () => {
    const src = await sourcePin();
    const res = await new Client(t).post('RepinResource', 'create', { pin_id: src.id });
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).message).toBe('Log in to save this Pin');
  });

  it('a pin on a secret board is 404 to others; its owner may save it', async () => {
    const ctx = t.tessera.systemCtx();
    const owner = await signedUp(t);
    const secret = await makeBoard(ctx, owner.id, { privacy: 'secret' });
    const src = await makePin(ctx, owner.id, secret.id, { imageSignature: sig });
    const { client } = await signedUp(t);
    const res = await client.post('RepinResource', 'create', { pin_id: src.id });
    expect(res.statusCode).toBe(404);
    const ok = await owner.client.post('RepinResource', 'create', { pin_id: src.id });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it("someone else's board: 403 when visible, 404 when secret; unknown pin 404", async () => {
    const ctx = t.tessera.systemCtx();
    const { client } = await signedUp(t);
    const src = await sourcePin();
    const other = await makeUser(ctx);
    const theirs = await makeBoard(ctx, other.id);
    const theirSecret = await makeBoard(ctx, other.id, { privacy: 'secret' });
    const r1 = await client.post('RepinResource', 'create', {
      pin_id: src.id,
      board_id: theirs.id,
    });
    expect(r1.statusCode).toBe(403);
    const r2 = await client.post('RepinResource', 'create', {
      pin_id: src.id,
      board_id: theirSecret.id,
    });
    expect(r2.statusCode).toBe(404);
    const r3 = await client.post('RepinResource', 'create', { pin_id: '999999999' });
    expect(r3.statusCode).toBe(404);
  });

  it('bad input is a readable 400, never a 500', async () => {
    const { client, id } = await signedUp(t);
    const src = await sourcePin();
    const mine = await ownBoard(id);
    const otherBoard = await ownBoard(id);
    const elsewhere = await makeSection(t.tessera.systemCtx(), otherBoard.id, 'Elsewhere');
    const cases: unknown[] = [
      {},
      { pin_id: 'abc' },
      { pin_id: src.id, title: 'x'.repeat(101) },
      { pin_id: src.id, section_id: elsewhere.id },
      { pin_id: src.id, board_id: mine.id, section_id: elsewhere.id },
    ];
    for (const options of cases) {
      const res = await client.post('RepinResource', 'create', options);
      expect(res.statusCode, JSON.stringify(options)).toBe(400);
      expect(errorOf(res).message.length).toBeGreaterThan(3);
    }
  });

  it('an accepted collaborator with save_pin saves to the shared board; without it 403', async () => {
    const ctx = t.tessera.systemCtx();
    const owner = await makeUser(ctx);
    const shared = await makeBoard(ctx, owner.id, { isCollaborative: true, name: 'Shared' });
    const yes = await signedUp(t);
    const no = await signedUp(t);
    await t.tessera.database.db.insert(boardCollaborators).values([
      { boardId: shared.id, userId: yes.id, status: 'accepted', permissions: ['save_pin'] },
      { boardId: shared.id, userId: no.id, status: 'accepted', permissions: ['edit_pin'] },
    ]);
    const src = await sourcePin();
    const ok = await yes.client.post('RepinResource', 'create', {
      pin_id: src.id,
      board_id: shared.id,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await boardRow(shared.id))?.pinCount).toBe(1);
    const denied = await no.client.post('RepinResource', 'create', {
      pin_id: src.id,
      board_id: shared.id,
    });
    expect(denied.statusCode).toBe(403);
    // the edit_pin collaborator may edit pins on the board (access 'write'), the other may not
    const canEdit = rr(await no.client.get('PinResource', { id: (rr(ok).data as PinModel).id }))
      .data as PinModel;
    expect(canEdit.access).toEqual(['write']);
    expect(canEdit.board?.collaboratorPermissions).toEqual(['edit_pin']);
    expect(canEdit.board?.collaboratedByMe).toBe(true);
  });

  it('P-323 P-324 P-338 P-339 Quick Saves: return_existing answers one board; the quicksave settings see it', async () => {
    const { client, id } = await signedUp(t);
    const ctx = {
      ...t.tessera.systemCtx(),
      viewer: { ...anonymousViewer(), isAuth: true, id: String(id) },
      session: { id: 'test', userId: id },
    };
    expect(await userSaveSettings(ctx, id)).toEqual({
      id: String(id),
      has_quicksave_board: false,
      save_behavior: 1,
    });
    const opts = {
      name: 'Quick Saves',
      layout: 'quick_saves',
      protected: false,
      return_existing: true,
      user_id: String(id),
    };
    const [a, b] = await Promise.all([
      client.post('BoardResource', 'create', opts),
      client.post('BoardResource', 'create', opts),
    ]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    const boardId = (rr(a).data as { id: string }).id;
    expect((rr(b).data as { id: string }).id).toBe(boardId);
    const src = await sourcePin();
    const saved = await client.post('RepinResource', 'create', {
      pin_id: src.id,
      board_id: boardId,
      original_pin_id: src.id,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await userSaveSettings(ctx, id)).has_quicksave_board).toBe(true);
    await expect(userSaveSettings(ctx, authorId)).rejects.toMatchObject({ httpStatus: 404 });
    await expect(
      userSaveSettings({ ...ctx, viewer: anonymousViewer(), session: null }, id),
    ).rejects.toMatchObject({ httpStatus: 401 });
  });

  it('P-078 hydrated boards carry followedByMe for the viewer only', async () => {
    const { client, id } = await signedUp(t);
    const src = await sourcePin();
    await t.tessera.database.db
      .insert(boardFollows)
      .values({ followerId: id, boardId: publicBoardId });
    const mine = rr(await client.get('PinResource', { id: src.id })).data as PinModel;
    expect(mine.board?.followedByMe).toBe(true);
    expect(mine.board?.collaboratorPermissions).toEqual([]);
    const theirs = rr(await new Client(t).get('PinResource', { id: src.id })).data as PinModel;
    expect(theirs.board?.followedByMe).toBe(false);
  });
});
