/**
 * The display-name element (spec 02 §3): the name is split at the last space so the final word
 * and the verified badge stay on one line.
 */
import { collapseWhitespace, truncate } from './truncate.ts';

export interface DisplayNameParts {
  /** everything before the last word, with its trailing space ('' for a one-word name) */
  head: string;
  /** the last word, kept on one line with the badge */
  last: string;
}

/**
 * spec 02 §3: split at the last space. Whitespace is collapsed first; with `maxLength` the name
 * is cut with an ellipsis before splitting (the truncate option), so the ellipsis stays with
 * the badge.
 */
export function splitDisplayName(
  fullName: string,
  opts?: { maxLength?: number },
): DisplayNameParts {
  let name = collapseWhitespace(fullName);
  if (opts?.maxLength !== undefined) name = truncate(name, opts.maxLength);
  const i = name.lastIndexOf(' ');
  if (i < 0) return { head: '', last: name };
  return { head: name.slice(0, i + 1), last: name.slice(i + 1) };
}
