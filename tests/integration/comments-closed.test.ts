import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommentModel, CommentsPage } from '#domain/comments/comments';
import { boardEvents } from '#server/db/schema/index';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { makeBoard, makePin } from '../support/factory.ts';
import { errorOf, rr, signedUp } from './auth-support.ts';

// Decision 042: turned-off comments take no new comments, replies or edits; deletes still go.

type Person = Awaited<ReturnType<typeof signedUp>>;

describe.each(dbKinds())('turned-off comments on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const person = () => signedUp(t);
  async function comment(p: Person, pinId: number, text: string, parentId?: string) {
    const res = await p.client.post('PinCommentsResource', 'create', {
      pin_id: pinId,
      text,
      ...(parentId ? { parent_id: parentId } : {}),
    });
    expect(res.statusCode, res.body).toBe(200);
    return rr(res).data as CommentModel;
  }
  const edit = (p: Person, pinId: number, id: string, text: string) =>
    p.client.post('PinCommentResource', 'update', { pin_id: pinId, comment_id: id, text });
  const remove = (p: Person, pinId: number, id: string) =>
    p.client.post('PinCommentResource', 'delete', { pin_id: pinId, comment_id: id });
  async function setup() {
    const [owner, ana, bo] = [await person(), await person(), await person()];
    const ctx = t.tessera.systemCtx();
    const board = await makeBoard(ctx, owner.id);
    const pin = (await makePin(ctx, owner.id, board.id)).id;
    const a = await comment(ana, pin, 'Ana’s');
    const b = await comment(bo, pin, 'Bo’s');
    return { owner, ana, bo, board: board.id, pin, a, b };
  }

  it.each([
    ['the Pin’s switch', 'PinCommentSettingsResource', 'pin'],
    ['its board’s switch', 'BoardCommentSettingsResource', 'board'],
  ] as const)(
    'off by %s: no edit or reply (403, readable); author and owner still delete',
    async (_, resource, by) => {
      const s = await setup();
      const off = await s.owner.client.post(resource, 'update', {
        ...(by === 'pin' ? { pin_id: s.pin } : { board_id: s.board }),
        comments_disabled: true,
      });
      expect(off.statusCode, off.body).toBe(200);

      const edited = await edit(s.ana, s.pin, s.a.id, 'Changed after all');
      expect(edited.statusCode).toBe(403);
      expect(errorOf(edited).message).toBe('Comments are turned off for this Pin.');
      const reply = await s.bo.client.post('PinCommentsResource', 'create', {
        pin_id: s.pin,
        text: 'late reply',
        parent_id: s.a.id,
      });
      expect(reply.statusCode).toBe(403);

      const page = rr(await s.ana.client.get('PinCommentsResource', { pin_id: s.pin }))
        .data as CommentsPage;
      expect(page.items.map((c) => [c.text, c.canDelete])).toEqual([
        ['Ana’s', true],
        ['Bo’s', false],
      ]);
      expect((await remove(s.ana, s.pin, s.a.id)).statusCode).toBe(200);
      expect((await remove(s.owner, s.pin, s.b.id)).statusCode).toBe(200);
    },
  );

  it('P-197 turning a board’s comments off is a board event, in the same write; on again too', async () => {
    const s = await setup();
    const flip = (v: boolean) =>
      s.owner.client.post('BoardCommentSettingsResource', 'update', {
        board_id: s.board,
        comments_disabled: v,
      });
    const events = async () =>
      (
        await t.tessera
          .systemCtx()
          .db.select({ type: boardEvents.type, actorId: boardEvents.actorId })
          .from(boardEvents)
          .where(eq(boardEvents.boardId, s.board))
          .orderBy(asc(boardEvents.id))
      ).filter((e) => e.type.startsWith('comments_'));
    expect((await flip(true)).statusCode).toBe(200);
    // a repeat changes nothing, so it logs nothing
    expect((await flip(true)).statusCode).toBe(200);
    expect((await flip(false)).statusCode).toBe(200);
    expect(await events()).toEqual([
      { type: 'comments_disabled', actorId: s.owner.id },
      { type: 'comments_enabled', actorId: s.owner.id },
    ]);
    // someone else's attempt is refused and logs nothing
    const refused = await s.ana.client.post('BoardCommentSettingsResource', 'update', {
      board_id: s.board,
      comments_disabled: true,
    });
    expect(refused.statusCode).toBe(403);
    expect(await events()).toHaveLength(2);
  });
});
