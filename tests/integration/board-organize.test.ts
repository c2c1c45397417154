import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardModel, PinModel, SectionModel } from '#domain/pins/models';
import { users } from '#server/db/schema/index';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { makePin } from '../support/factory.ts';
import { type Client, errorOf, rr, signedUp } from './auth-support.ts';
import { boardHelpers, type Signed } from './board-support.ts';

// decision 006 sections, custom order and the edit pages; spec 01 §9; spec 02 §5.

describe.each(dbKinds())('board sections and order on %s', (kind) => {
  let t: TestApp;
  let owner: Signed;
  let other: Signed;
  const { visitor, sys, create, boardRow, pinsOn, sections, feed } = boardHelpers(
    () => t,
    () => owner,
  );

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await signedUp(t);
    other = await signedUp(t);
  });
  afterAll(() => t.close());

  it('sections: create with pin_ids moved in, rename, slug unique per board, title limit 50, delete keeps pins; counts', async () => {
    const b = await create(owner.client, { name: 'Sectioned' });
    const ps = await pinsOn(b, 3);
    const ids = ps.map((p) => String(p.id));
    let res = await owner.client.post('BoardSectionResource', 'create', {
      board_id: b.id,
      title: 'Starters',
      pin_ids: ids.slice(0, 2),
    });
    expect(res.statusCode, res.body).toBe(200);
    const s1 = rr(res).data as SectionModel;
    expect(s1).toMatchObject({ title: 'Starters', slug: 'starters', pinCount: 2 });
    res = await owner.client.post('BoardSectionResource', 'create', {
      board_id: b.id,
      title: 'Starters',
    });
    expect((rr(res).data as SectionModel).slug).toBe('starters-2');
    const s2 = rr(res).data as SectionModel;
    res = await owner.client.post('BoardSectionResource', 'create', {
      board_id: b.id,
      title: 's'.repeat(51),
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe('Section name can be at most 50 characters.');
    res = await owner.client.post('BoardSectionResource', 'update', {
      section_id: s2.id,
      title: 'Mains',
    });
    expect(rr(res).data).toMatchObject({ title: 'Mains', slug: 'mains' });
    expect((await feed(owner.client, b, 'starters')).map((p) => p.id).sort()).toEqual(
      ids.slice(0, 2).sort(),
    );
    expect(await feed(visitor(), b, 'starters')).toHaveLength(2);
    const missing = await owner.client.get('BoardFeedResource', {
      username: owner.username,
      slug: b.slug,
      section_slug: 'nope',
    });
    expect(missing.statusCode).toBe(404);
    expect((await sections(owner.client, b.id)).map((s) => s.title)).toEqual(['Starters', 'Mains']);
    // a pin from another board can't be moved in
    const other1 = await create(owner.client, { name: 'Other board' });
    const [op] = await pinsOn(other1, 1);
    res = await owner.client.post('BoardSectionResource', 'create', {
      board_id: b.id,
      title: 'Bad',
      pin_ids: [op?.id],
    });
    expect(res.statusCode).toBe(400);
    // stranger: 403 on a public board
    res = await other.client.post('BoardSectionResource', 'create', { board_id: b.id, title: 'X' });
    expect(res.statusCode).toBe(403);
    res = await visitor().post('BoardSectionResource', 'delete', { section_id: s1.id });
    expect(res.statusCode).toBe(401);
    res = await owner.client.post('BoardSectionResource', 'delete', { section_id: s1.id });
    expect(res.statusCode).toBe(200);
    expect((await sections(owner.client, b.id)).map((s) => s.title)).toEqual(['Mains']);
    expect(await feed(owner.client, b)).toHaveLength(3);
    expect((await boardRow(b.id)).pinCount).toBe(3);
  });

  it('BoardOrderResource and BoardPinOrderResource: custom board order and board feed in custom order', async () => {
    const me = await signedUp(t);
    const a = await create(me.client, { name: 'A' });
    const b = await create(me.client, { name: 'B' });
    const c = await create(me.client, { name: 'C' });
    await t.tessera.database.db
      .update(users)
      .set({ boardSort: 'alphabetical' })
      .where(eq(users.id, me.id));
    let res = await me.client.post('BoardOrderResource', 'update', {
      board_ids: [b.id, c.id, a.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(rr(res).data).toEqual({ ok: true });
    res = await me.client.get('BoardsResource', { username: me.username });
    expect((rr(res).data as BoardModel[]).map((x) => x.name)).toEqual(['B', 'C', 'A']);
    const [u] = await t.tessera.database.db.select().from(users).where(eq(users.id, me.id));
    expect(u?.boardSort).toBe('custom');
    res = await me.client.post('BoardOrderResource', 'update', { board_ids: [a.id, a.id] });
    expect(res.statusCode).toBe(400);
    res = await other.client.post('BoardOrderResource', 'update', { board_ids: [a.id] });
    expect(res.statusCode).toBe(400);
    // pins: newest first until ordered
    const ps = [];
    for (let i = 0; i < 4; i++) ps.push(await makePin(sys(), me.id, Number(a.id)));
    const ids = ps.map((p) => String(p.id));
    expect((await feed(me.client, a)).map((p) => p.id)).toEqual([...ids].reverse());
    const wanted = [ids[1], ids[3], ids[0], ids[2]];
    res = await me.client.post('BoardPinOrderResource', 'update', {
      board_id: a.id,
      pin_ids: wanted,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await feed(me.client, a)).map((p) => p.id)).toEqual(wanted);
    // paging keeps the custom order
    const p1 = await me.client.get('BoardFeedResource', {
      username: me.username,
      slug: a.slug,
      page_size: 2,
    });
    const bm = (rr(p1) as { bookmark?: string }).bookmark;
    const p2 = await me.client.get('BoardFeedResource', {
      username: me.username,
      slug: a.slug,
      page_size: 2,
      bookmark: bm,
    });
    expect(
      [...(rr(p1).data as PinModel[]), ...(rr(p2).data as PinModel[])].map((p) => p.id),
    ).toEqual(wanted);
    res = await other.client.post('BoardPinOrderResource', 'update', {
      board_id: a.id,
      pin_ids: wanted,
    });
    expect(res.statusCode).toBe(403);
    res = await me.client.post('BoardPinOrderResource', 'update', {
      board_id: a.id,
      pin_ids: ['999999'],
    });
    expect(res.statusCode).toBe(400);
  });

  it('M-043 M-046 edit pages: /board/{id}/edit and /boardsection/{id}/edit for members; visitors sent to log in; others 403/404', async () => {
    const b = await create(owner.client, { name: 'Editable' });
    const sec = rr(
      await owner.client.post('BoardSectionResource', 'create', { board_id: b.id, title: 'Part' }),
    ).data as SectionModel;
    const page = (c: Client, url: string) =>
      t.tessera.app.inject({ method: 'GET', url, headers: c.headers({ accept: 'text/html' }) });
    let res = await page(owner.client, `/board/${b.id}/edit`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Edit your board');
    res = await page(owner.client, `/boardsection/${sec.id}/edit`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Edit section');
    res = await page(visitor(), `/board/${b.id}/edit`);
    expect([302, 303]).toContain(res.statusCode);
    expect(res.headers.location).toContain('/login');
    res = await page(other.client, `/board/${b.id}/edit`);
    expect(res.statusCode).toBe(403);
    res = await page(other.client, `/boardsection/${sec.id}/edit`);
    expect(res.statusCode).toBe(403);
    res = await page(owner.client, '/board/abc/edit');
    expect(res.statusCode).toBe(404);
    // the board and section pages render for everyone when public
    res = await page(visitor(), `/${owner.username}/${b.slug}/${sec.slug}/`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Part');
    const secret = await create(owner.client, { name: 'Secret page', privacy: 'secret' });
    res = await page(other.client, `/${owner.username}/${secret.slug}/`);
    expect(res.statusCode).toBe(404);
    res = await page(owner.client, `/${owner.username}/${secret.slug}/`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Secret');
  });
});
