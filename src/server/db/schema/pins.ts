import { type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  type ExtraConfigColumn,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { VIDEO_FORMAT_KEYS } from '#domain/media/video';
import type {
  CarouselSlot,
  CollectionItem,
  EmbedData,
  PromotionData,
  ReactionCounts,
  RichMetadata,
  ShoppingData,
  Sponsorship,
  StoryPinData,
  VideoData,
} from '#domain/pins/content';
import { boardSections, boards } from './boards.ts';
import { images } from './images.ts';
import { tsvector } from './search-types.ts';
import { users } from './users.ts';

/** spec 02 §5 isUsableVideoFormat in SQL: thumbnail, url, width > 0 and height > 0. */
function usableVideoFormat(key: string): SQL {
  const f = sql.raw(`(video -> 'videoList' -> '${key}')`);
  return sql`(coalesce(${f} ->> 'thumbnail', '') <> '' and coalesce(${f} ->> 'url', '') <> ''
    and case when jsonb_typeof(${f} -> 'width') = 'number' and jsonb_typeof(${f} -> 'height') = 'number'
      then (${f} ->> 'width')::float8 > 0 and (${f} ->> 'height')::float8 > 0 else false end)`;
}

/**
 * spec 01 §4 card pin type 'product' in SQL (cardPinType's order: a usable video, an embedded
 * video or gif comes first; then rich metadata of type product or shopping flag 5 or 6). Pins
 * are never one-tap here (isEligibleForWebCloseup is not stored). Stored as `pins.is_product`
 * (decision 040) so related products and the shopping pages find product pins through partial
 * indexes instead of reading JSON row by row; checked against cardPinType in
 * tests/integration/related-products-sql.test.ts.
 */
const PRODUCT_PIN = sql`coalesce((
    (rich_metadata ->> 'typeName' = 'product'
      or coalesce(shopping -> 'shoppingFlags' @> '[5]'::jsonb
        or shopping -> 'shoppingFlags' @> '[6]'::jsonb, false))
    and coalesce(embed ->> 'type', '') not in ('video', 'gif')
    and not (${sql.join(VIDEO_FORMAT_KEYS.map(usableVideoFormat), sql` or `)})
  ), false)`;

/**
 * Decision 040: the pin's popularity (saves and favourites) in half-octave bands, 2·log2(1 + n)
 * rounded down (0 to 63), as the lexeme `~p{band}` of its search document. Search ranks the most
 * saved matches of a query (search/pins.ts MAX_RANKED); with the band in the full-text index it
 * finds them among the matches of the top bands alone instead of reading every match. Query
 * text never makes a `~` (search-query keeps letters and digits), so no search matches it.
 *
 * Decision 087: the document also holds `~g{K}` (two digits) for every multiple K of
 * BAND_GROUP up to its band, so "band b and above" is one group lexeme and at most three
 * band lexemes (search/bands.ts bandsFrom): the full-text index reads an OR of 37 band lexemes
 * entry by entry, 30–40 ms at a million pins.
 */
const BAND =
  'floor(ln((1 + greatest(save_count + favorite_count, 0))::float8) / ln(2::float8) * 2)::int';
/** Every BAND_GROUP bands make a group; the groups of a band are a prefix of GROUP_LEXEMES. */
export const BAND_GROUP = 4;
export const TOP_BAND = 63;
/** The lexeme of the pins of band `k` and above, k a multiple of BAND_GROUP: `~g04` … `~g60`. */
export function groupLexeme(k: number): string {
  return `~g${String(k).padStart(2, '0')}`;
}
const GROUP_LEXEMES = Array.from({ length: Math.floor(TOP_BAND / BAND_GROUP) }, (_, i) =>
  groupLexeme((i + 1) * BAND_GROUP),
).join(' ');
const POPULARITY_BAND = sql.raw(
  `array_to_tsvector(array['~p' || ${BAND}::text] || string_to_array(left('${GROUP_LEXEMES}', greatest(0, ${GROUP_LEXEMES.indexOf(' ') + 1} * (${BAND} / ${BAND_GROUP}) - 1)), ' '))`,
);

type PinColumns = Record<
  'createdAt' | 'id' | 'pinnerId' | 'boardId' | 'originPinId' | 'sortOrder',
  ExtraConfigColumn
>;

/** An index's order of a feed: newest first (`order by created_at desc, id desc`). */
function newest(t: PinColumns) {
  return [t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()] as const;
}

/** What a feed skeleton reads besides (created_at, id) (pin-feeds.ts, feed-union.ts). */
function skeletonOf(t: PinColumns) {
  return [t.pinnerId, t.boardId, t.originPinId, t.sortOrder] as const;
}

/**
 * A pin is one post on one board (spec 01 §3 Pin). Saving someone's pin (a repin) makes a new
 * row that points at the pin it came from (originPinId: the root, viaPinnerId: whom it was
 * saved from), so every save has its own id, board, title and description.
 */
export const pins = pgTable(
  'pins',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .generatedAlwaysAsIdentity({ startWith: 1000 }),
    pinnerId: bigint('pinner_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** null: saved to the profile without a board (savedInfo type 'boardless') */
    boardId: bigint('board_id', { mode: 'number' }).references(() => boards.id, {
      onDelete: 'cascade',
    }),
    sectionId: bigint('section_id', { mode: 'number' }).references(() => boardSections.id, {
      onDelete: 'set null',
    }),
    originPinId: bigint('origin_pin_id', { mode: 'number' }),
    viaPinnerId: bigint('via_pinner_id', { mode: 'number' }),
    kind: text('kind').notNull().default('image'),
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    altText: text('alt_text'),
    autoAltText: text('auto_alt_text'),
    link: text('link'),
    domain: text('domain'),
    imageSignature: text('image_signature')
      .notNull()
      .references(() => images.signature),
    richMetadata: jsonb('rich_metadata').$type<RichMetadata>(),
    carousel: jsonb('carousel').$type<CarouselSlot[]>(),
    story: jsonb('story').$type<StoryPinData>(),
    video: jsonb('video').$type<VideoData>(),
    embed: jsonb('embed').$type<EmbedData>(),
    collection: jsonb('collection').$type<CollectionItem[]>(),
    promotion: jsonb('promotion').$type<PromotionData>(),
    sponsorship: jsonb('sponsorship').$type<Sponsorship>(),
    shopping: jsonb('shopping').$type<ShoppingData>(),
    reactionCounts: jsonb('reaction_counts').$type<ReactionCounts>().notNull().default({}),
    interestId: bigint('interest_id', { mode: 'number' }),
    favoriteCount: integer('favorite_count').notNull().default(0),
    saveCount: integer('save_count').notNull().default(0),
    /** position inside the board in custom order */
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * the names of the tags its rich metadata gives the closeup's tag row, one a line
     * (#domain/pins/closeup-tags pinTagText), written with the rich metadata; null until derived
     * (rows older than the column, filled by search/tags.ts backfillPinTags)
     */
    tags: text('tags'),
    /** spec 01 §4 card pin type 'product' (PRODUCT_PIN above), kept by the database */
    isProduct: boolean('is_product').generatedAlwaysAs(PRODUCT_PIN),
    /**
     * full-text document (decision 025): title A, description B, alt text and tags C, domain D; and the
     * pin's popularity band as a lexeme no query text can spell (decision 040, POPULARITY_BAND)
     */
    searchDoc: tsvector('search_doc').generatedAlwaysAs(
      sql`setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(alt_text, '') || ' ' || coalesce(auto_alt_text, '')), 'C') || setweight(to_tsvector('english'::regconfig, coalesce(tags, '')), 'C') || setweight(to_tsvector('simple'::regconfig, coalesce(domain, '')), 'D') || ${POPULARITY_BAND}`,
    ),
  },
  (t) => [
    index('pins_search_idx').using('gin', t.searchDoc).where(sql`${t.deletedAt} is null`),
    // what backfillPinTags still has to derive: empty once done, so a start's probe costs nothing
    index('pins_tags_pending_idx')
      .on(t.id)
      .where(sql`${t.tags} is null and ${t.richMetadata} is not null`),
    // Keyset pagination: (created_at, id) descending. NULLS FIRST is what `order by … desc`
    // means; an index DESC NULLS LAST (as these were until decision 040) cannot give that order,
    // so every feed read and sorted all its rows. After (created_at, id), each index carries the
    // columns a feed skeleton reads (decision 040), so a page is read from the index alone.
    index('pins_feed_idx')
      .on(...newest(t), t.originPinId, t.pinnerId, t.boardId, t.sortOrder)
      .where(sql`${t.deletedAt} is null`),
    index('pins_board_idx').on(
      t.boardId,
      ...newest(t),
      t.pinnerId,
      t.originPinId,
      t.sortOrder,
      t.deletedAt,
    ),
    index('pins_section_idx').on(t.sectionId, ...newest(t)),
    index('pins_pinner_idx').on(
      t.pinnerId,
      ...newest(t),
      t.boardId,
      t.originPinId,
      t.sortOrder,
      t.deletedAt,
    ),
    index('pins_origin_idx').on(t.originPinId),
    // decision 040: the sources of related pins (related.ts), each read newest first from its
    // own index and merged: live originals of an interest, of a picture; the same for products
    index('pins_interest_idx')
      .on(t.interestId, ...newest(t), ...skeletonOf(t))
      .where(sql`${t.deletedAt} is null and ${t.originPinId} is null`),
    index('pins_signature_idx')
      .on(t.imageSignature, ...newest(t), ...skeletonOf(t))
      .where(sql`${t.deletedAt} is null and ${t.originPinId} is null`),
    index('pins_interest_products_idx')
      .on(t.interestId, ...newest(t), ...skeletonOf(t))
      .where(sql`${t.isProduct} and ${t.deletedAt} is null and ${t.originPinId} is null`),
    index('pins_signature_products_idx')
      .on(t.imageSignature, ...newest(t), ...skeletonOf(t))
      .where(sql`${t.isProduct} and ${t.deletedAt} is null and ${t.originPinId} is null`),
    // related products' boards saved together: a board's few products, not a walk of the board
    index('pins_board_products_idx')
      .on(t.boardId, ...newest(t), ...skeletonOf(t))
      .where(sql`${t.isProduct} and ${t.deletedAt} is null and ${t.originPinId} is null`),
  ],
);

export const favorites = pgTable(
  'favorites',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pinId: bigint('pin_id', { mode: 'number' })
      .notNull()
      .references(() => pins.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.pinId] }), index('favorites_pin_idx').on(t.pinId)],
);

/** spec 02 §3 reaction types as their numeric codes */
export const reactions = pgTable(
  'reactions',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pinId: bigint('pin_id', { mode: 'number' })
      .notNull()
      .references(() => pins.id, { onDelete: 'cascade' }),
    reactionType: smallint('reaction_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.pinId] })],
);
