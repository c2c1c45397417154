import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tsvector } from './search-types.ts';

/** spec 01 §3 User / creator, plus what accounts (issue 3) need. */
export const users = pgTable(
  'users',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .generatedAlwaysAsIdentity({ startWith: 1000 }),
    username: text('username').notNull(),
    email: text('email'),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    about: text('about').notNull().default(''),
    websiteUrl: text('website_url'),
    avatarSignature: text('avatar_signature'),
    /** user | partner | employee (spec 01 §1 audiences). */
    role: text('role').notNull().default('user'),
    isVerifiedMerchant: boolean('is_verified_merchant').notNull().default(false),
    isVerifiedIdentity: boolean('is_verified_identity').notNull().default(false),
    isPrimaryWebsiteVerified: boolean('is_primary_website_verified').notNull().default(false),
    isAdsOnlyProfile: boolean('is_ads_only_profile').notNull().default(false),
    country: text('country'),
    locale: text('locale'),
    /** spec 01 §3 Viewer.save_behavior: 0 save to profile, 1 show board picker. */
    saveBehavior: smallint('save_behavior').notNull().default(1),
    /** the owner's chosen board order on the profile (spec 01 §3 board sort values) */
    boardSort: text('board_sort').notNull().default('custom'),
    /** spec 02 §3 cookie flags; null until the person has chosen (the banner shows until then) */
    allowAnalyticCookies: boolean('allow_analytic_cookies'),
    allowMarketingCookies: boolean('allow_marketing_cookies'),
    allowPersonalizationCookies: boolean('allow_personalization_cookies'),
    /** issue 33: off, the profile and the person's pins ask search engines not to index them */
    searchIndexing: boolean('search_indexing').notNull().default(true),
    /**
     * decision 045: only approved followers (and the person) see the profile's boards and pins;
     * everyone else sees the name, picture and counts
     */
    isPrivate: boolean('is_private').notNull().default(false),
    /**
     * issue 37: signed up while the instance asks new accounts to confirm their email; until
     * the link is opened the account may not post (while the setting stays on)
     */
    emailUnconfirmed: boolean('email_unconfirmed').notNull().default(false),
    followerCount: integer('follower_count').notNull().default(0),
    followingCount: integer('following_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Gone from everyone else's view: every surface filters on it. Account deletion removes the
     * row instead, so since issue 37 only a suspension sets it (decision 057), with
     * `suspended_at` and the reason; unsuspending clears all three.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspensionReason: text('suspension_reason').notNull().default(''),
    /** issue 37: shown to administrators at /admin/users */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /** full-text document (decision 025): names are not stemmed; username and full name A, about C */
    searchDoc: tsvector('search_doc').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple'::regconfig, coalesce(username, '') || ' ' || coalesce(first_name, '') || ' ' || coalesce(last_name, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(about, '')), 'C')`,
    ),
  },
  (t) => [
    index('users_search_idx').using('gin', t.searchDoc).where(sql`${t.deletedAt} is null`),
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_created_idx').on(t.createdAt, t.id),
  ],
);

export const userFollows = pgTable(
  'user_follows',
  {
    followerId: bigint('follower_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followeeId: bigint('followee_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_follows_pk').on(t.followerId, t.followeeId),
    index('user_follows_followee_idx').on(t.followeeId),
  ],
);

/**
 * Decision 045: a request to follow a private profile, waiting for its owner's Approve or
 * Decline; approving turns it into a `user_follows` row in the same transaction.
 */
export const followRequests = pgTable(
  'follow_requests',
  {
    requesterId: bigint('requester_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetId: bigint('target_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('follow_requests_pk').on(t.requesterId, t.targetId),
    index('follow_requests_target_idx').on(t.targetId, t.createdAt),
  ],
);
