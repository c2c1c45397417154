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
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Issue 37, decision 056: the instance's own settings (name, description, rules, sign-up mode
 * …), one row per key, the value JSON. Read once per process and kept until a write anywhere
 * (the change log) says otherwise.
 */
export const instanceSettings = pgTable('instance_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: bigint('updated_by', { mode: 'number' }).references(() => users.id, {
    onDelete: 'set null',
  }),
});

/**
 * Issue 37: a request to join an instance in `approval` mode. The account is made only when an
 * administrator approves; until then the chosen username, email and password hash wait here.
 * status: pending | approved | refused.
 */
export const signupRequests = pgTable(
  'signup_requests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    firstName: text('first_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    reason: text('reason').notNull(),
    /**
     * decision 064: the language the person asked in (the request's), so the answer is mailed in
     * it; null for a request from before it was kept (the answer is then in the instance's default)
     */
    locale: text('locale'),
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: bigint('decided_by', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    /** the account made on approval */
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [index('signup_requests_status_idx').on(t.status, t.createdAt)],
);

/**
 * Issue 37: an instance sign-up invite (not a board invite, not a share link): a link that lets
 * someone make an account while the sign-up mode is `invite`. Only the sha-256 of its code is
 * kept. `maxUses` null means any number of uses; `expiresAt` null means it does not expire.
 */
export const signupInvites = pgTable(
  'signup_invites',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    codeHash: text('code_hash').notNull().unique(),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revoked: boolean('revoked').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('signup_invites_created_idx').on(t.createdAt)],
);

/**
 * Decision 059: the instance's 5xx answers, counted by route per hour, written in batches by every
 * process, so /admin/health shows the whole instance's errors rather than one process's.
 */
export const routeErrors = pgTable(
  'route_errors',
  {
    route: text('route').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
    lastStatus: integer('last_status').notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.route, t.hour] }), index('route_errors_hour_idx').on(t.hour)],
);
