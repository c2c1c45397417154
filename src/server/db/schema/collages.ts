import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  real,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { pins } from './pins.ts';
import { users } from './users.ts';

/**
 * Issue 14: a collage ("shuffle", spec 02 §3, §7) is a person's arrangement of cut-outs from
 * pins. It stays a draft until published; only `is_draft = false` counts as published (M-302).
 */
export const collages = pgTable(
  'collages',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .generatedAlwaysAsIdentity({ startWith: 1000 }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default(''),
    isDraft: boolean('is_draft').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /**
     * Decision 021: the pin publishing made, whose picture is the composed collage; the
     * collage's page, saves, shares and sends are that pin's.
     */
    pinId: bigint('pin_id', { mode: 'number' }).references(() => pins.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('collages_user_published_idx').on(t.userId, t.isDraft, t.publishedAt.desc().nullsFirst()),
    // a pin's hard delete (its pinner's account going) sets the column null without a scan
    index('collages_pin_idx').on(t.pinId),
    // published collages without a pin (from before decision 021's pins) that the start's
    // backfill still has to compose: empty once done, so its probe costs nothing
    index('collages_unpinned_idx').on(t.id).where(sql`${t.isDraft} = false and ${t.pinId} is null`),
    check('collages_title_length', sql`char_length(${t.title}) <= 100`),
    check('collages_published_check', sql`${t.isDraft} or ${t.publishedAt} is not null`),
  ],
);

/**
 * One cut-out on a collage: the crop is a rectangle of the pin's image in fractions (0..1) of
 * its width and height; the position is the cut-out's centre on the canvas in fractions of the
 * canvas, with a scale (1 = the cut-out a third of the canvas wide), a rotation in degrees and
 * a stacking order (z, higher in front).
 */
export const collageItems = pgTable(
  'collage_items',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    collageId: bigint('collage_id', { mode: 'number' })
      .notNull()
      .references(() => collages.id, { onDelete: 'cascade' }),
    pinId: bigint('pin_id', { mode: 'number' })
      .notNull()
      .references(() => pins.id, { onDelete: 'cascade' }),
    cropX: real('crop_x').notNull().default(0),
    cropY: real('crop_y').notNull().default(0),
    cropW: real('crop_w').notNull().default(1),
    cropH: real('crop_h').notNull().default(1),
    x: real('x').notNull().default(0.5),
    y: real('y').notNull().default(0.5),
    scale: real('scale').notNull().default(1),
    rotation: real('rotation').notNull().default(0),
    z: integer('z').notNull().default(0),
  },
  (t) => [
    index('collage_items_collage_idx').on(t.collageId, t.z),
    index('collage_items_pin_idx').on(t.pinId),
    check(
      'collage_items_crop_check',
      sql`${t.cropX} >= 0 and ${t.cropY} >= 0 and ${t.cropW} > 0 and ${t.cropH} > 0 and ${t.cropX} + ${t.cropW} <= 1.0001 and ${t.cropY} + ${t.cropH} <= 1.0001`,
    ),
  ],
);
