import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PinModel } from '#domain/pins/models';
import { boardCollaborators, boardSections, boards, pins } from '#server/db/schema/index';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { makeBoard, makeSection } from '../support/factory.ts';
import { Client, errorOf, rr, signedUp } from './auth-support.ts';
import { picture, pinCalls } from './pin-support.ts';

// decision 006: PinResource create/update/delete with limits, permissions, counts and board
// events, each write in one transaction.

describe.each(dbKinds())('making pins on %s', (kind) => {
  let t: TestApp;
  let me: Client;
  let myId: number;
  let other: Client;
  let otherId: number;
  let calls: ReturnType<typeof pinCalls>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    calls = pinCalls(t);
    ({ client: me, id: myId } = await signedUp(t));
    ({ client: other, id: otherId } = await signedUp(t));
  });
  afterAll(() => t.close());

  const db = () => t.tessera.database.db;
  const ctx = () => t.tessera.systemCtx();
  const uploaded = (...a: Parameters<typeof calls.uploaded>) => calls.uploaded(...a);
  const create = (...a: Parameters<typeof calls.create>) => calls.create(...a);
  const newPin = (...a: Parameters<typeof calls.newPin>) => calls.newPin(...a);
  const boardRow = (id: number) => calls.boardRow(id);
  const eventsOf = (id: number) => calls.eventsOf(id);

  describe('PinResource create', () => {
    it('P-001 creates a pin on my board and section: counts, last pinned, domain, pin_save event', async () => {
      const board = await makeBoard(ctx(), myId);
      const section = await makeSection(ctx(), board.id, 'Ideas');
      const pin = await newPin(me, {
        board_id: board.id,
        section_id: String(section.id),
        title: '  Lemon tart  ',
        description: 'Bright and sharp',
        alt_text: 'A lemon tart on a plate',
        link: 'https://www.Example.com/tart',
      });
      expect(pin).toMatchObject({
        title: 'Lemon tart',
        description: 'Bright and sharp',
        altText: 'A lemon tart on a plate',
        link: 'https://www.example.com/tart',
        domain: 'example.com',
        originPinId: null,
        access: ['write'],
      });
      expect(pin.board?.id).toBe(String(board.id));
      expect(pin.section?.id).toBe(String(section.id));
      const b = await boardRow(board.id);
      expect(b?.pinCount).toBe(1);
      expect(b?.lastPinnedAt).not.toBeNull();
      const [s] = await db().select().from(boardSections).where(eq(boardSections.id, section.id));
      expect(s?.pinCount).toBe(1);
      expect(await eventsOf(board.id)).toEqual([
        { type: 'pin_save', actorId: myId, data: { pinId: Number(pin.id), sectionId: section.id } },
      ]);
    });

    it('without a board the pin is saved to the profile', async () => {
      const pin = await newPin(me, { title: 'Loose' });
      expect(pin.board).toBeNull();
    });

    it.each([
      [{ title: 'x'.repeat(101) }, 'Title can be at most 100 characters.'],
      [{ description: 'x'.repeat(501) }, 'Description can be at most 500 characters.'],
      [{ alt_text: 'x'.repeat(501) }, 'Alt text can be at most 500 characters.'],
      [
        { link: 'javascript:alert(1)' },
        'Enter a web address that starts with http:// or https://.',
      ],
      [{ link: 'data:text/html,hi' }, 'Enter a web address that starts with http:// or https://.'],
    ])('limits: %j is a 400', async (options, message) => {
      const up = await uploaded(me, await picture(3));
      const res = await create(me, { image_signature: up.imageSignature, ...options });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).message).toBe(message);
    });

    it('limits at the edge pass: 100, 500, 500 characters', async () => {
      const pin = await newPin(me, {
        title: 't'.repeat(100),
        description: 'd'.repeat(500),
        alt_text: 'a'.repeat(500),
      });
      expect(pin.title).toHaveLength(100);
    });

    it('an unknown signature or a section of another board is a 400', async () => {
      const unknown = await create(me, { image_signature: 'f'.repeat(32) });
      expect(unknown.statusCode).toBe(400);
      const a = await makeBoard(ctx(), myId);
      const b = await makeBoard(ctx(), myId);
      const sectionOfB = await makeSection(ctx(), b.id, 'Elsewhere');
      const up = await uploaded(me, await picture(4));
      const res = await create(me, {
        image_signature: up.imageSignature,
        board_id: a.id,
        section_id: sectionOfB.id,
      });
      expect(res.statusCode).toBe(400);
      expect((await boardRow(a.id))?.pinCount).toBe(0);
    });

    it("P-001 someone else's board is 403, their secret board 404, visitors 401", async () => {
      const theirs = await makeBoard(ctx(), otherId);
      const secret = await makeBoard(ctx(), otherId, { privacy: 'secret' });
      const up = await uploaded(me, await picture(5));
      const res = await create(me, { image_signature: up.imageSignature, board_id: theirs.id });
      expect(res.statusCode).toBe(403);
      const hidden = await create(me, { image_signature: up.imageSignature, board_id: secret.id });
      expect(hidden.statusCode).toBe(404);
      const visitor = await create(new Client(t), { image_signature: up.imageSignature });
      expect(visitor.statusCode).toBe(401);
      expect(errorOf(visitor).message).toBe('Log in to create a Pin or board');
      expect((await boardRow(theirs.id))?.pinCount).toBe(0);
    });

    it('P-284 a collaborator with save_pin may add pins; one without it may not', async () => {
      const board = await makeBoard(ctx(), otherId, { isCollaborative: true });
      await db()
        .insert(boardCollaborators)
        .values({ boardId: board.id, userId: myId, status: 'accepted', permissions: ['save_pin'] });
      const pin = await newPin(me, { board_id: board.id }, 6);
      expect(pin.board?.id).toBe(String(board.id));
      await db()
        .update(boardCollaborators)
        .set({ permissions: ['edit_pin'] })
        .where(and(eq(boardCollaborators.boardId, board.id), eq(boardCollaborators.userId, myId)));
      const up = await uploaded(me, await picture(7));
      const res = await create(me, { image_signature: up.imageSignature, board_id: board.id });
      expect(res.statusCode).toBe(403);
      expect((await boardRow(board.id))?.pinCount).toBe(1);
    });

    it('P-001 20 concurrent creates on one board lose no count', async () => {
      const board = await makeBoard(ctx(), myId);
      const up = await uploaded(me, await picture(8));
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          create(me, { image_signature: up.imageSignature, board_id: board.id, title: `n${i}` }),
        ),
      );
      expect(results.map((r) => r.statusCode)).toEqual(new Array(20).fill(200));
      expect((await boardRow(board.id))?.pinCount).toBe(20);
      const events = await eventsOf(board.id);
      expect(events.filter((e) => e.type === 'pin_save')).toHaveLength(20);
    });
  });

  describe('PinResource update (M-034)', () => {
    it('P-286 the pinner edits the text fields; limits apply; the link keeps its rule', async () => {
      const pin = await newPin(me, { title: 'Before' });
      const res = await me.post('PinResource', 'update', {
        id: pin.id,
        title: 'After',
        description: 'New words',
        alt_text: '',
        link: 'example.org/page',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(rr(res).data).toMatchObject({
        title: 'After',
        description: 'New words',
        altText: null,
        link: 'https://example.org/page',
        domain: 'example.org',
      });
      const long = await me.post('PinResource', 'update', { id: pin.id, title: 'x'.repeat(101) });
      expect(long.statusCode).toBe(400);
      const bad = await me.post('PinResource', 'update', { id: pin.id, link: 'javascript:x' });
      expect(bad.statusCode).toBe(400);
    });

    it('moving to another board and section moves the counts and logs both boards', async () => {
      const from = await makeBoard(ctx(), myId);
      const to = await makeBoard(ctx(), myId);
      const section = await makeSection(ctx(), to.id, 'Later');
      const pin = await newPin(me, { board_id: from.id });
      const res = await me.post('PinResource', 'update', {
        id: pin.id,
        board_id: to.id,
        section_id: section.id,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((rr(res).data as PinModel).section?.id).toBe(String(section.id));
      expect((await boardRow(from.id))?.pinCount).toBe(0);
      expect((await boardRow(to.id))?.pinCount).toBe(1);
      const [s] = await db().select().from(boardSections).where(eq(boardSections.id, section.id));
      expect(s?.pinCount).toBe(1);
      expect((await eventsOf(from.id)).map((e) => e.type)).toEqual(['pin_save', 'pin_unsave']);
      expect((await eventsOf(to.id)).map((e) => e.type)).toEqual(['pin_save']);
      const theirs = await makeBoard(ctx(), otherId);
      const denied = await me.post('PinResource', 'update', { id: pin.id, board_id: theirs.id });
      expect(denied.statusCode).toBe(403);
    });

    it("P-287 others may not edit (403), a secret board's pin is 404, visitors get 401", async () => {
      const pin = await newPin(me, { title: 'Mine' });
      const res = await other.post('PinResource', 'update', { id: pin.id, title: 'Theirs' });
      expect(res.statusCode).toBe(403);
      const secret = await makeBoard(ctx(), myId, { privacy: 'secret' });
      const hidden = await newPin(me, { board_id: secret.id });
      const notFound = await other.post('PinResource', 'update', { id: hidden.id, title: 'x' });
      expect(notFound.statusCode).toBe(404);
      const visitor = await new Client(t).post('PinResource', 'update', { id: pin.id, title: 'x' });
      expect(visitor.statusCode).toBe(401);
      expect(errorOf(visitor).message).toBe('Log in to edit this Pin');
    });

    it("P-288 the board owner and a collaborator with edit_pin may edit someone's pin there", async () => {
      const board = await makeBoard(ctx(), otherId, { isCollaborative: true });
      await db()
        .insert(boardCollaborators)
        .values({
          boardId: board.id,
          userId: myId,
          status: 'accepted',
          permissions: ['save_pin', 'edit_pin'],
        });
      const mine = await newPin(me, { board_id: board.id });
      const byOwner = await other.post('PinResource', 'update', { id: mine.id, title: 'Owner' });
      expect(byOwner.statusCode, byOwner.body).toBe(200);
      const ownerPin = await newPin(other, { board_id: board.id });
      const byCollab = await me.post('PinResource', 'update', { id: ownerPin.id, title: 'Collab' });
      expect(byCollab.statusCode, byCollab.body).toBe(200);
    });
  });

  describe('PinResource delete (P-335)', () => {
    it('P-335 the pinner deletes with id and client_tracking_params; counts drop; pin_delete logged', async () => {
      const board = await makeBoard(ctx(), myId);
      const section = await makeSection(ctx(), board.id, 'Gone');
      const pin = await newPin(me, { board_id: board.id, section_id: section.id });
      await db()
        .update(boards)
        .set({ coverPinId: Number(pin.id) })
        .where(eq(boards.id, board.id));
      const res = await me.post('PinResource', 'delete', {
        id: pin.id,
        client_tracking_params: 'CwABAAAAEDY',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(rr(res).data).toEqual({ id: pin.id });
      const b = await boardRow(board.id);
      expect(b?.pinCount).toBe(0);
      expect(b?.coverPinId).toBeNull();
      const [s] = await db().select().from(boardSections).where(eq(boardSections.id, section.id));
      expect(s?.pinCount).toBe(0);
      expect((await eventsOf(board.id)).map((e) => e.type)).toEqual(['pin_save', 'pin_delete']);
      const [row] = await db()
        .select()
        .from(pins)
        .where(eq(pins.id, Number(pin.id)));
      expect(row?.deletedAt).not.toBeNull();
      const again = await me.post('PinResource', 'delete', { id: pin.id });
      expect(again.statusCode).toBe(404);
      const closeup = await me.get('PinResource', { id: pin.id });
      expect(closeup.statusCode).toBe(404);
    });

    it('others get 403; the board owner and a collaborator with delete_pin may delete', async () => {
      const board = await makeBoard(ctx(), otherId, { isCollaborative: true });
      await db()
        .insert(boardCollaborators)
        .values({
          boardId: board.id,
          userId: myId,
          status: 'accepted',
          permissions: ['save_pin'],
        });
      const ownerPin = await newPin(other, { board_id: board.id });
      const denied = await me.post('PinResource', 'delete', { id: ownerPin.id });
      expect(denied.statusCode).toBe(403);
      await db()
        .update(boardCollaborators)
        .set({ permissions: ['save_pin', 'delete_pin'] })
        .where(and(eq(boardCollaborators.boardId, board.id), eq(boardCollaborators.userId, myId)));
      const allowed = await me.post('PinResource', 'delete', { id: ownerPin.id });
      expect(allowed.statusCode, allowed.body).toBe(200);
      const mine = await newPin(me, { board_id: board.id });
      const byOwner = await other.post('PinResource', 'delete', { id: mine.id });
      expect(byOwner.statusCode).toBe(200);
      expect((await boardRow(board.id))?.pinCount).toBe(0);
      const visitor = await new Client(t).post('PinResource', 'delete', { id: mine.id });
      expect(visitor.statusCode).toBe(401);
    });
  });
});
