import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Decision 065: one row per device a person turned push on for: the push service's endpoint
 * and the keys the browser gave to encrypt for it. A push service that answers 404 or 410 for an
 * endpoint has forgotten it, and its row goes.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** unique: a browser has one endpoint; subscribing it again (another person) moves it */
    endpoint: text('endpoint').notNull().unique(),
    /** the browser's P-256 public key and auth secret, base64url (RFC 8291) */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastPushedAt: timestamp('last_pushed_at', { withTimezone: true }),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * Decision 065: the instance's VAPID key pair, made on the first start that needs it and kept
 * here (never in the repository or the environment) so every process signs with the same one
 * and subscriptions survive restarts. One row.
 */
export const pushKeys = pgTable(
  'push_keys',
  {
    id: integer('id').primaryKey(),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('push_keys_one_row', sql`${t.id} = 1`)],
);
