import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Issue 14 (spec 02 §3): a server-sent experience. Its id is the spec's experience_id (503755 is
 * the business upgrade banner), chosen by whoever authors it or given from the sequence.
 * `display_data` and `targeting` are validated by `#domain/experiences/experiences` before they are stored.
 */
export const experiences = pgTable(
  'experiences',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .generatedByDefaultAsIdentity({ startWith: 2_000_000 }),
    name: text('name').notNull(),
    type: smallint('type').notNull(),
    displayData: jsonb('display_data').notNull().default({}),
    triggerablePlacedExps: jsonb('triggerable_placed_exps').notNull().default([]),
    targeting: jsonb('targeting').notNull().default({}),
    priority: integer('priority').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** the most views one person gets; null is no cap */
    frequencyCap: integer('frequency_cap'),
    /** this share of people (by a stable hash) never gets it, to measure its effect */
    holdoutPercent: smallint('holdout_percent').notNull().default(0),
    /** draft | active | paused */
    state: text('state').notNull().default('draft'),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('experiences_state_check', sql`${t.state} in ('draft', 'active', 'paused')`),
    check('experiences_holdout_check', sql`${t.holdoutPercent} between 0 and 100`),
  ],
);

/** One row per placement an experience is shown at; its id is the spec's placed-experience id. */
export const placedExperiences = pgTable(
  'placed_experiences',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .generatedAlwaysAsIdentity({ startWith: 1000 }),
    experienceId: bigint('experience_id', { mode: 'number' })
      .notNull()
      .references(() => experiences.id, { onDelete: 'cascade' }),
    placementId: bigint('placement_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('placed_experiences_pair_idx').on(t.placementId, t.experienceId),
    index('placed_experiences_experience_idx').on(t.experienceId),
  ],
);

/**
 * What one person did with one placed experience (spec 02 §4 lifecycle). `subject` is `u:{id}`
 * for a signed-in person or `v:{visitor id}` for a visitor's cookie.
 */
export const experienceStatuses = pgTable(
  'experience_statuses',
  {
    placedId: bigint('placed_id', { mode: 'number' })
      .notNull()
      .references(() => placedExperiences.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    /** viewed | completed | dismissed */
    status: text('status').notNull(),
    viewCount: integer('view_count').notNull().default(0),
    extraContext: jsonb('extra_context'),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
    triggeredAt: timestamp('triggered_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('experience_statuses_pk').on(t.placedId, t.subject),
    index('experience_statuses_subject_idx').on(t.subject),
    check(
      'experience_statuses_status_check',
      sql`${t.status} in ('triggered', 'viewed', 'completed', 'dismissed')`,
    ),
  ],
);

/**
 * spec 02 §7 (M-377–M-379): the context events logged after the lifecycle calls, 4503 view,
 * 6567 complete, 6568 dismiss, one row per change of status (a repeated call that changes
 * nothing logs nothing). Append-only, until the analytics pipeline (issue 15) takes them over.
 */
export const experienceEvents = pgTable(
  'experience_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    eventType: integer('event_type').notNull(),
    experienceId: bigint('experience_id', { mode: 'number' })
      .notNull()
      .references(() => experiences.id, { onDelete: 'cascade' }),
    placementId: bigint('placement_id', { mode: 'number' }).notNull(),
    subject: text('subject').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('experience_events_experience_idx').on(t.experienceId, t.eventType, t.createdAt),
    check('experience_events_type_check', sql`${t.eventType} in (4503, 6567, 6568)`),
  ],
);
