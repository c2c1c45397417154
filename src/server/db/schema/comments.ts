import { type AnyPgColumn, bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
