/**
 * The shape rules of a password someone chooses (ASVS 5.0 6.2): 8 to 128 characters counted as
 * typed (code points, nothing trimmed, since spaces are allowed inside passphrases), and at
 * least one character that is neither whitespace nor invisible, so "        " is no password.
 * Shared by the server's check and the forms' hints. The problem is a `Said` (decision 064): the
 * server says it in the request's language.
 */

import type { Said } from '../i18n/said.ts';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

// whitespace (incl. no-break and ideographic spaces) and invisible format characters (ZWSP…)
const BLANK = /^[\s\p{Default_Ignorable_Code_Point}]*$/u;

/** What is wrong with `password` as a new password, or null when its shape is fine. */
export function passwordShapeProblem(password: string): Said | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN) return { id: 'errors.rules.atLeast', values: { min: PASSWORD_MIN } };
  if (length > PASSWORD_MAX) return { id: 'errors.rules.atMost', values: { max: PASSWORD_MAX } };
  if (BLANK.test(password)) return { id: 'errors.rules.notOnlySpaces' };
  return null;
}
