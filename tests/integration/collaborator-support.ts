import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { boardEvents } from '#server/db/schema/index';
import type { TestApp } from '../support/app.ts';
import { makeBoard } from '../support/factory.ts';
import { type Client, signedUp } from './auth-support.ts';

/** Shared by collaborators.test.ts and collaborator-links.test.ts. */
export type Person = Awaited<ReturnType<typeof signedUp>>;
type Privacy = 'public' | 'protected' | 'secret';

/** Helpers over the suite's app (read lazily: the app is created in beforeAll). */
export function collaboratorHelpers(app: () => TestApp) {
  const db = () => app().tessera.database.db;

  async function boardOf(owner: Person, privacy: Privacy = 'secret') {
    return makeBoard(app().tessera.systemCtx(), owner.id, { privacy });
  }

  async function events(boardId: number) {
    return db()
      .select({ type: boardEvents.type, actorId: boardEvents.actorId, data: boardEvents.data })
      .from(boardEvents)
      .where(eq(boardEvents.boardId, boardId))
      .orderBy(asc(boardEvents.id));
  }

  async function invite(by: Person, boardId: number, who: Person, extra: object = {}) {
    return by.client.post('BoardInviteResource', 'create', {
      board_id: boardId,
      username: who.username,
      ...extra,
    });
  }

  async function seeBoard(c: Client, owner: Person, slug: string) {
    return (await c.get('BoardResource', { username: owner.username, slug })).statusCode;
  }

  /** A board of `owner` with one accepted collaborator. */
  async function joined(owner: Person, privacy: Privacy = 'secret') {
    const board = await boardOf(owner, privacy);
    const member = await signedUp(app());
    expect((await invite(owner, board.id, member)).statusCode).toBe(200);
    const res = await member.client.post('BoardInviteResource', 'update', {
      board_id: board.id,
      status: 'accepted',
    });
    expect(res.statusCode, res.body).toBe(200);
    return { board, member };
  }

  return { db, boardOf, events, invite, seeBoard, joined };
}
