import { parsePinIdParam, seoSlug } from '../catalogue/routes.ts';
import { dateFormat } from '../formatting/date-format.ts';

/**
 * Today articles (spec 02 §2 M-061..M-067, issue 16): editorial collections of pins that
 * employees compose, listed at /today/ and /today/{kind}/, read at /today/article/{id}/.
 */

/** spec 02 §2: the kinds of /today/{kind}/ (M-062..M-066); any other word is a 404. */
export const TODAY_KINDS = ['article', 'best', 'trending', 'popular', 'shop'] as const;
export type TodayKind = (typeof TODAY_KINDS)[number];

export const TODAY_STATUSES = ['draft', 'published'] as const;
export type TodayStatus = (typeof TODAY_STATUSES)[number];

/** Lengths an author may write, and how many pins an article holds. */
export const TODAY_LIMITS = {
  titleMax: 100,
  subtitleMax: 200,
  bodyMax: 5000,
  maxPins: 50,
} as const;

/** Articles a /today/ page shows before "More articles". */
export const TODAY_PAGE_SIZE = 12;

export function isTodayKind(word: string | null | undefined): word is TodayKind {
  return (TODAY_KINDS as readonly string[]).includes(word ?? '');
}

/** spec 02 §2 (M-061, M-063..M-066): /today/ or /today/{kind}/. */
export function todayPath(kind?: TodayKind | null): string {
  return kind ? `/today/${kind}/` : '/today/';
}

/** spec 02 §2 (M-062): an article's page. */
export function todayArticlePath(id: string | number): string {
  return `/today/article/${id}/`;
}

/**
 * An article's slug from its title (the pin's seo slug rules: lowercase ascii words joined by
 * '-', at most 60 characters); 'article' when the title has no ascii letter or digit.
 */
export function articleSlug(title: string): string {
  return seoSlug(title) || 'article';
}

/**
 * The first free slug of `base`, `base-2`, `base-3` … given the slugs already taken that start
 * with it.
 */
export function freeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const next = `${base}-${n}`;
    if (!taken.has(next)) return next;
  }
}

const PIN_PATH = /^\/pin\/([^/?#]+)\/?(?:[?#].*)?$/;

/**
 * The pin an author names when adding it to an article: its id ("123"), its closeup path
 * ("/pin/123/", "/pin/some-title--123/") or its full url on any host. null when it names none.
 */
export function pinIdFromInput(input: string): string | null {
  const s = input.trim();
  if (s === '') return null;
  if (/^\d+$/.test(s)) return parsePinIdParam(s);
  let path = s;
  if (/^https?:\/\//i.test(s)) {
    try {
      path = new URL(s).pathname;
    } catch {
      return null;
    }
  }
  const m = PIN_PATH.exec(path);
  return m?.[1] ? parsePinIdParam(m[1]) : null;
}

/** Where a pin moves to when an author presses move up (-1) or move down (+1); null at an end. */
export function movedIndex(index: number, by: -1 | 1, length: number): number | null {
  const to = index + by;
  return index < 0 || index >= length || to < 0 || to >= length ? null : to;
}

/** `ids` with the one at `from` moved to `to`. */
export function moveItem<T>(ids: readonly T[], from: number, to: number): T[] {
  const out = [...ids];
  const [item] = out.splice(from, 1);
  if (item === undefined) return out;
  out.splice(to, 0, item);
  return out;
}

/**
 * The heading of the dated /today/ page ("Thursday, November 26"), in UTC and the viewer's
 * formatting language (decision 064); the loader writes it, so the browser hydrates its words.
 */
export function todayHeading(date: Date, language: string): string {
  return dateFormat(language, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** A card's date line ("November 26, 2026"), in UTC and the viewer's language (decision 064). */
export function articleDate(iso: string, language: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return dateFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(d);
}

/** An article's cover picture: the cover pin's (or its first shown pin's) card image. */
export interface TodayCover {
  url: string;
  width: number;
  height: number;
  dominantColor: string;
  alt: string;
}

/** An article as the /today/ pages and the composer list show it. */
export interface TodayArticleCard {
  id: string;
  slug: string;
  kind: TodayKind;
  title: string;
  subtitle: string;
  status: TodayStatus;
  /** the article's page, /today/article/{id}/ */
  url: string;
  publishedAt: string | null;
  updatedAt: string;
  cover: TodayCover | null;
  /** the pins a reader may see (secret-board and deleted pins are not counted) */
  pinCount: number;
  interest: { id: string; name: string } | null;
}

/** A pin as the composer lists it: shown to readers or not (deleted, secret board). */
export interface TodayComposerPin {
  id: string;
  title: string;
  imageUrl: string | null;
  shown: boolean;
  isCover: boolean;
}
