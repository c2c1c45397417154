import { inArray, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { GENERIC_PLAN, namePreparedStatements, statementNamer } from './prepared.ts';

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

  it('decision 092: a marked statement runs between a set and a reset of the plan cache mode, its callback after both', async () => {
    const sent: unknown[] = [];
    class Fake {
      query(config: unknown, ...rest: unknown[]) {
        sent.push(typeof config === 'string' ? config : (config as { name?: string }).name);
        const cb = rest.at(-1);
        const answer = { rows: [sent.length] };
        if (typeof cb === 'function') {
          setImmediate(() => cb(undefined, answer));
          return undefined;
        }
        return Promise.resolve(answer);
      }
    }
    const client = new Fake() as unknown as pg.ClientBase;
    namePreparedStatements(client, () => 'tessera_9');
    const text = `select $1 ${GENERIC_PLAN}`;
    // as drizzle asks on a connection of its own: values as a second argument
    const direct = await (client.query as (...a: unknown[]) => Promise<unknown>)({ text }, [1]);
    expect(direct).toEqual({ rows: [2] });
    // as the pool asks: a callback that releases the connection
    const viaPool = await new Promise((resolve, reject) => {
      (client.query as (...a: unknown[]) => unknown)({ text }, [1], (err: unknown, res: unknown) =>
        err ? reject(err) : resolve({ res, sentBefore: [...sent] }),
      );
    });
    expect(viaPool).toEqual({
      res: { rows: [5] },
      sentBefore: [
        'set plan_cache_mode = force_generic_plan',
        'tessera_9',
        'reset plan_cache_mode',
        'set plan_cache_mode = force_generic_plan',
        'tessera_9',
        'reset plan_cache_mode',
      ],
    });
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

  it('on PGlite a statement sent again is prepared, with the same answers (decision 081)', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      const { db } = database;
      const rowsOf = async (q: ReturnType<typeof sql>) =>
        ((await db.execute(q)) as unknown as { rows: unknown[] }).rows;
      const heldLike = async (pattern: string) => {
        const res = await db.execute(
          sql`select name from pg_prepared_statements where statement like ${pattern}`,
        );
        return (res as unknown as { rows: { name: string }[] }).rows.map((r) => r.name);
      };
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
      // drizzle's parsers still apply: a date stays the text PostgreSQL wrote
      expect(answers.map((r) => (r[0] as { d: unknown }).d)).toEqual([
        '2026-12-02',
        '2026-12-02',
        '2026-12-02',
      ]);
      expect(await heldLike('%* 2 as n%')).toEqual([expect.stringMatching(/^tessera_\d+$/)]);

      // a value meets its parameter as the protocol's text would: numbers as text and json,
      // booleans, null, a negative and a fractional number
      const typed = (n: number, b: boolean, x: string | null) =>
        sql`select ${n}::text as t, ${n}::jsonb as j, ${b}::boolean as b, ${x}::text as x,
          ${-n / 4}::float8 as f`;
      for (const [n, b, x] of [
        [5, true, null],
        [6, false, 'y'],
        [7, true, null],
      ] as const) {
        expect(await rowsOf(typed(n, b, x))).toEqual([{ t: String(n), j: n, b, x, f: -n / 4 }]);
      }
      expect(await heldLike('%::jsonb as j%')).toHaveLength(1);

      // drizzle's query builder maps the prepared rows as it maps the sent ones
      await db.execute(sql`create table prepared_probe (id int primary key, name text)`);
      await db.execute(sql`insert into prepared_probe values (1, 'one'), (2, 'two')`);
      const probe = pgTable('prepared_probe', {
        id: integer('id').primaryKey(),
        name: text('name'),
      });
      for (let i = 0; i < 3; i++) {
        expect(
          await db
            .select()
            .from(probe)
            .where(inArray(probe.id, [1, 2])),
        ).toEqual([
          { id: 1, name: 'one' },
          { id: 2, name: 'two' },
        ]);
      }
      expect(await heldLike('%"prepared_probe"."id" in%')).toHaveLength(1);

      // the second and third use at once: one prepared statement, both answered
      const twice = (n: number) => rowsOf(sql`select ${n}::int + 100 as n`);
      await twice(0);
      expect(await Promise.all([twice(1), twice(2), twice(3)])).toEqual([
        [{ n: 101 }],
        [{ n: 102 }],
        [{ n: 103 }],
      ]);
      expect(await heldLike('%::int + 100 as n%')).toHaveLength(1);

      // a parameter of no type is read as text; a value that is no literal runs as sent
      for (let i = 0; i < 3; i++) {
        expect(await rowsOf(sql`select ${'plain'} as v`)).toEqual([{ v: 'plain' }]);
        expect(await rowsOf(sql`select ${new Date(0)}::timestamptz = 'epoch' as v`)).toEqual([
          { v: true },
        ]);
      }

      // in a transaction: prepared too, its statements answered in order
      await db.execute(sql`create table prepared_tx (n int)`);
      for (let i = 0; i < 3; i++) {
        const answers = await db.transaction(async (tx) =>
          Promise.all([
            tx.execute(sql`insert into prepared_tx values (${i})`),
            tx.execute(sql`select ${i}::int + 1 as next`),
            tx.execute(sql`insert into prepared_tx values (${i + 10})`),
            tx.execute(sql`select count(*)::int as n from prepared_tx`),
          ]),
        );
        const rows = answers.map((a) => (a as unknown as { rows: unknown[] }).rows);
        expect(rows[1]).toEqual([{ next: i + 1 }]);
        expect(rows[3]).toEqual([{ n: 2 * (i + 1) }]);
      }
      expect(await heldLike('%insert into prepared_tx%')).toHaveLength(1);
      // a text the server cannot prepare (a parameter of no type) fails as it would sent
      for (let i = 0; i < 2; i++) {
        await expect(
          db.transaction((tx) => tx.execute(sql`select ${i} is null as untyped`)),
        ).rejects.toMatchObject({ cause: { code: '42P18' } });
      }
      expect(await heldLike('%is null as untyped%')).toEqual([]);
      // a rolled back transaction leaves nothing written, its statement stays prepared
      await expect(
        db.transaction(async (tx) => {
          for (let i = 0; i < 3; i++) await tx.execute(sql`insert into prepared_tx values (${-1})`);
          throw new Error('undo');
        }),
      ).rejects.toThrow('undo');
      const left = await rowsOf(sql`select count(*)::int as n from prepared_tx where n < 0`);
      expect(left).toEqual([{ n: 0 }]);
      expect(await heldLike('%insert into prepared_tx%')).toHaveLength(1);
    } finally {
      await database.close();
    }
  });

  it.each([
    ['PGlite', { dataDir: 'memory://' }],
    ['PostgreSQL', { databaseUrl: process.env.DATABASE_URL }],
  ] as const)(
    'on %s a statement marked for its generic plan is planned once, and the mode is restored (decision 092)',
    async (kind, where) => {
      if (kind === 'PostgreSQL' && !where.databaseUrl) return;
      const database = await openDatabase(where);
      try {
        // one connection: PostgreSQL's prepared statements and settings are each connection's own
        const seen = await database.db.transaction(async (tx) => {
          const rowsOf = async (q: ReturnType<typeof sql>) =>
            ((await tx.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows;
          const answers: unknown[] = [];
          for (const n of [1, 2, 3, 4, 5, 6, 7]) {
            answers.push(
              await rowsOf(
                sql`select ${n}::int * 3 as n from generate_series(1, ${n}::int) g where g = ${n}::int ${sql.raw(GENERIC_PLAN)}`,
              ),
            );
          }
          expect(answers).toEqual([1, 2, 3, 4, 5, 6, 7].map((n) => [{ n: n * 3 }]));
          const plans = await rowsOf(
            sql`select generic_plans::int as generic, custom_plans::int as custom
              from pg_prepared_statements where statement like ${'%* 3 as n from generate_series%'}`,
          );
          // an unmarked statement is left to the planner's choice
          const mode = await rowsOf(sql`select current_setting('plan_cache_mode') as mode`);
          return { plans, mode };
        });
        // the first run is sent unprepared; every later one runs the one generic plan
        expect(seen.plans).toEqual([{ generic: 6, custom: 0 }]);
        expect(seen.mode).toEqual([{ mode: 'auto' }]);
        // a failing marked statement fails as itself and leaves the mode as it was
        const failing = () =>
          database.db.execute(
            sql`select 1 / (${0}::int * g) as n from generate_series(1, 1) g ${sql.raw(GENERIC_PLAN)}`,
          );
        for (let i = 0; i < 3; i++) {
          await expect(failing()).rejects.toMatchObject({ cause: { code: '22012' } });
        }
        const res = await database.db.execute(
          sql`select current_setting('plan_cache_mode') as mode`,
        );
        expect((res as unknown as { rows: unknown[] }).rows).toEqual([{ mode: 'auto' }]);
      } finally {
        await database.close();
      }
    },
  );
});
