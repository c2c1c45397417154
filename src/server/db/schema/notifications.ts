import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { boards } from './boards.ts';
import { conversations } from './messages.ts';
import { pins } from './pins.ts';
import { users } from './users.ts';

/**
 * Issue 13 (decision 017): what happened to someone's things because of someone else: a save of
 * their pin, a follow, a collaborator joining their board, a message; issue 33 adds an invitation
 * to a board, a comment on their pin, a reply to their comment and an @mention. `dedupe_key` makes one row
 * per fact (a repeated follow or save stays one; messages keep one row per conversation and
 * sender, moved to the top and unread again by each new message).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .generatedAlwaysAsIdentity({ startWith: 1000 }),
    recipientId: bigint('recipient_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actorId: bigint('actor_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    pinId: bigint('pin_id', { mode: 'number' }).references(() => pins.id, {
      onDelete: 'cascade',
    }),
    boardId: bigint('board_id', { mode: 'number' }).references(() => boards.id, {
      onDelete: 'cascade',
    }),
    conversationId: bigint('conversation_id', { mode: 'number' }).references(
      () => conversations.id,
      { onDelete: 'cascade' },
    ),
    dedupeKey: text('dedupe_key').notNull(),
    /** issue 37: a moderator's words (a removed pin's reason, a warning), shown as they are */
    message: text('message').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** decision 044: false when its person turned this category off in Tessera (kept for mail) */
    shown: boolean('shown').notNull().default(true),
    /** decision 044: when it was last mailed as it happened (messages: one mail per while) */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notifications_dedupe_idx').on(t.recipientId, t.dedupeKey),
    index('notifications_recipient_idx').on(t.recipientId, t.createdAt, t.id),
    index('notifications_unread_idx')
      .on(t.recipientId)
      .where(sql`${t.readAt} is null and ${t.shown}`),
    check(
      'notifications_kind_check',
      sql`${t.kind} in ('pin_save', 'follow', 'board_join', 'message', 'board_invite', 'comment', 'comment_reply', 'mention', 'follow_request', 'follow_accepted', 'pin_removed', 'warning', 'report_actioned', 'report_dismissed')`,
    ),
  ],
);

/**
 * Decision 044 (M-081): a person's notification choices. `choices` holds only what they changed
 * ({category: {inApp?, email?}}); the domain fills in the defaults, so a new category needs no
 * backfill. `last_digest_at` is when their last daily digest was claimed: the digest job claims
 * a person by moving it forward, so two processes never mail the same digest.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    choices: jsonb('choices').notNull().default({}),
    emailMode: text('email_mode').notNull().default('instant'),
    lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('notification_preferences_mode_check', sql`${t.emailMode} in ('instant', 'digest')`),
    index('notification_preferences_digest_idx')
      .on(t.lastDigestAt)
      .where(sql`${t.emailMode} = 'digest'`),
  ],
);
