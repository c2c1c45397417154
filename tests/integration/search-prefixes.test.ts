import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PinModel } from '#domain/pins/models';
import { MAX_EXPANDED } from '#server/services/search/prefixes';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { makeBoard, makePin } from '../support/factory.ts';
import { captureSql, type SqlCapture } from '../support/sql-capture.ts';
import { Client, rowsOf, rr, signedUp } from './auth-support.ts';
import { pinCalls } from './pin-support.ts';

// Decision 085: a word typed last is a prefix; the search writes it as the lexemes it stands for
// (search_lexicon, kept by triggers on pins) so the full-text index need not collect every pin
// of every one of them. The pins found must be exactly those the prefix matches.
describe.each(dbKinds())('a typed prefix matched as its lexemes on %s', (kind) => {
  let t: TestApp;
  let me: Client;
  let myId: number;
  let boardId: number;
  let visitor: Client;
  let capture: SqlCapture;
  let calls: ReturnType<typeof pinCalls>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    calls = pinCalls(t);
    ({ client: me, id: myId } = await signedUp(t));
    boardId = (await makeBoard(t.tessera.systemCtx(), myId)).id;
    visitor = new Client(t);
    capture = captureSql(t.tessera.database);
  }, 120_000);
  afterAll(() => {
    capture?.restore();
    return t?.close();
  });

  const newPin = (title: string, seed: number) =>
    calls.newPin(me, { board_id: String(boardId), title }, seed);

  /**
   * Every result of a visitor's pin search, and whether its prefix was written as lexemes (null:
   * the search was kept from an earlier one and sent no statement).
   */
  async function search(query: string): Promise<{ ids: string[]; expanded: boolean | null }> {
    capture.texts.length = 0;
    capture.on = true;
    try {
      const res = await visitor.get('BaseSearchResource', { query, scope: 'pins', page_size: 100 });
      expect(res.statusCode, res.body).toBe(200);
      const ids = (rr(res).data as PinModel[]).map((p) => p.id);
      const skeleton = capture.texts.find((q) => q.includes('ts_rank_cd'));
      const expanded = skeleton === undefined ? null : !/search_doc @@ to_tsquery/.test(skeleton);
      return { ids: ids.sort(), expanded };
    } finally {
      capture.on = false;
    }
  }

  /** The pins a to_tsquery matches as PostgreSQL reads it, prefixes and all. */
  async function matching(tsq: string): Promise<string[]> {
    const rows = await rowsOf<{ id: string }>(
      await t.tessera.database.db.execute(sql`select id::text as id from pins
        where search_doc @@ to_tsquery('english', ${tsq}) and deleted_at is null
          and origin_pin_id is null and board_id = ${boardId}`),
    );
    return rows.map((r) => r.id).sort();
  }

  it('finds every pin of every lexeme the prefix starts, as the prefix itself does', async () => {
    const soap = await newPin('Clean handmade soap', 1);
    await newPin('Hand lettering for beginners', 2);
    await newPin('Handle repair on a cabinet', 3);
    await newPin('Clean kitchen counters', 4);
    const pair = await search('clean hand');
    expect(pair.expanded).toBe(true);
    expect(pair.ids).toEqual([soap.id]);
    expect(pair.ids).toEqual(await matching("'clean' & 'hand':*"));
    const one = await search('hand');
    expect(one.expanded).toBe(true);
    expect(one.ids).toHaveLength(3);
    expect(one.ids).toEqual(await matching("'hand':*"));
  });

  it('keeps phrases and exclusions: the expanded prefix means what the prefix meant', async () => {
    // a quoted phrase is whole words; the word typed after it is the prefix
    const phrase = await search('"clean handmade" soa');
    expect(phrase.expanded).toBe(true);
    expect(phrase.ids).toEqual(await matching("'clean' <-> 'handmad' & 'soa':*"));
    expect(phrase.ids).toHaveLength(1);
    const without = await search('-clean hand');
    expect(without.expanded).toBe(true);
    expect(without.ids).toEqual(await matching("!'clean' & 'hand':*"));
    expect(without.ids).toHaveLength(2);
  });

  it('a pin made or retitled after a search, with a word no pin had, is found by the next one', async () => {
    const before = await search('hand');
    const made = await newPin('Handstand practice at the park', 5);
    const after = await search('hand');
    expect(after.ids).toEqual([...before.ids, made.id].sort());
    const kitchen = (await search('kitchen')).ids[0];
    const res = await me.post('PinResource', 'update', { id: kitchen, title: 'Handlebar bag' });
    expect(res.statusCode, res.body).toBe(200);
    const retitled = await search('hand');
    expect(retitled.ids).toContain(kitchen);
    expect(retitled.ids).toEqual(await matching("'hand':*"));
  });

  it(`a prefix of more than ${MAX_EXPANDED} lexemes stays a prefix, with the same pins`, async () => {
    const ctx = t.tessera.systemCtx();
    const letters = 'abcdefghij';
    for (let i = 0; i < MAX_EXPANDED + 6; i++) {
      const word = `zq${letters[i % 10]}${letters[Math.floor(i / 10)]}x`;
      await makePin(ctx, myId, boardId, { title: `A ${word} lamp` });
    }
    const many = await search('zq');
    expect(many.expanded).toBe(false);
    expect(many.ids).toHaveLength(MAX_EXPANDED + 6);
    expect(many.ids).toEqual(await matching("'zq':*"));
  });
});
