import { z } from 'zod';
import { extraContextSchema } from '#domain/experiences/experience-data';
import { plainText } from '../text.ts';

/** Issue 14: the option pieces the experience calls share (spec 02 §7, M-324–M-335). */

const placementId = z
  .union([z.number(), plainText().regex(/^\d{1,15}$/, 'errors.api.numericPlacementId')])
  .transform((v) => Number(v))
  .pipe(z.number().int().min(1).max(999_999_999_999_999));

export const placementIdsOption = z.array(placementId).min(1).max(50);

/** extra_context as an object, or as the JSON string of one (the trigger call sends a string) */
export const extraContextOption = z
  .union([
    plainText()
      .max(10_000)
      .transform((s, c) => {
        if (s.trim() === '') return null;
        try {
          return JSON.parse(s) as unknown;
        } catch {
          c.addIssue({ code: 'custom', message: 'errors.experiences.extraContextJson' });
          return z.NEVER;
        }
      }),
    z.record(z.string(), z.unknown()),
    z.null(),
  ])
  .pipe(extraContextSchema.nullable())
  .optional();

/** what the client says of where it is; only the route is read, the rest is the server's */
export const targetingOption = z
  .object({ route: plainText().max(2000).nullable().optional() })
  .loose()
  .nullable()
  .optional();

export const placedExperienceIdOption = z.union([
  plainText().max(64),
  z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
]);

/** the payload of the view, complete and dismiss calls (M-330–M-333) */
export const lifecycleOptions = z.object({
  placed_experience_id: placedExperienceIdOption,
  extra_context: extraContextOption,
  targeting: targetingOption,
});
