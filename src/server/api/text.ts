import { z } from 'zod';
import { type TextProblem, textProblem } from '#domain/formatting/text-input';
import type { MessageId } from '#domain/i18n/catalogs/index';
import { type Reader, tr } from '../services/platform/i18n.ts';

/**
 * The one string type of API options and forms (issue 10): a string without control characters
 * (tab, LF, CR allowed) or lone surrogates, so a NUL never reaches PostgreSQL as a 500. zod names
 * the field in the 400.
 */
export function plainText() {
  return z.string().superRefine((s, c) => {
    const problem = textProblem(s);
    if (problem) c.addIssue({ code: 'custom', message: textProblemId(problem) });
  });
}

/** Why a text is refused, as an id (said by `parseIn` in the request's language). */
function textProblemId(problem: TextProblem): MessageId {
  return problem === 'lone_surrogate' ? 'errors.api.loneSurrogate' : 'errors.api.controlCharacter';
}

/** Why a text is refused, in the reader's language (`options.title: contains …`). */
export function textProblemSaid(reader: Reader, problem: TextProblem): string {
  return tr(reader, textProblemId(problem));
}
