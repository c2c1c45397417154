import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { pins } from './pins.ts';

/**
 * Issue 15: the raw event stream, append-only, one row per event the browser sent, idempotent
 * on the client's event id. No foreign keys: an event outlives nothing but its retention period
 * (RAW_EVENT_RETENTION_DAYS), and a foreign key would make every batch check every pin. Written
 * only through the raw-event sink (services/analytics), so it can move to a partitioned table
 * or an external store (decision 022).
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuid('id').primaryKey(),
    eventType: integer('event_type').notNull(),
    /** `u:{user id}` or `v:{visitor id}`: who sent it */
    subject: text('subject').notNull(),
    pinId: bigint('pin_id', { mode: 'number' }),
    objectId: text('object_id'),
    viewType: integer('view_type'),
    viewParameter: integer('view_parameter'),
    component: text('component'),
    element: text('element'),
    clientTrackingParams: text('client_tracking_params'),
    auxData: jsonb('aux_data'),
    /** the client's time, clamped to the receiving day's neighbourhood */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('analytics_events_received_idx').on(t.receivedAt),
    index('analytics_events_pin_idx').on(t.pinId, t.eventType),
  ],
);

/**
 * Issue 15: a pin's day, added up as events arrive (and saves as they are written), so stats
 * answer in O(days), not O(events). `day` is the UTC date.
 */
export const pinDailyStats = pgTable(
  'pin_daily_stats',
  {
    pinId: bigint('pin_id', { mode: 'number' })
      .notNull()
      .references(() => pins.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    impressions: integer('impressions').notNull().default(0),
    closeupViews: integer('closeup_views').notNull().default(0),
    pinClicks: integer('pin_clicks').notNull().default(0),
    outboundClicks: integer('outbound_clicks').notNull().default(0),
    saves: integer('saves').notNull().default(0),
    downloads: integer('downloads').notNull().default(0),
    shares: integer('shares').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.pinId, t.day] }),
    check(
      'pin_daily_stats_non_negative',
      sql`${t.impressions} >= 0 and ${t.closeupViews} >= 0 and ${t.pinClicks} >= 0 and ${t.outboundClicks} >= 0 and ${t.saves} >= 0 and ${t.downloads} >= 0 and ${t.shares} >= 0`,
    ),
  ],
);
