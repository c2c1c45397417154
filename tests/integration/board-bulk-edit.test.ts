import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SectionModel } from '#domain/pins/models';
import { boardCollaborators, pins } from '#server/db/schema/index';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { errorOf, rr, signedUp } from './auth-support.ts';
import { boardHelpers, type Signed } from './board-support.ts';

// decision 006 bulk edit: move, copy and delete many pins, and who may; spec 01 §9.

describe.each(dbKinds())('board bulk edit on %s', (kind) => {
  let t: TestApp;
  let owner: Signed;
  let other: Signed;
  const { visitor, create, boardRow, pinsOn, sections, feed } = boardHelpers(
    () => t,
    () => owner,
  );

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await signedUp(t);
    other = await signedUp(t);
  });
  afterAll(() => t.close());

  it('P-333 bulk move to another board and section; counts right on both boards and sections', async () => {
    const from = await create(owner.client, { name: 'Bulk from' });
    const to = await create(owner.client, { name: 'Bulk to' });
    const ps = await pinsOn(from, 4);
    let res = await owner.client.post('BoardSectionResource', 'create', {
      board_id: from.id,
      title: 'Old section',
      pin_ids: [ps[0]?.id, ps[1]?.id],
    });
    const fromSec = rr(res).data as SectionModel;
    res = await owner.client.post('BoardSectionResource', 'create', {
      board_id: to.id,
      title: 'Landing',
    });
    const toSec = rr(res).data as SectionModel;
    await owner.client.post('BoardResource', 'update', {
      board_id: from.id,
      cover_pin_id: ps[0]?.id,
    });
    res = await owner.client.post('BulkEditResource', 'update', {
      board_id: from.id,
      pin_ids: [ps[0]?.id, ps[2]?.id],
      action: 'move',
      to_board_id: to.id,
      to_section_id: toSec.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(rr(res).data).toEqual({ count: 2 });
    expect((await boardRow(from.id)).pinCount).toBe(2);
    expect((await boardRow(from.id)).coverPinId).toBeNull();
    expect((await boardRow(to.id)).pinCount).toBe(2);
    expect((await sections(owner.client, from.id))[0]?.pinCount).toBe(1);
    expect((await sections(owner.client, to.id))[0]?.pinCount).toBe(2);
    expect(fromSec.pinCount).toBe(2);
    expect((await feed(owner.client, to, 'landing')).length).toBe(2);
    // a section on another board is refused
    res = await owner.client.post('BulkEditResource', 'update', {
      board_id: from.id,
      pin_ids: [ps[1]?.id],
      action: 'move',
      to_board_id: to.id,
      to_section_id: fromSec.id,
    });
    expect(res.statusCode).toBe(400);
  });

  it('P-334 select_all with exclude_pin_ids: copy and delete from a section', async () => {
    const b = await create(owner.client, { name: 'Select all' });
    const ps = await pinsOn(b, 5, other.id);
    const sec = rr(
      await owner.client.post('BoardSectionResource', 'create', {
        board_id: b.id,
        title: 'All of them',
        pin_ids: ps.slice(0, 4).map((p) => p.id),
      }),
    ).data as SectionModel;
    const target = await create(owner.client, { name: 'Copies' });
    let res = await owner.client.post('BulkEditResource', 'update', {
      board_id: b.id,
      section_id: sec.id,
      pin_ids: [],
      select_all: true,
      exclude_pin_ids: [ps[0]?.id],
      action: 'copy',
      to_board_id: target.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(rr(res).data).toEqual({ count: 3 });
    expect((await boardRow(target.id)).pinCount).toBe(3);
    expect((await boardRow(b.id)).pinCount).toBe(5);
    const copies = await feed(owner.client, target);
    expect(copies.every((p) => p.pinner.id === String(owner.id) && p.isRepin)).toBe(true);
    res = await owner.client.post('BulkEditResource', 'delete', {
      board_id: b.id,
      section_id: sec.id,
      pin_ids: [],
      orbac_subject_id: '',
      select_all: true,
      exclude_pin_ids: [ps[1]?.id],
    });
    expect(rr(res).data).toEqual({ count: 3 });
    expect((await boardRow(b.id)).pinCount).toBe(2);
    expect((await sections(owner.client, b.id))[0]?.pinCount).toBe(1);
    expect(await feed(owner.client, b)).toHaveLength(2);
    // nothing selected is a readable 400
    res = await owner.client.post('BulkEditResource', 'delete', { board_id: b.id, pin_ids: [] });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe('Select at least one Pin.');
  });

  it('copying again and again counts each person once per pin, and never on their own pins', async () => {
    const b = await create(owner.client, { name: 'Copy source' });
    const theirs = await pinsOn(b, 2, other.id);
    const mine = await pinsOn(b, 1);
    const saveCount = async (id: number) =>
      (await t.tessera.database.db.select().from(pins).where(eq(pins.id, id)))[0]?.saveCount;
    for (const round of [1, 2, 3]) {
      const target = await create(owner.client, { name: `Copies ${round}` });
      const res = await owner.client.post('BulkEditResource', 'update', {
        board_id: b.id,
        pin_ids: [...theirs, ...mine].map((p) => p.id),
        action: 'copy',
        to_board_id: target.id,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await saveCount(theirs[0]?.id as number)).toBe(1);
    expect(await saveCount(theirs[1]?.id as number)).toBe(1);
    expect(await saveCount(mine[0]?.id as number)).toBe(0);
  });

  it('P-290 P-291 bulk edit permissions: owner, collaborator with move_pin/delete_pin/save_pin, 401/403/404', async () => {
    const b = await create(owner.client, { name: 'Shared', collaborative: true });
    const secret = await create(owner.client, { name: 'Shh', privacy: 'secret' });
    const ps = await pinsOn(b, 3);
    const mine = await create(other.client, { name: 'Mine' });
    const sel = { board_id: b.id, pin_ids: [ps[0]?.id] };
    // visitor 401, stranger 403 (public board) and 404 (secret board)
    let res = await visitor().post('BulkEditResource', 'delete', sel);
    expect(res.statusCode).toBe(401);
    res = await other.client.post('BulkEditResource', 'delete', sel);
    expect(res.statusCode).toBe(403);
    res = await other.client.post('BulkEditResource', 'delete', {
      board_id: secret.id,
      pin_ids: [1],
    });
    expect(res.statusCode).toBe(404);
    // collaborator with save_pin only: may copy out, may not move or delete
    await t.tessera.database.db.insert(boardCollaborators).values({
      boardId: Number(b.id),
      userId: other.id,
      status: 'accepted',
      permissions: ['save_pin'],
    });
    res = await other.client.post('BulkEditResource', 'delete', sel);
    expect(res.statusCode).toBe(403);
    res = await other.client.post('BulkEditResource', 'update', {
      ...sel,
      action: 'move',
      to_board_id: mine.id,
    });
    expect(res.statusCode).toBe(403);
    res = await other.client.post('BulkEditResource', 'update', {
      ...sel,
      action: 'copy',
      to_board_id: mine.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    // a copy into someone else's board needs save_pin there
    res = await other.client.post('BulkEditResource', 'update', {
      board_id: mine.id,
      pin_ids: [],
      select_all: true,
      action: 'copy',
      to_board_id: secret.id,
    });
    expect(res.statusCode).toBe(404);
    // granted move_pin and delete_pin, it works
    await t.tessera.database.db
      .update(boardCollaborators)
      .set({ permissions: ['save_pin', 'move_pin', 'delete_pin'] })
      .where(eq(boardCollaborators.boardId, Number(b.id)));
    res = await other.client.post('BulkEditResource', 'update', {
      ...sel,
      action: 'move',
      to_board_id: mine.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    res = await other.client.post('BulkEditResource', 'delete', {
      board_id: b.id,
      pin_ids: [ps[1]?.id],
    });
    expect(rr(res).data).toEqual({ count: 1 });
    expect((await boardRow(b.id)).pinCount).toBe(1);
    expect((await boardRow(mine.id)).pinCount).toBe(2);
    // bad input never 500
    for (const o of [
      { board_id: 'nope', pin_ids: [] },
      { board_id: b.id, pin_ids: ['x'] },
      { board_id: b.id, pin_ids: [1], action: 'teleport', to_board_id: b.id },
      { board_id: b.id, pin_ids: 'all' },
    ]) {
      const r = await owner.client.post('BulkEditResource', 'update', o);
      expect(r.statusCode, JSON.stringify(o)).toBe(400);
    }
  });
});
