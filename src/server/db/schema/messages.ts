import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { pins } from './pins.ts';
import { users } from './users.ts';

/**
 * Issue 13: a conversation between two or more people (spec 01 §2 inbox panel, spec 02 §2
 * /conversation/{id}). `last_message_at` orders the inbox without scanning messages.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .generatedAlwaysAsIdentity({ startWith: 1000 }),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    /** the sorted member ids joined by ',': finds the conversation of exactly these people */
    memberKey: text('member_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('conversations_member_key_idx').on(t.memberKey)],
);

/**
 * A person in a conversation. `state` is 'request' for someone who got it from a person they do
 * not follow, until they accept or decline it; a declined conversation leaves their inbox.
 */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state').notNull().default('accepted'),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index('conversation_members_user_idx').on(t.userId, t.state),
    check(
      'conversation_members_state_check',
      sql`${t.state} in ('accepted', 'request', 'declined')`,
    ),
  ],
);

/** A message: text, a pin, or both (at most 2000 characters of text). */
export const messages = pgTable(
  'messages',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .generatedAlwaysAsIdentity({ startWith: 1000 }),
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: bigint('sender_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    text: text('text').notNull().default(''),
    pinId: bigint('pin_id', { mode: 'number' }).references(() => pins.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.id),
    check('messages_text_length_check', sql`char_length(${t.text}) <= 2000`),
  ],
);

/** `blocker` blocked `blocked`: neither may message the other. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: bigint('blocker_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: bigint('blocked_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('user_blocks_blocked_idx').on(t.blockedId),
  ],
);
