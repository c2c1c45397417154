import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { boards } from './boards.ts';
import { pins } from './pins.ts';
import { users } from './users.ts';

/**
 * Decision 042: a comment on a pin, kept on the root pin (a saved copy shares its original's
 * conversation). A reply names its parent, always a top-level comment (one level of replies);
 * deleting a comment deletes its replies.
 */
export const comments = pgTable(
  'comments',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .generatedAlwaysAsIdentity({ startWith: 1000 }),
    pinId: bigint('pin_id', { mode: 'number' })
      .notNull()
      .references(() => pins.id, { onDelete: 'cascade' }),
    authorId: bigint('author_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: bigint('parent_id', { mode: 'number' }).references((): AnyPgColumn => comments.id, {
      onDelete: 'cascade',
    }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [
    index('comments_pin_idx').on(t.pinId, t.parentId, t.createdAt, t.id),
    index('comments_parent_idx').on(t.parentId, t.createdAt, t.id),
  ],
);

/** Decision 042: a root pin whose owner turned its comments off (no row: comments are on). */
export const pinCommentsOff = pgTable('pin_comments_off', {
  pinId: bigint('pin_id', { mode: 'number' })
    .primaryKey()
    .references(() => pins.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Decision 042: a person's report of a comment, for a reason of decision 015's list. Employees
 * resolve open ones at /admin/reports: 'removed' deletes the comment, 'dismissed' leaves it.
 */
export const commentReports = pgTable(
  'comment_reports',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .generatedAlwaysAsIdentity({ startWith: 1000 }),
    commentId: bigint('comment_id', { mode: 'number' })
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    reporterId: bigint('reporter_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: bigint('resolved_by', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    index('comment_reports_open_idx').on(t.createdAt).where(sql`${t.status} = 'open'`),
    uniqueIndex('comment_reports_one_open_idx')
      .on(t.commentId, t.reporterId)
      .where(sql`${t.status} = 'open'`),
    check('comment_reports_status_check', sql`${t.status} in ('open', 'removed', 'dismissed')`),
  ],
);

/**
 * Decision 042: a board whose owner turned comments off for the pins they saved there first
 * (the roots on it); no row: comments are on.
 */
export const boardCommentsOff = pgTable('board_comments_off', {
  boardId: bigint('board_id', { mode: 'number' })
    .primaryKey()
    .references(() => boards.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
