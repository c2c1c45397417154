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
 * Issue 13: a pin a person hid (spec 01 §3 hidden-pin feedback options). It never comes back in
 * that person's feeds until they undo it (on the card, or later on /edit). A report hides the
 * pin for its reporter too, with status 'reported' (no Undo, P-153).
 */
export const pinHides = pgTable(
  'pin_hides',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pinId: bigint('pin_id', { mode: 'number' })
      .notNull()
      .references(() => pins.id, { onDelete: 'cascade' }),
    feedbackType: text('feedback_type').notNull(),
    status: text('status').notNull().default('hidden'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.pinId] }),
    index('pin_hides_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    check('pin_hides_status_check', sql`${t.status} in ('hidden', 'reported')`),
  ],
);

/**
 * Issue 13: a person's report of a pin, with the reason they chose (spec 01 §3 complaintReason).
 * Employees resolve open reports at /admin/reports: 'removed' takes the pin down everywhere,
 * 'dismissed' leaves it up. One open report per person and pin.
 */
export const pinReports = pgTable(
  'pin_reports',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .generatedAlwaysAsIdentity({ startWith: 1000 }),
    pinId: bigint('pin_id', { mode: 'number' })
      .notNull()
      .references(() => pins.id, { onDelete: 'cascade' }),
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
    index('pin_reports_open_idx').on(t.createdAt).where(sql`${t.status} = 'open'`),
    index('pin_reports_pin_idx').on(t.pinId),
    // decision 057 adds what else a report can end in: a warning, a suspension, a blocked domain
    check(
      'pin_reports_status_check',
      sql`${t.status} in ('open', 'removed', 'dismissed', 'warned', 'suspended', 'blocked')`,
    ),
  ],
);

/**
 * Decision 046: a person's report of someone's profile, with a reason and optional details. An
 * employee resolves every open report of a profile at once: 'cleared' empties the profile,
 * 'dismissed' leaves it. One open report per reporter and profile.
 */
export const userReports = pgTable(
  'user_reports',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .generatedAlwaysAsIdentity({ startWith: 1000 }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reporterId: bigint('reporter_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    details: text('details').notNull().default(''),
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: bigint('resolved_by', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    // the admin's open reports by profile, and a person's own cleared profile
    index('user_reports_user_idx').on(t.userId, t.status),
    index('user_reports_reporter_idx').on(t.reporterId, t.createdAt),
    uniqueIndex('user_reports_one_open_idx')
      .on(t.userId, t.reporterId)
      .where(sql`${t.status} = 'open'`),
    check('user_reports_status_check', sql`${t.status} in ('open', 'dismissed', 'cleared')`),
  ],
);
