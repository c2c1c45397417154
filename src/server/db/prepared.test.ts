import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { executeHot, namePreparedStatements, statementNamer } from './prepared.ts';

describe('named prepared statements on PostgreSQL (decision 079)', () => {
  it('names a text on its second use, the same name ever after', () => {
    const nameOf = statementNamer();
    expect(nameOf('select $1')).toBeUndefined();
    const name = nameOf('select $1');
    expect(name).toMatch(/^tessera_\d+$/);
    expect(nameOf('select $1')).toBe(name);
    nameOf('select $2');
    expect(nameOf('select $2')).not.toBe(name);
  });

  it('names at most cap texts, and never a bulk one', () => {
    const nameOf = statementNamer(2);
    for (const t of ['a', 'b', 'c']) nameOf(t);
    expect([nameOf('a'), nameOf('b'), nameOf('c')]).toEqual(['tessera_0', 'tessera_1', undefined]);
    const bulk = `insert into t values ${'($1), '.repeat(2_000)}`;
    expect(nameOf(bulk) ?? nameOf(bulk)).toBeUndefined();
  });

  it('passes the name to the driver, leaves named, string and submittable queries as they are', () => {
    const sent: unknown[] = [];
    class Fake {
      query(config: unknown) {
        sent.push(config);
        return config;
      }
    }
    const client = new Fake() as unknown as pg.ClientBase;
    namePreparedStatements(client, () => 'tessera_7');
    const submittable = { text: 'select 1', submit: () => {} };
    client.query({ text: 'select $1', values: [1] } as pg.QueryConfig);
    client.query({ text: 'select 2', name: 'mine' });
    client.query('select 3');
    client.query(submittable as unknown as pg.QueryConfig);
    expect(sent).toEqual([
      { text: 'select $1', values: [1], name: 'tessera_7' },
      { text: 'select 2', name: 'mine' },
      'select 3',
      submittable,
    ]);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'a statement run twice is kept prepared by its connection, and answers the same; unless off',
    async () => {
      for (const preparedStatements of [true, false]) {
        const database = await openDatabase({
          databaseUrl: process.env.DATABASE_URL,
          preparedStatements,
        });
        try {
          const marker = `prepared_${process.pid}_${Date.now()}`;
          const kept = await database.db.transaction(async (tx) => {
            const answers: unknown[] = [];
            for (const n of [1, 2, 3]) {
              const res = await tx.execute(sql`select ${n}::int + 1 as n, ${marker}::text as m`);
              answers.push((res as unknown as { rows: unknown[] }).rows);
            }
            expect(answers).toEqual([1, 2, 3].map((n) => [{ n: n + 1, m: marker }]));
            const res = await tx.execute(
              sql`select name from pg_prepared_statements where statement like ${'%::int + 1 as n%'}`,
            );
            return (res as unknown as { rows: { name: string }[] }).rows.map((r) => r.name);
          });
          expect(kept).toEqual(preparedStatements ? [expect.stringMatching(/^tessera_\d+$/)] : []);
        } finally {
          await database.close();
        }
      }
    },
  );

  it('on PGlite a hot statement is prepared from its second run, with the same answers', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      const { db } = database;
      const rowsOf = async (q: ReturnType<typeof sql>) =>
        ((await executeHot(db, q)) as { rows: unknown[] }).rows;
      const hot = (n: number, s: string) =>
        sql`select ${n}::int * 2 as n, ${s}::text || '!' as s, ${'2026-12-01'}::date + 1 as d`;
      const answers = [];
      for (const [n, s] of [
        [1, 'a'],
        [2, "it's"],
        [3, 'x\\y'],
      ] as const) {
        answers.push(await rowsOf(hot(n, s)));
      }
      expect(answers.map((r) => (r[0] as { n: number; s: string }).n)).toEqual([2, 4, 6]);
      expect(answers.map((r) => (r[0] as { s: string }).s)).toEqual(['a!', "it's!", 'x\\y!']);
      const held = await db.execute(
        sql`select name, statement from pg_prepared_statements where statement like ${'%* 2 as n%'}`,
      );
      expect((held as unknown as { rows: { name: string }[] }).rows.map((r) => r.name)).toEqual([
        expect.stringMatching(/^tessera_\d+$/),
      ]);
      // a parameter of no type cannot be prepared, nor a value that is no literal: run as sent
      for (let i = 0; i < 3; i++) {
        expect(await rowsOf(sql`select ${'plain'} as v`)).toEqual([{ v: 'plain' }]);
        expect(await rowsOf(sql`select ${true}::boolean as v`)).toEqual([{ v: true }]);
        expect(await rowsOf(sql`select ${2 ** 60}::numeric as v`)).toEqual([
          { v: String(2 ** 60) },
        ]);
      }
    } finally {
      await database.close();
    }
  });
});
