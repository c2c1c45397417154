import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommentModel, CommentsPage } from '#domain/comments/comments';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { makeBoard, makePin } from '../support/factory.ts';
import { jobsSettled } from '../support/jobs.ts';
import { captureSql, type SqlCapture } from '../support/sql-capture.ts';
import { Client, rr, signedUp } from './auth-support.ts';
import { BROWSER, getPage, SERVER_BUILD } from './page-support.ts';

// Issue 32: a visitor's first page of comments is kept (decision 039's tags), so a closeup asked
// again reads nothing; every write that changes what it shows makes it read again. The response
// cache is off here, so what is tested is the kept comments alone.

type Person = Awaited<ReturnType<typeof signedUp>>;

describe.each(dbKinds())('kept comments on %s', (kind) => {
  let t: TestApp;
  let sql: SqlCapture;
  beforeAll(async () => {
    const before = process.env.TESSERA_RESPONSE_CACHE;
    process.env.TESSERA_RESPONSE_CACHE = 'off';
    try {
      t = await createTestApp(kind);
    } finally {
      if (before === undefined) delete process.env.TESSERA_RESPONSE_CACHE;
      else process.env.TESSERA_RESPONSE_CACHE = before;
    }
    sql = captureSql(t.tessera.database);
  });
  afterAll(async () => {
    sql?.restore();
    await t?.close();
  });

  async function comment(p: Person, pinId: number, text: string) {
    const res = await p.client.post('PinCommentsResource', 'create', { pin_id: pinId, text });
    expect(res.statusCode, res.body).toBe(200);
    return rr(res).data as CommentModel;
  }
  async function shown(pinId: number) {
    const res = await new Client(t).get('PinCommentsResource', { pin_id: pinId });
    expect(res.statusCode, res.body).toBe(200);
    const page = rr(res).data as CommentsPage;
    return {
      closed: page.closed,
      texts: page.items.map((c) => `${c.author.fullName}: ${c.text}`),
    };
  }

  it('a visitor sees every write at once: a comment, an edit, a delete, a new name, the switches', async () => {
    const [owner, ana] = [await signedUp(t), await signedUp(t)];
    const ctx = t.tessera.systemCtx();
    const board = await makeBoard(ctx, owner.id);
    const pin = (await makePin(ctx, owner.id, board.id)).id;
    expect(await shown(pin)).toEqual({ closed: false, texts: [] });
    const c = await comment(ana, pin, 'Frist');
    const name = c.author.fullName;
    expect((await shown(pin)).texts).toEqual([`${name}: Frist`]);
    const edited = await ana.client.post('PinCommentResource', 'update', {
      pin_id: pin,
      comment_id: c.id,
      text: 'First',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await shown(pin)).texts).toEqual([`${name}: First`]);

    const renamed = await ana.client.post('UserSettingsResource', 'update', {
      first_name: 'Renamed',
      username: ana.username,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await shown(pin)).texts).toEqual([`${name.replace(/^\S+/, 'Renamed')}: First`]);

    const boardOff = await owner.client.post('BoardCommentSettingsResource', 'update', {
      board_id: board.id,
      comments_disabled: true,
    });
    expect(boardOff.statusCode, boardOff.body).toBe(200);
    expect((await shown(pin)).closed).toBe(true);
    const boardOn = await owner.client.post('BoardCommentSettingsResource', 'update', {
      board_id: board.id,
      comments_disabled: false,
    });
    expect(boardOn.statusCode, boardOn.body).toBe(200);
    const pinOff = await owner.client.post('PinCommentSettingsResource', 'update', {
      pin_id: pin,
      comments_disabled: true,
    });
    expect(pinOff.statusCode, pinOff.body).toBe(200);
    expect((await shown(pin)).closed).toBe(true);

    const gone = await owner.client.post('PinCommentResource', 'delete', {
      pin_id: pin,
      comment_id: c.id,
    });
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await shown(pin)).texts).toEqual([]);
  });

  describe.skipIf(!existsSync(SERVER_BUILD))('the page (needs `npm run build`)', () => {
    it('a closeup a visitor asks for again reads nothing, its comments included', async () => {
      const [owner, ana] = [await signedUp(t), await signedUp(t)];
      const ctx = t.tessera.systemCtx();
      const pin = (await makePin(ctx, owner.id, (await makeBoard(ctx, owner.id)).id)).id;
      await comment(ana, pin, 'Kept for visitors');
      const first = await getPage(t.tessera.app, `/pin/${pin}/`, { 'user-agent': BROWSER });
      expect(first.statusCode).toBe(200);
      expect(first.body).toContain('Kept for visitors');
      // the comment's notification is mailed by a job (decision 048), whose reads are not the
      // closeup's: CI once caught them inside the measured request
      await jobsSettled(t.tessera);
      sql.texts.length = 0;
      sql.on = true;
      const again = await getPage(t.tessera.app, `/pin/${pin}/`, { 'user-agent': BROWSER });
      sql.on = false;
      expect(again.statusCode).toBe(200);
      expect(again.body).toContain('Kept for visitors');
      // on PostgreSQL a request first reads the change log (decision 039): not the closeup's; a
      // lone commit is the end of a write the first request left behind (seen under load)
      expect(
        sql.texts.filter((q) => !/\bchange_head\b|\bfrom changes\b|^commit$/i.test(q.trim())),
      ).toEqual([]);
    });
  });
});
