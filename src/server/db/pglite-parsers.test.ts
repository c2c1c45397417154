import { sql } from 'drizzle-orm';
import { date, integer, interval, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { withoutMerge } from './pglite-parsers.ts';

describe('PGlite parses drizzle’s text types once (decision 083)', () => {
  const drizzles = {
    1114: (v: string) => v,
    1184: (v: string) => v,
    1186: (v: string) => v,
    1082: (v: string) => v,
    1231: (v: string) => v,
    1115: (v: string) => v,
    1185: (v: string) => v,
    1187: (v: string) => v,
    1182: (v: string) => v,
  };

  it('drops the nine parsers drizzle asks for from a query’s options, and nothing else', () => {
    expect(withoutMerge({ rowMode: 'array', parsers: drizzles })).toEqual({
      rowMode: 'array',
      parsers: undefined,
    });
    expect(withoutMerge(undefined)).toBeUndefined();
    const other = { parsers: { ...drizzles, 1184: (v: string) => new Date(v) } };
    expect(withoutMerge(other)).toBe(other);
    const fewer = { parsers: { 1114: (v: string) => v } };
    expect(withoutMerge(fewer)).toBe(fewer);
  });

  it('drizzle reads dates and times as before; pg-boss’s path still gets dates', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      const { db } = database;
      await db.execute(sql`create table parse_probe (id int primary key, at timestamptz,
        plain timestamp, day date, span interval, ats timestamptz[])`);
      await db.execute(sql`insert into parse_probe values (1, '2026-12-04 07:00:00+00',
        '2026-12-04 07:00:00', '2026-12-04', '2 days', array['2026-12-04 07:00:00+00'::timestamptz])`);
      const probe = pgTable('parse_probe', {
        id: integer('id').primaryKey(),
        at: timestamp('at', { withTimezone: true }),
        plain: timestamp('plain'),
        asText: timestamp('at', { withTimezone: true, mode: 'string' }),
        day: date('day'),
        span: interval('span'),
      });
      for (let i = 0; i < 3; i++) {
        // the builder, sent and then prepared (decision 081): the column types parse the text
        const [row] = await db.select().from(probe);
        expect(row).toEqual({
          id: 1,
          at: new Date('2026-12-04T07:00:00Z'),
          plain: new Date('2026-12-04T07:00:00Z'),
          asText: '2026-12-04 07:00:00+00',
          day: '2026-12-04',
          span: '2 days',
        });
        // a raw execute gets the text PostgreSQL wrote, as drizzle asks
        const raw = (await db.execute(sql`select at, day, ats from parse_probe`)) as unknown as {
          rows: unknown[];
        };
        expect(raw.rows).toEqual([
          { at: '2026-12-04 07:00:00+00', day: '2026-12-04', ats: '{"2026-12-04 07:00:00+00"}' },
        ]);
      }
      // pg-boss reads through the queue's connection, with PGlite's own parsing
      const queue = database.queueConnection;
      if (!('db' in queue)) throw new Error('PGlite hands pg-boss its own connection');
      const boss = await queue.db.executeSql('select at from parse_probe where id = $1', [1]);
      expect(boss.rows).toEqual([{ at: new Date('2026-12-04T07:00:00Z') }]);
    } finally {
      await database.close();
    }
  });
});
