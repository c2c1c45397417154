import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Decision 039: what each write changed, in order, for the other processes on one PostgreSQL
 * database. `change_head` is one row: a write moves it and adds its change in one statement,
 * so the row lock orders them and a reader that sees head n sees every change up to n.
 */
export const changeHead = pgTable(
  'change_head',
  {
    id: smallint('id').primaryKey(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
  },
  (t) => [check('change_head_one_row', sql`${t.id} = 1`)],
);

export const changes = pgTable(
  'changes',
  {
    seq: bigint('seq', { mode: 'number' }).primaryKey(),
    tags: text('tags').array().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('changes_at_idx').on(t.at)],
);
