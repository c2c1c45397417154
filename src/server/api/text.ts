import { z } from 'zod';
import { textProblem, textProblemMessage } from '#domain/formatting/text-input';

/**
 * The one string type of API options and forms (issue 10): a string without control characters
 * (tab, LF, CR allowed) or lone surrogates, so a NUL never reaches PostgreSQL as a 500. zod names
 * the field in the 400.
 */
export function plainText() {
  return z.string().superRefine((s, c) => {
    const problem = textProblem(s);
    if (problem) c.addIssue({ code: 'custom', message: textProblemMessage(problem) });
  });
}
