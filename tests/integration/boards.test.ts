import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardModel } from '#domain/pins/models';
import { boardCollaborators, boardEvents, boards, pins } from '#server/db/schema/index';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { makePin } from '../support/factory.ts';
import { type Client, errorOf, rr, signedUp } from './auth-support.ts';
import { boardHelpers, type Signed } from './board-support.ts';

// decision 006 boards: create, read, list, update and delete; spec 01 §3, §7; spec 02 §5.

describe.each(dbKinds())('boards on %s', (kind) => {
  let t: TestApp;
  let owner: Signed;
  let other: Signed;
  const { visitor, sys, create, pinsOn } = boardHelpers(
    () => t,
    () => owner,
  );

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await signedUp(t);
    other = await signedUp(t);
  });
  afterAll(() => t.close());

  it('P-326 BoardResource create with name, privacy public, username, orbac_subject_id; taken name gets a numbered slug', async () => {
    const a = await create(owner.client, {
      name: 'Places to go',
      privacy: 'public',
      username: owner.username,
      orbac_subject_id: '',
    });
    expect(a).toMatchObject({ name: 'Places to go', slug: 'places-to-go', privacy: 'public' });
    expect(a.url).toBe(`/${owner.username.toLowerCase()}/places-to-go/`);
    const b = await create(owner.client, { name: 'Places to go' });
    expect(b.slug).toBe('places-to-go-2');
    const events = await t.tessera.database.db
      .select()
      .from(boardEvents)
      .where(eq(boardEvents.boardId, Number(a.id)));
    expect(events.map((e) => e.type)).toEqual(['create']);
  });

  it('M-296 board name 1–50 and M-295 description ≤ 500: readable 400s, never 500', async () => {
    for (const options of [
      { name: '' },
      { name: '   ' },
      { name: 'n'.repeat(51) },
      { name: 'ok', description: 'd'.repeat(501) },
      { name: 'ok', privacy: 'hidden' },
      { name: 42 },
      { name: 'ok', user_id: 'abc' },
    ]) {
      const res = await owner.client.post('BoardResource', 'create', options);
      expect(res.statusCode, JSON.stringify(options)).toBe(400);
      expect(errorOf(res).message.length).toBeGreaterThan(5);
    }
    const res = await owner.client.post('BoardResource', 'create', { name: 'n'.repeat(51) });
    expect(errorOf(res).message).toBe('Board name can be at most 50 characters.');
    // decision 064: the API says it in the request's language
    const german = await owner.client.post(
      'BoardResource',
      'create',
      { name: 'n'.repeat(51) },
      { 'accept-language': 'de' },
    );
    expect(errorOf(german).message).toBe(
      'Der Name der Pinnwand darf höchstens 50 Zeichen lang sein.',
    );
    const ok = await create(owner.client, { name: 'n'.repeat(50), description: 'd'.repeat(500) });
    expect(ok.name).toHaveLength(50);
  });

  it('P-323 P-324 Quick Saves with return_existing: concurrent creates give one board', async () => {
    const me = await signedUp(t);
    const options = {
      name: 'Quick Saves',
      layout: 'quick_saves',
      protected: false,
      return_existing: true,
      user_id: me.id,
    };
    const results = await Promise.all(
      [1, 2, 3, 4].map(() => me.client.post('BoardResource', 'create', options)),
    );
    for (const r of results) expect(r.statusCode, r.body).toBe(200);
    const ids = new Set(results.map((r) => (rr(r).data as BoardModel).id));
    expect(ids.size).toBe(1);
    const live = await t.tessera.database.db
      .select()
      .from(boards)
      .where(and(eq(boards.ownerId, me.id), eq(boards.layout, 'quick_saves')));
    expect(live).toHaveLength(1);
    expect((rr(results[0] as never).data as BoardModel).layout).toBe('quick_saves');
    // someone else's user_id is refused
    const res = await me.client.post('BoardResource', 'create', { ...options, user_id: owner.id });
    expect(res.statusCode).toBe(403);
  });

  it('P-328 BoardResource get by board_id + field_set_key or username + slug; secret is 404 to others', async () => {
    const b = await create(owner.client, { name: 'Hidden things', privacy: 'secret' });
    const byId = await owner.client.get('BoardResource', {
      board_id: b.id,
      field_set_key: 'detailed',
    });
    expect(byId.statusCode).toBe(200);
    expect((rr(byId).data as { board: BoardModel }).board.privacy).toBe('secret');
    for (const c of [visitor(), other.client]) {
      expect((await c.get('BoardResource', { board_id: b.id })).statusCode).toBe(404);
      const bySlug = await c.get('BoardResource', { username: owner.username, slug: b.slug });
      expect(bySlug.statusCode).toBe(404);
      const f = await c.get('BoardFeedResource', { username: owner.username, slug: b.slug });
      expect(f.statusCode).toBe(404);
      expect((await c.get('BoardSectionsResource', { board_id: b.id })).statusCode).toBe(404);
    }
    const bad = await owner.client.get('BoardResource', { board_id: 'x1' });
    expect(bad.statusCode).toBe(400);
    expect((await owner.client.get('BoardResource', {})).statusCode).toBe(400);
  });

  it('P-089 P-090 P-091 P-092 P-329 P-413 BoardsResource: privacy_filter, sort, group_by, page_size, include_archived, bookmark', async () => {
    const me = await signedUp(t);
    const mk = (name: string, extra: Record<string, unknown> = {}) =>
      create(me.client, { name, ...extra });
    const zebra = await mk('Zebra');
    const apple = await mk('apple', { privacy: 'protected' });
    const mango = await mk('Mango', { privacy: 'secret' });
    await mk('Group', { collaborative: true });
    const old = await mk('Old stuff');
    await me.client.post('BoardResource', 'update', { board_id: old.id, archived: true });
    const list = async (c: Client, o: Record<string, unknown> = {}) => {
      const res = await c.get('BoardsResource', { username: me.username, ...o });
      expect(res.statusCode, res.body).toBe(200);
      return {
        names: (rr(res).data as BoardModel[]).map((b) => b.name),
        bookmark: (rr(res) as { bookmark?: string | null }).bookmark ?? null,
      };
    };
    // default sort custom: newest created first; archived grouped at the end
    expect((await list(me.client)).names).toEqual([
      'Group',
      'Mango',
      'apple',
      'Zebra',
      'Old stuff',
    ]);
    expect((await list(me.client, { sort: 'alphabetical' })).names).toEqual([
      'apple',
      'Group',
      'Mango',
      'Zebra',
      'Old stuff',
    ]);
    expect((await list(me.client, { sort: 'oldest' })).names).toEqual([
      'Zebra',
      'apple',
      'Mango',
      'Group',
      'Old stuff',
    ]);
    expect((await list(me.client, { sort: 'newest', include_archived: false })).names).toEqual([
      'Group',
      'Mango',
      'apple',
      'Zebra',
    ]);
    expect((await list(me.client, { privacy_filter: 'secret' })).names).toEqual(['Mango']);
    expect((await list(me.client, { privacy_filter: 'protected' })).names).toEqual(['apple']);
    expect((await list(me.client, { sort: 'oldest', group_by: 'visibility' })).names).toEqual([
      'Group',
      'Zebra',
      'apple',
      'Mango',
      'Old stuff',
    ]);
    expect((await list(me.client, { sort: 'group_boards_at_top' })).names[0]).toBe('Group');
    // last_pinned_to: the board pinned to most recently first
    await makePin(sys(), me.id, Number(zebra.id));
    await t.tessera.database.db
      .update(boards)
      .set({ lastPinnedAt: new Date() })
      .where(eq(boards.id, Number(zebra.id)));
    expect((await list(me.client, { sort: 'last_pinned_to' })).names[0]).toBe('Zebra');
    // page_size and bookmark
    const p1 = await list(me.client, { page_size: 2, sort: 'alphabetical' });
    expect(p1.names).toEqual(['apple', 'Group']);
    expect(p1.bookmark).toBeTruthy();
    const p2 = await list(me.client, { page_size: 2, sort: 'alphabetical', bookmark: p1.bookmark });
    expect(p2.names).toEqual(['Mango', 'Zebra']);
    // protected and secret boards are not listed to others; protected is readable by link
    expect((await list(other.client, { sort: 'alphabetical' })).names).toEqual([
      'Group',
      'Zebra',
      'Old stuff',
    ]);
    expect((await list(visitor(), { privacy_filter: 'secret' })).names).toEqual([]);
    const direct = await visitor().get('BoardResource', { board_id: apple.id });
    expect(direct.statusCode).toBe(200);
    expect(mango.privacy).toBe('secret');
    // every contract option is accepted
    const all = await list(me.client, {
      filter_stories: false,
      field_set_key: 'profile_grid_item',
      filter_all_pins: true,
      orbac_subject_id: '',
      group_by: 'none',
    });
    expect(all.names).toHaveLength(5);
    // bad input is a 400
    for (const o of [
      { sort: 'random' },
      { page_size: 0 },
      { page_size: 101 },
      { privacy_filter: 'x' },
      { bookmark: '!!!' },
    ]) {
      const res = await me.client.get('BoardsResource', { username: me.username, ...o });
      expect(res.statusCode, JSON.stringify(o)).toBe(400);
    }
  });

  it('P-311 profile counts and board list for others skip secret boards; a collaborator sees theirs', async () => {
    const me = await signedUp(t);
    const pub = await create(me.client, { name: 'Open' });
    const sec = await create(me.client, { name: 'Closed', privacy: 'secret' });
    await makePin(sys(), me.id, Number(pub.id));
    await makePin(sys(), me.id, Number(sec.id));
    const { profileCounts } = await import('#server/services/boards/read');
    const ctxAs = (id: number | null) => ({
      ...sys(),
      viewer: { ...sys().viewer, isAuth: id !== null, id: id === null ? null : String(id) },
    });
    expect(await profileCounts(ctxAs(me.id), me.id)).toEqual({ boardCount: 2, pinCount: 2 });
    expect(await profileCounts(ctxAs(null), me.id)).toEqual({ boardCount: 1, pinCount: 1 });
    expect(await profileCounts(ctxAs(other.id), me.id)).toEqual({ boardCount: 1, pinCount: 1 });
    await t.tessera.database.db.insert(boardCollaborators).values({
      boardId: Number(sec.id),
      userId: other.id,
      status: 'accepted',
      permissions: ['save_pin'],
    });
    const res = await other.client.get('BoardsResource', { username: me.username });
    expect((rr(res).data as BoardModel[]).map((b) => b.name).sort()).toEqual(['Closed', 'Open']);
    const page = await other.client.get('BoardResource', { board_id: sec.id });
    const board = (rr(page).data as { board: BoardModel }).board;
    expect(board.collaboratedByMe).toBe(true);
    expect(board.collaboratorPermissions).toEqual(['save_pin']);
  });

  it('board update: rename (new slug), description, privacy, archive/unarchive, cover must be a pin on the board', async () => {
    const b = await create(owner.client, { name: 'Cover test' });
    const [p1, p2] = await pinsOn(b, 2);
    const elsewhere = await create(owner.client, { name: 'Elsewhere' });
    const [foreign] = await pinsOn(elsewhere, 1);
    const up = async (o: Record<string, unknown>) =>
      owner.client.post('BoardResource', 'update', { board_id: b.id, ...o });
    let res = await up({ name: 'Cover test renamed', description: 'Hello' });
    expect(res.statusCode, res.body).toBe(200);
    expect(rr(res).data).toMatchObject({ slug: 'cover-test-renamed', description: 'Hello' });
    res = await up({ cover_pin_id: p1?.id });
    expect((rr(res).data as BoardModel).coverPinId).toBe(String(p1?.id));
    res = await up({ cover_pin_id: foreign?.id });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe('The cover must be a Pin on this board.');
    res = await up({ cover_pin_id: null });
    expect((rr(res).data as BoardModel).coverPinId).toBeNull();
    res = await up({ archived: true });
    expect((rr(res).data as BoardModel).archived).toBe(true);
    res = await up({ archived: false });
    expect((rr(res).data as BoardModel).archived).toBe(false);
    res = await up({ privacy: 'secret' });
    expect((rr(res).data as BoardModel).privacy).toBe('secret');
    res = await up({ name: 'x'.repeat(51) });
    expect(res.statusCode).toBe(400);
    const events = await t.tessera.database.db
      .select()
      .from(boardEvents)
      .where(eq(boardEvents.boardId, Number(b.id)));
    expect(events.map((e) => e.type)).toContain('cover_change');
    expect(p2).toBeTruthy();
    // permissions: visitor 401, stranger 403 on a public board, 404 on a secret one
    const v = await visitor().post('BoardResource', 'update', { board_id: b.id, name: 'x' });
    expect(v.statusCode).toBe(401);
    const s = await other.client.post('BoardResource', 'update', { board_id: b.id, name: 'x' });
    expect(s.statusCode).toBe(404);
    const pub = await other.client.post('BoardResource', 'update', {
      board_id: elsewhere.id,
      name: 'x',
    });
    expect(pub.statusCode).toBe(403);
  });

  it('P-327 BoardResource delete: owner only, the board and its pins go, counts and quick saves slot freed', async () => {
    const b = await create(owner.client, { name: 'Doomed' });
    const [p] = await pinsOn(b, 2);
    expect(
      (await other.client.post('BoardResource', 'delete', { board_id: b.id })).statusCode,
    ).toBe(403);
    const res = await owner.client.post('BoardResource', 'delete', { board_id: b.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(rr(res).data).toEqual({ id: b.id });
    expect((await owner.client.get('BoardResource', { board_id: b.id })).statusCode).toBe(404);
    const [row] = await t.tessera.database.db
      .select()
      .from(pins)
      .where(eq(pins.id, Number(p?.id)));
    expect(row?.deletedAt).not.toBeNull();
    expect(
      (await owner.client.post('BoardResource', 'delete', { board_id: b.id })).statusCode,
    ).toBe(404);
  });
});
