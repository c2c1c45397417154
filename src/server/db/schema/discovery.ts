import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { interests } from './interests.ts';
import { pins } from './pins.ts';
import { users } from './users.ts';

/** Interests a person follows (spec 01 §3 Interest; issue 16 ideas pages, home feed ranking). */
export const interestFollows = pgTable(
  'interest_follows',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    interestId: bigint('interest_id', { mode: 'number' })
      .notNull()
      .references(() => interests.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.interestId] }),
    index('interest_follows_interest_idx').on(t.interestId),
  ],
);

/**
 * A signed-in person's recent searches (spec 01 §5 P-242: de-duplicated against the newest).
 * One row per normalised query; searching again moves it to the top.
 */
export const searchHistory = pgTable(
  'search_history',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** lower-cased, whitespace-collapsed query: the de-duplication key */
    queryKey: text('query_key').notNull(),
    query: text('query').notNull(),
    scope: text('scope').notNull().default('pins'),
    searchedAt: timestamp('searched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.queryKey] }),
    index('search_history_recent_idx').on(t.userId, t.searchedAt.desc().nullsFirst()),
  ],
);

/**
 * Today articles (spec 02 §2 /today/ and its kinds): editorial collections of pins that
 * employees compose. kind: article | best | trending | popular | shop; status: draft | published.
 */
export const todayArticles = pgTable(
  'today_articles',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .generatedAlwaysAsIdentity({ startWith: 1000 }),
    slug: text('slug').notNull(),
    kind: text('kind').notNull().default('article'),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    body: text('body').notNull().default(''),
    coverPinId: bigint('cover_pin_id', { mode: 'number' }).references(() => pins.id, {
      onDelete: 'set null',
    }),
    interestId: bigint('interest_id', { mode: 'number' }).references(() => interests.id, {
      onDelete: 'set null',
    }),
    authorId: bigint('author_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    status: text('status').notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('today_articles_slug_idx').on(t.slug),
    index('today_articles_published_idx')
      .on(t.kind, t.publishedAt.desc().nullsFirst())
      .where(sql`${t.status} = 'published'`),
  ],
);

export const todayArticlePins = pgTable(
  'today_article_pins',
  {
    articleId: bigint('article_id', { mode: 'number' })
      .notNull()
      .references(() => todayArticles.id, { onDelete: 'cascade' }),
    pinId: bigint('pin_id', { mode: 'number' })
      .notNull()
      .references(() => pins.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.pinId] }),
    index('today_article_pins_order_idx').on(t.articleId, t.position),
  ],
);

/**
 * One row per product pin, derived from its rich metadata (spec 01 §3 Product), so shopping
 * pages filter and sort by price, availability and free shipping with indexes instead of
 * reading JSON. Kept in step by the shopping service whenever a pin is written.
 */
export const productOffers = pgTable(
  'product_offers',
  {
    pinId: bigint('pin_id', { mode: 'number' })
      .primaryKey()
      .references(() => pins.id, { onDelete: 'cascade' }),
    interestId: bigint('interest_id', { mode: 'number' }),
    currency: text('currency').notNull().default('USD'),
    /** the lowest price the offer shows, in the currency's unit */
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }),
    standardPrice: numeric('standard_price', { precision: 12, scale: 2, mode: 'number' }),
    inStock: boolean('in_stock').notNull().default(true),
    freeShipping: boolean('free_shipping').notNull().default(false),
    brand: text('brand'),
    hasVariants: boolean('has_variants').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('product_offers_interest_price_idx').on(t.interestId, t.price),
    index('product_offers_price_idx').on(t.price),
  ],
);
