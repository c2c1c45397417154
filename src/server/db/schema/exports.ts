import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Decision 052: one "Download your data" ZIP, built by the export job. state: queued | running |
 * ready | failed | expired. The file is in the blob store under `fileKey` until `expiresAt`.
 */
export const dataExports = pgTable(
  'exports',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .generatedAlwaysAsIdentity({ startWith: 1000 }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state').notNull().default('queued'),
    pinsTotal: integer('pins_total').notNull().default(0),
    pinsDone: integer('pins_done').notNull().default(0),
    fileKey: text('file_key'),
    bytes: bigint('bytes', { mode: 'number' }),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('exports_user_idx').on(t.userId, t.createdAt),
    // one export at a time per person: a second request finds this one
    uniqueIndex('exports_one_active_idx')
      .on(t.userId)
      .where(sql`${t.state} in ('queued', 'running')`),
    index('exports_expires_idx').on(t.expiresAt).where(sql`${t.fileKey} is not null`),
  ],
);
