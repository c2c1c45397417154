import { z } from 'zod';
import { RIGHT_CLICK_IMAGE_TYPES } from '../sharing/links.ts';
import { CLICK_TYPES } from './clickthrough.ts';
import type { RightClickAux } from './right-click.ts';

// Kept apart from clickthrough.ts: only the server reads a right-click log, and zod stays out of
// the pages' JavaScript.

/** spec 02 §7 M-348: what a right-click log's aux_data must be. */
export const rightClickAuxSchema = z.object({
  clickthrough_type: z.literal('rightClick'),
  objectId: z.string().regex(/^\d{1,19}$/, 'objectId is the id of the Pin.'),
  extras: z
    .object({
      click_type: z.enum(CLICK_TYPES).optional(),
      media_type: z.enum(RIGHT_CLICK_IMAGE_TYPES).nullable().optional(),
      event_id: z.uuid().optional(),
    })
    .strict(),
});

/**
 * The right-click a `/v3/offsite/` call reports, or null when its aux_data is not one (any
 * other or a malformed aux_data leaves the call a plain check). The objectId must be the call's
 * own pin.
 */
export function parseRightClickAux(
  auxData: string | undefined,
  pinId: string,
): RightClickAux | null {
  if (!auxData) return null;
  let json: unknown;
  try {
    json = JSON.parse(auxData);
  } catch {
    return null;
  }
  const r = rightClickAuxSchema.safeParse(json);
  if (!r.success || r.data.objectId !== pinId) return null;
  return r.data;
}
