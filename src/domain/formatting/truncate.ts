/**
 * Text cutting rules (spec 01 §5, 02 §5).
 *
 * Decision (docs: spec 01 §5 "Stats label longer than 14 is cut to 12 plus an ellipsis"): a
 * limit counts the characters kept; the ellipsis '…' (one character, U+2026) is added after
 * them and is not counted inside the limit. So the default truncation of 80 yields at most
 * 80 characters of text plus '…'. Display labels (visit-site, board name, sender, feedback
 * name, card title, default) get the ellipsis; the data cuts of grid titles (200) and
 * descriptions (496) are hard cuts without one, because the spec names an ellipsis only for the
 * former. Characters are user-perceived characters (grapheme clusters): a cut never splits a
 * surrogate pair, an emoji sequence or a letter from its combining accent. Whitespace before
 * the ellipsis is dropped.
 */

export const ELLIPSIS = '…';

/** spec 01 §5: default truncation 80 characters with an ellipsis. */
export const DEFAULT_TRUNCATE = 80;
/** spec 01 §5: visit-site label 27 characters, 12 in the action bar. */
export const VISIT_SITE_LABEL_MAX = 27;
export const VISIT_SITE_LABEL_ACTION_BAR_MAX = 12;
/** spec 01 §5: a stats label longer than 14 is cut to 12 plus an ellipsis. */
export const STATS_LABEL_THRESHOLD = 14;
export const STATS_LABEL_KEEP = 12;
/** spec 01 §5: overlay board name 10, 12 compact, 22 in the other variant. */
export const OVERLAY_BOARD_NAME_MAX = { default: 10, compact: 12, other: 22 } as const;
export type OverlayVariant = keyof typeof OVERLAY_BOARD_NAME_MAX;
/** spec 02 §5: grid titles cut at 200, descriptions at 496, card title at 33, feedback names at 32. */
export const GRID_TITLE_MAX = 200;
export const GRID_DESCRIPTION_MAX = 496;
export const CARD_TITLE_MAX = 33;
export const FEEDBACK_NAME_MAX = 32;

let segmenter: Intl.Segmenter | null = null;

/**
 * Text in which every UTF-16 unit is a character of its own: printable ASCII, Latin-1 and the
 * Latin Extended blocks, which hold no combining mark, no surrogate and no joiner (the
 * combining diacritics start at U+0300). Most titles are such text, and segmenting them cost a
 * browser ~50 ms while hydrating a home feed (the first Intl.Segmenter call loads ICU's break
 * rules), issue 12.
 */
const ONE_UNIT_PER_CHARACTER = /^[\x20-\x7e\u00a0-\u02ff]*$/;

function graphemes(text: string): string[] {
  if (ONE_UNIT_PER_CHARACTER.test(text)) return text.split('');
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return Array.from(segmenter.segment(text), (s) => s.segment);
}

export interface TruncateOptions {
  /** add '…' after the kept characters when the text is cut (default true) */
  ellipsis?: boolean;
  /** characters kept when the text is longer than max (default max) */
  keep?: number;
}

/**
 * spec 01 §5: default truncation 80 characters with an ellipsis. Text of at most `max`
 * characters is returned unchanged; longer text keeps `keep` (default `max`) characters,
 * trailing whitespace removed, followed by '…' unless `ellipsis` is false.
 */
export function truncate(
  text: string,
  max: number = DEFAULT_TRUNCATE,
  opts?: TruncateOptions,
): string {
  // UTF-16 length is never below the grapheme count, so short text needs no segmentation
  if (text.length <= max) return text;
  const chars = graphemes(text);
  if (chars.length <= max) return text;
  const keep = Math.max(0, Math.min(opts?.keep ?? max, max));
  const cut = chars.slice(0, keep).join('');
  if (opts?.ellipsis === false) return cut;
  return `${cut.trimEnd()}${ELLIPSIS}`;
}

/** Collapse runs of whitespace to one space and trim (spec 02 §5: whitespace collapsed). */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** spec 01 §5: visit-site label cut to 27 characters (12 in the action bar), with an ellipsis. */
export function visitSiteLabel(domain: string, opts?: { actionBar?: boolean }): string {
  const max = opts?.actionBar ? VISIT_SITE_LABEL_ACTION_BAR_MAX : VISIT_SITE_LABEL_MAX;
  return truncate(domain, max);
}

/** spec 01 §5: a stats label longer than 14 characters is cut to 12 plus an ellipsis. */
export function statsLabel(label: string): string {
  return truncate(label, STATS_LABEL_THRESHOLD, { keep: STATS_LABEL_KEEP });
}

/** spec 01 §5: overlay board name cut to 10 characters (12 compact, 22 in the other variant). */
export function overlayBoardName(name: string, variant: OverlayVariant = 'default'): string {
  return truncate(name, OVERLAY_BOARD_NAME_MAX[variant]);
}

/** spec 02 §5: grid titles trimmed, whitespace collapsed and cut at 200 characters (no ellipsis). */
export function gridTitle(title: string): string {
  return truncate(collapseWhitespace(title), GRID_TITLE_MAX, { ellipsis: false }).trimEnd();
}

/** spec 02 §5: descriptions with whitespace collapsed, cut at 496 characters (no ellipsis). */
export function gridDescription(description: string): string {
  return truncate(collapseWhitespace(description), GRID_DESCRIPTION_MAX, {
    ellipsis: false,
  }).trimEnd();
}

/** spec 02 §5: grid title on the card cut at 33 characters with an ellipsis (after grid-title cleanup). */
export function cardTitle(title: string): string {
  return truncate(collapseWhitespace(title), CARD_TITLE_MAX);
}

/** spec 02 §5: feedback names cut at 32 characters with an ellipsis. */
export function feedbackName(name: string): string {
  return truncate(collapseWhitespace(name), FEEDBACK_NAME_MAX);
}
