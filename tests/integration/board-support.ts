import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { BoardModel, PinModel, SectionModel } from '#domain/pins/models';
import { boards } from '#server/db/schema/index';
import type { TestApp } from '../support/app.ts';
import { makePin } from '../support/factory.ts';
import { Client, rr, type signedUp } from './auth-support.ts';

/** Shared by the board suites (boards, board-bulk-edit, board-organize). */
export type Signed = Awaited<ReturnType<typeof signedUp>>;

/** Helpers over the suite's app and owner (read lazily: both are made in beforeAll). */
export function boardHelpers(app: () => TestApp, owner: () => Signed) {
  const visitor = () => new Client(app());
  const sys = () => app().tessera.systemCtx();

  async function create(c: Client, options: Record<string, unknown>): Promise<BoardModel> {
    const res = await c.post('BoardResource', 'create', options);
    expect(res.statusCode, res.body).toBe(200);
    return rr(res).data as BoardModel;
  }

  async function boardRow(id: string | number) {
    const [b] = await app()
      .tessera.database.db.select()
      .from(boards)
      .where(eq(boards.id, Number(id)));
    if (!b) throw new Error('no board');
    return b;
  }

  async function pinsOn(board: BoardModel, n: number, pinnerId = owner().id) {
    const out = [];
    for (let i = 0; i < n; i++) out.push(await makePin(sys(), pinnerId, Number(board.id)));
    return out;
  }

  async function sections(c: Client, boardId: string): Promise<SectionModel[]> {
    const res = await c.get('BoardSectionsResource', { board_id: boardId });
    expect(res.statusCode, res.body).toBe(200);
    return rr(res).data as SectionModel[];
  }

  async function feed(c: Client, b: BoardModel, section_slug?: string): Promise<PinModel[]> {
    const res = await c.get('BoardFeedResource', {
      username: b.owner.username,
      slug: b.slug,
      ...(section_slug ? { section_slug } : {}),
    });
    expect(res.statusCode, res.body).toBe(200);
    return rr(res).data as PinModel[];
  }

  return { visitor, sys, create, boardRow, pinsOn, sections, feed };
}
