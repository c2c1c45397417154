import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per stored original image, keyed by its content hash (spec 01 §3 imageSignature).
 * Every size of spec 01 §9 is derived from it; the variants live in the blob store.
 */
export const images = pgTable('images', {
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
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
