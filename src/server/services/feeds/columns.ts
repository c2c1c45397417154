import { getTableColumns } from 'drizzle-orm';
import { boardSections, boards, images, pins } from '../../db/schema/index.ts';

/**
 * Column lists per shape (issue 12): hydration selects only what presentation reads, so a wide
 * row (a board's sort order and timestamps, an image's bytes and perceptual hash) never leaves
 * the database for a feed. Whole rows still fit where these are taken (a row type is a superset).
 */

/** What `presentBoard` and the visibility rules read of a board. */
export const boardCardColumns = {
  id: boards.id,
  ownerId: boards.ownerId,
  name: boards.name,
  slug: boards.slug,
  description: boards.description,
  privacy: boards.privacy,
  layout: boards.layout,
  isCollaborative: boards.isCollaborative,
  coverPinId: boards.coverPinId,
  pinCount: boards.pinCount,
  followerCount: boards.followerCount,
  archivedAt: boards.archivedAt,
  createdAt: boards.createdAt,
} as const;

/** What `imageSpec` reads of an image. */
export const imageCardColumns = {
  signature: images.signature,
  width: images.width,
  height: images.height,
  dominantColor: images.dominantColor,
} as const;

/** What `presentSection` reads of a section. */
export const sectionCardColumns = {
  id: boardSections.id,
  title: boardSections.title,
  slug: boardSections.slug,
  pinCount: boardSections.pinCount,
} as const;

/**
 * A pin's row as the app reads it (present.ts PinRow): every column but its full-text document,
 * the row's widest (every word of the pin, and its band), which only search reads.
 */
const { searchDoc: _doc, ...pinRow } = getTableColumns(pins);
export const pinRowColumns = pinRow;

/**
 * What presentation reads of a pin: its row but its order inside a board, its last update, and
 * what else only search reads (its derived tags, whether it is a product).
 */
const {
  sortOrder: _sortOrder,
  updatedAt: _updatedAt,
  tags: _tags,
  isProduct: _isProduct,
  ...pinCard
} = pinRow;
export const pinCardColumns = pinCard;
