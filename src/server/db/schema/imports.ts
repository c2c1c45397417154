import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { pins } from './pins.ts';
import { users } from './users.ts';

/**
 * Issue 35 (decision 053): one import of someone's pins from elsewhere. Its items are read from
 * the file when it is created (the preview's counts come from them); the job (or the CLI) then
 * works through the pending ones in order, one transaction each, so a crash resumes where it
 * stopped. `state`: queued, running, done, failed (the file could not be worked through at all),
 * cancelled.
 */
export const imports = pgTable(
  'imports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    state: text('state').notNull().default('queued'),
    total: integer('total').notNull().default(0),
    imported: integer('imported').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('imports_user_idx').on(t.userId, t.id),
    check(
      'imports_state_check',
      sql`${t.state} in ('queued', 'running', 'done', 'failed', 'cancelled')`,
    ),
  ],
);

/**
 * One thing an import brings: a pin as its source described it (`item`: board, title,
 * description, link, picture address, date), then what became of it: `imported` (its pin),
 * `skipped` (a duplicate of a pin the person has) or `failed` with the reason a person reads in
 * the report.
 */
export const importItems = pgTable(
  'import_items',
  {
    importId: bigint('import_id', { mode: 'number' })
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    status: text('status').notNull().default('pending'),
    item: jsonb('item').notNull(),
    reason: text('reason'),
    pinId: bigint('pin_id', { mode: 'number' }).references(() => pins.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    primaryKey({ columns: [t.importId, t.seq] }),
    index('import_items_pending_idx').on(t.importId, t.seq).where(sql`${t.status} = 'pending'`),
    check(
      'import_items_status_check',
      sql`${t.status} in ('pending', 'imported', 'skipped', 'failed')`,
    ),
  ],
);
