import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tsvector } from './search-types.ts';
import { users } from './users.ts';

/** spec 01 §3 Board. privacy: public | protected | secret; layout: default | quick_saves. */
export const boards = pgTable(
  'boards',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .generatedAlwaysAsIdentity({ startWith: 1000 }),
    ownerId: bigint('owner_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    privacy: text('privacy').notNull().default('public'),
    layout: text('layout').notNull().default('default'),
    isCollaborative: boolean('is_collaborative').notNull().default(false),
    coverPinId: bigint('cover_pin_id', { mode: 'number' }),
    /** position in the owner's custom board order (spec 01 §3 sort value custom) */
    sortOrder: integer('sort_order').notNull().default(0),
    pinCount: integer('pin_count').notNull().default(0),
    followerCount: integer('follower_count').notNull().default(0),
    lastPinnedAt: timestamp('last_pinned_at', { withTimezone: true }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** full-text document (decision 025): name A, description B */
    searchDoc: tsvector('search_doc').generatedAlwaysAs(
      sql`setweight(to_tsvector('english'::regconfig, coalesce(name, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'B')`,
    ),
  },
  (t) => [
    index('boards_search_idx').using('gin', t.searchDoc).where(sql`${t.deletedAt} is null`),
    uniqueIndex('boards_owner_slug_idx').on(t.ownerId, t.slug).where(sql`${t.deletedAt} is null`),
    index('boards_owner_idx').on(t.ownerId, t.sortOrder),
    // one live Quick Saves board per user, so concurrent return_existing creates agree
    uniqueIndex('boards_quick_saves_idx')
      .on(t.ownerId)
      .where(sql`${t.layout} = 'quick_saves' and ${t.deletedAt} is null`),
  ],
);

export const boardSections = pgTable(
  'board_sections',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .generatedAlwaysAsIdentity({ startWith: 1000 }),
    boardId: bigint('board_id', { mode: 'number' })
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    pinCount: integer('pin_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('board_sections_board_slug_idx').on(t.boardId, t.slug)],
);

/** spec 01 §3 collaboratorPermissions; status: invited | accepted | declined. */
export const boardCollaborators = pgTable(
  'board_collaborators',
  {
    boardId: bigint('board_id', { mode: 'number' })
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invitedById: bigint('invited_by_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    status: text('status').notNull().default('invited'),
    permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.boardId, t.userId] }),
    index('board_collaborators_user_idx').on(t.userId),
  ],
);

export const boardFollows = pgTable(
  'board_follows',
  {
    followerId: bigint('follower_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    boardId: bigint('board_id', { mode: 'number' })
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.boardId] }),
    index('board_follows_board_idx').on(t.boardId),
  ],
);

/**
 * Invite-by-link codes (issue 4): whoever holds a live code and is signed in may join the board
 * as a collaborator with the code's permissions.
 */
export const boardInviteLinks = pgTable(
  'board_invite_links',
  {
    code: text('code').primaryKey(),
    boardId: bigint('board_id', { mode: 'number' })
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    createdById: bigint('created_by_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('board_invite_links_board_idx').on(t.boardId)],
);

/**
 * spec 01 §4 board actions logged as state changes (create, update, delete, cover change,
 * collaborator add or delete, invite denied, pin save/unsave/delete ...), newest last.
 */
export const boardEvents = pgTable(
  'board_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    boardId: bigint('board_id', { mode: 'number' })
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    actorId: bigint('actor_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('board_events_board_idx').on(t.boardId, t.id)],
);
