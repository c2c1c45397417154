import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * One row per stored original image, keyed by its content hash (spec 01 §3 imageSignature).
 * Every size of spec 01 §9 is derived from it; the variants live in the blob store.
 */
export const images = pgTable(
  'images',
  {
    signature: text('signature').primaryKey(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** '#rrggbb' */
    dominantColor: text('dominant_color').notNull(),
    /** mime type of the stored original */
    format: text('format').notNull(),
    bytes: integer('bytes').notNull(),
    /** 64-bit difference hash as 16 hex digits, for the near-duplicate warning (issue 4) */
    phash: text('phash'),
    /** the colour filter's family of dominantColor (domain search-colors); null until derived */
    colorFamily: text('color_family'),
    /**
     * Decision 091: when the pictures that look like this one were found (image_alikes); null
     * while the job has yet to compare it with the others
     */
    alikesAt: timestamp('alikes_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // the job's work list: pictures with a hash not yet compared
    index('images_alikes_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.alikesAt} is null and ${t.phash} is not null`),
  ],
);

/**
 * Decision 091: for each picture, the pictures that look like it (a dHash distance of at most
 * VISUAL_MAX_DISTANCE), its ALIKES_KEPT nearest, both ways, found by the image-alikes job when
 * the picture is stored. Related pins and visual search read them by the picture's signature
 * instead of comparing it with every stored picture on each request.
 */
export const imageAlikes = pgTable(
  'image_alikes',
  {
    signature: text('signature')
      .notNull()
      .references(() => images.signature, { onDelete: 'cascade' }),
    alike: text('alike')
      .notNull()
      .references(() => images.signature, { onDelete: 'cascade' }),
    /** the Hamming distance of the two dHashes */
    distance: smallint('distance').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.signature, t.alike] }),
    // a picture deleted leaves no pair naming it (the cascade looks pairs up by either side)
    index('image_alikes_alike_idx').on(t.alike),
  ],
);
