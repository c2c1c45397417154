import { z } from 'zod';
import {
  BOARD_GROUP_BYS,
  BOARD_LIST_DEFAULTS,
  BOARD_PRIVACIES,
  BOARD_SORTS,
  BOARDS_MAX_PAGE_SIZE,
  PRIVACY_FILTERS,
} from '#domain/boards/boards';
import { idString } from '../resource.ts';
import { plainText } from '../text.ts';

/** A boolean that may also come as the text "true" / "false" (query strings, forms). */
export const flag = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((v) => v === true || v === 'true');

/** Texts get their readable limit message from the service; this only bounds the input. */
export const text = plainText().max(5000);

export const privacy = z.enum(BOARD_PRIVACIES);

/** A list of pin ids (at most 1000 per call). */
export const idList = z.array(idString).max(1000);

/** BoardsResource get options (spec 01 §3 board list options, P-089; decision 006). */
export const boardListOptions = z.object({
  username: plainText().min(1).max(30),
  privacy_filter: z.enum(PRIVACY_FILTERS).default(BOARD_LIST_DEFAULTS.privacy_filter),
  sort: z.enum(BOARD_SORTS).optional(),
  page_size: z.coerce
    .number()
    .int()
    .min(1)
    .max(BOARDS_MAX_PAGE_SIZE)
    .default(BOARD_LIST_DEFAULTS.page_size),
  include_archived: flag.default(BOARD_LIST_DEFAULTS.include_archived),
  filter_stories: flag.optional(),
  group_by: z.enum(BOARD_GROUP_BYS).default(BOARD_LIST_DEFAULTS.group_by),
  field_set_key: plainText().max(40).optional(),
  filter_all_pins: flag.optional(),
  orbac_subject_id: z.union([plainText().max(40), z.number()]).optional(),
  bookmark: plainText().max(500).optional(),
  bookmarks: z.array(plainText().max(500)).max(1).optional(),
});

/** The bulk-edit selection (P-333, P-334). */
export const bulkSelection = {
  board_id: idString,
  section_id: idString.optional().nullable(),
  pin_ids: idList.default([]),
  orbac_subject_id: z
    .union([plainText().max(40), z.number()])
    .optional()
    .nullable(),
  select_all: flag.optional(),
  exclude_pin_ids: idList.optional(),
};

export function selectionOf(o: {
  board_id: number;
  section_id?: number | null | undefined;
  pin_ids: number[];
  select_all?: boolean | undefined;
  exclude_pin_ids?: number[] | undefined;
}) {
  return {
    boardId: o.board_id,
    sectionId: o.section_id ?? undefined,
    pinIds: o.pin_ids,
    selectAll: o.select_all,
    excludePinIds: o.exclude_pin_ids,
  };
}
