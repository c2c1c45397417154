/**
 * Issue 35 (decision 053): what every import source turns its file into, and the rules every
 * source shares: how long a text may be once imported, when a link is the same as one the
 * person has, and how large an import may be.
 */
import { BOARD_LIMITS } from '../boards/boards.ts';
import type { Said } from '../i18n/said.ts';
import { checkPinLink, PIN_LIMITS, pinTextLength } from '../pins/pin-input.ts';

/** Where an import comes from (decision 053); each has its own reader of its file. */
export const IMPORT_SOURCES = [
  'pinterest',
  'pinry',
  'karakeep',
  'bookmarks',
  'zip',
  'tessera',
] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];

/** One pin as a source describes it, before it is brought in. */
export interface ImportItem {
  /** the board it goes on (null: the person's profile, no board) */
  board: string | null;
  title: string;
  description: string;
  altText: string | null;
  /** where the pin leads (the page it was saved from), when the source knows */
  link: string | null;
  /** where its picture is fetched from ('' when `blob` or `page` says where it is) */
  imageUrl: string;
  /** decision 054: the picture staged in the blob store when the import started (a ZIP's) */
  blob?: string;
  /**
   * a web page whose picture (og:image, twitter:image, else its largest) the import finds when
   * it runs, for sources that know only the page: bookmarks, Karakeep's links
   */
  page?: string;
  /** decision 054: the picture's sha256 in Tessera's own export: its original, kept as it is */
  sha256?: string;
  /** decision 054: the section of its board it goes in */
  section?: string | null;
  /** when it was first saved, ISO 8601 (null: when it is imported) */
  createdAt: string | null;
  /** on a board only its owner sees */
  secret: boolean;
}

/** A board an import creates, with what the source says of it. */
export interface ImportBoard {
  name: string;
  description: string;
  secret: boolean;
  /** decision 054: its sections' titles in order (Tessera's own export) */
  sections?: string[];
  /** decision 054: when it was made, ISO 8601 (Tessera's own export) */
  createdAt?: string | null;
}

/** What a source's file holds, ready to be previewed and imported. */
export interface ParsedImport {
  items: ImportItem[];
  boards: ImportBoard[];
  /**
   * records the file has that cannot become a pin, each with its reason: a catalog id where the
   * rules word it (decision 064), said in the importer's language when the import is stored
   */
  unreadable: { what: Words; reason: Words }[];
}

/** What a record is called, or why it does not come: the file's own text, or a rule's words. */
export type Words = string | Said;

/**
 * Issue 35: an imported picture is a duplicate of one the person has when their difference
 * hashes differ in at most this many bits ("perceptual-hash distance ≤ 4"): stricter than the
 * upload's own near-duplicate hint (6), since a skipped item is a pin that does not come.
 */
export const IMPORT_DUPLICATE_DISTANCE = 4;

/** At most this many pins in one import: a file with more is refused before anything is stored. */
export const MAX_IMPORT_ITEMS = 20_000;

/** A text cut to `max` characters as people count them (an emoji is one), without a cut mark. */
export function clipText(text: string, max: number): string {
  const trimmed = text.trim();
  if (pinTextLength(trimmed) <= max) return trimmed;
  return [...trimmed].slice(0, max).join('').trim();
}

/** An item's texts within the limits a person typing them has (PIN_LIMITS). */
export function clippedTexts(item: Pick<ImportItem, 'title' | 'description' | 'altText'>) {
  return {
    title: clipText(item.title, PIN_LIMITS.title),
    description: clipText(item.description, PIN_LIMITS.description),
    altText: item.altText === null ? null : clipText(item.altText, PIN_LIMITS.altText) || null,
  };
}

/** A board as an import creates it: its name and description within a board's limits. */
export function clippedBoard(board: ImportBoard): ImportBoard {
  return {
    name: clipText(board.name, BOARD_LIMITS.name) || 'Imported',
    description: clipText(board.description, BOARD_LIMITS.description),
    secret: board.secret,
  };
}

/**
 * The form two links are compared in to find a pin the person already has: scheme and `www.`
 * dropped, host lower case, fragment and tracking parameters (utm_*, fbclid, gclid) dropped,
 * the rest of the query sorted, no trailing slash. Null for what a pin could not link to.
 */
export function normalizedLink(link: string | null | undefined): string | null {
  // read as a pin's link is stored: a bare 'example.com/page' is https://example.com/page
  const checked = checkPinLink(link);
  if (!checked.ok || !checked.link) return null;
  const url = new URL(checked.link);
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const params = [...url.searchParams]
    .filter(([k]) => !/^utm_/i.test(k) && k !== 'fbclid' && k !== 'gclid')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = params.length ? `?${new URLSearchParams(params).toString()}` : '';
  const path = url.pathname.replace(/\/+$/, '');
  const port = url.port ? `:${url.port}` : '';
  return `${host}${port}${path}${query}`;
}

/** An import as its person sees it on Settings → Import. */
export interface ImportView {
  id: number;
  state: 'queued' | 'running' | 'done' | 'failed' | 'cancelled';
  total: number;
  imported: number;
  skipped: number;
  failed: number;
  createdAt: string;
  /** the report of what did not come, when something did not */
  reportPath: string | null;
}

/** An import still being worked through (its page shows progress and Cancel). */
export function isImportActive(state: ImportView['state']): boolean {
  return state === 'queued' || state === 'running';
}

/** Where an import's report (CSV of the items that did not come) is downloaded. */
export function importReportPath(id: number): string {
  return `/settings/import/${id}/report.csv`;
}
