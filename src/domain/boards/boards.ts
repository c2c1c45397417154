import type { MessageId } from '../i18n/catalogs/en.ts';
import type { Said } from '../i18n/said.ts';

/**
 * Board and section rules (spec 01 §3, §4, §9; spec 02 §5; decision 006): sort values, list
 * options, privacy values, text limits, event types.
 */

/** spec 01 §3 (P-092): board sort values. */
export const BOARD_SORTS = [
  'alphabetical',
  'last_pinned_to',
  'oldest',
  'newest',
  'group_boards_at_top',
  'custom',
] as const;
export type BoardSort = (typeof BOARD_SORTS)[number];

/** spec 01 §3 (P-088): board privacy values. */
export const BOARD_PRIVACIES = ['public', 'protected', 'secret'] as const;
export type BoardPrivacy = (typeof BOARD_PRIVACIES)[number];

/** spec 01 §3 (P-090): privacy_filter values, `all` the default. */
export const PRIVACY_FILTERS = ['all', 'public', 'protected', 'secret'] as const;
export type PrivacyFilter = (typeof PRIVACY_FILTERS)[number];

/** decision 006: group_by values (`visibility`: group boards, then public, protected, secret). */
export const BOARD_GROUP_BYS = ['none', 'visibility'] as const;
export type BoardGroupBy = (typeof BOARD_GROUP_BYS)[number];

/** spec 01 §9 (P-413): boards list page size 25; decision 006 caps it at 100. */
export const BOARDS_PAGE_SIZE = 25;
export const BOARDS_MAX_PAGE_SIZE = 100;

/** spec 02 §5 (M-296): board title 50; (M-295) board description 500; section title 50. */
export const BOARD_LIMITS = { name: 50, description: 500, sectionTitle: 50 } as const;

/** decision 006: the default defaults of the board list options (spec 01 §3, P-089..P-091). */
export const BOARD_LIST_DEFAULTS = {
  privacy_filter: 'all',
  page_size: BOARDS_PAGE_SIZE,
  include_archived: true,
  group_by: 'none',
} as const satisfies {
  privacy_filter: PrivacyFilter;
  page_size: number;
  include_archived: boolean;
  group_by: BoardGroupBy;
};

/** spec 01 §4 (P-197), decision 006: board state changes written to board_events. */
export const BOARD_EVENT_TYPES = [
  'create',
  'update',
  'delete',
  'cover_change',
  'pin_save',
  'pin_unsave',
  'pin_delete',
  'pin_count_change',
  'follow',
  'collaborator_add',
  'collaborator_delete',
  'invite_denied',
  'invite_sent',
  /** decision 042: the owner turned the board's comments off; turning them on again is logged too */
  'comments_disabled',
  'comments_enabled',
] as const;
export type BoardEventType = (typeof BOARD_EVENT_TYPES)[number];

/** Length in characters (code points), as the limits count them. */
export function charLength(text: string): number {
  return Array.from(text).length;
}

export type TextProblem = 'empty' | 'too_long' | null;

/** A board name must hold 1–50 characters once trimmed. */
export function boardNameProblem(name: string): TextProblem {
  const t = name.trim();
  if (!t) return 'empty';
  return charLength(t) > BOARD_LIMITS.name ? 'too_long' : null;
}

export function boardDescriptionProblem(description: string): TextProblem {
  return charLength(description) > BOARD_LIMITS.description ? 'too_long' : null;
}

export function sectionTitleProblem(title: string): TextProblem {
  const t = title.trim();
  if (!t) return 'empty';
  return charLength(t) > BOARD_LIMITS.sectionTitle ? 'too_long' : null;
}

const PROBLEM_TEXT = {
  name: { empty: 'boards.problem.nameEmpty', too_long: 'boards.problem.nameTooLong' },
  description: {
    empty: 'boards.problem.descriptionEmpty',
    too_long: 'boards.problem.descriptionTooLong',
  },
  sectionTitle: {
    empty: 'boards.problem.sectionTitleEmpty',
    too_long: 'boards.problem.sectionTitleTooLong',
  },
} as const satisfies Record<string, Record<'empty' | 'too_long', MessageId>>;

/**
 * Readable messages for the problems above (used by the API and the forms alike), said in the
 * reader's language (decision 064): the form's `said(t, …)`, the service's `tr`.
 */
export function textProblemMessage(
  field: 'name' | 'description' | 'sectionTitle',
  problem: TextProblem,
): Said | null {
  if (!problem) return null;
  return { id: PROBLEM_TEXT[field][problem], values: { max: BOARD_LIMITS[field] } };
}

export function isBoardSort(v: unknown): v is BoardSort {
  return typeof v === 'string' && (BOARD_SORTS as readonly string[]).includes(v);
}

/**
 * A URL slug from a name: lower case, letters and digits joined by dashes; something is always
 * left (a name of only symbols becomes `board`).
 */
export function slugify(name: string, fallback = 'board'): string {
  const s = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return s || fallback;
}

/** `name`, then `name-2`, `name-3` … the first not in `taken`. */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const s = `${base}-${n}`;
    if (!taken.has(s)) return s;
  }
}

/** Moves one item of a list by `delta` places (keyboard move up/down), clamped to the ends. */
export function moveItem<T>(list: readonly T[], index: number, delta: number): T[] {
  const to = Math.max(0, Math.min(list.length - 1, index + delta));
  const out = [...list];
  if (index < 0 || index >= list.length || to === index) return out;
  const [item] = out.splice(index, 1);
  out.splice(to, 0, item as T);
  return out;
}
