import { z } from 'zod';
import { fitsStoredId } from '../catalogue/routes.ts';
import { BATCH_MAX_EVENTS, KNOWN_EVENT_TYPES } from './analytics-events.ts';

/**
 * Issue 15: the batch schema the ingestion endpoint validates. Every constant, event number and
 * metricOf lives in analytics-events.ts (re-exported here), which imports no zod: browser code
 * imports values from there, since this module's schemas pull zod (≈31 KB gzipped) into any
 * bundle that imports a value from it.
 */
export * from './analytics-events.ts';

const ID = /^\d{1,19}$/;
const NAME = /^[a-z][a-z0-9_]{0,39}$/;
const auxValue = z.union([z.string().max(512), z.number().finite(), z.boolean(), z.null()]);

/** 01 §7 P-367, P-368: one event as the browser sends it. */
export const analyticsEventSchema = z.object({
  /** the client's id for the event (idempotency: a repeat is counted once) */
  id: z.uuid(),
  type: z
    .number()
    .int()
    .refine((t) => KNOWN_EVENT_TYPES.has(t), 'Unknown event type.'),
  /** when it happened, ms since the epoch, by the client's clock */
  time: z.number().int().nonnegative(),
  pin_id: z
    .string()
    .regex(ID, 'A pin id is digits.')
    .refine(fitsStoredId, 'A pin id is at most 9223372036854775807.')
    .optional(),
  object_id_str: z.string().max(64).optional(),
  view_type: z.number().int().min(0).max(1_000_000).optional(),
  view_parameter: z.number().int().min(0).max(1_000_000).optional(),
  component: z.string().regex(NAME, 'A component is a lower-case name.').optional(),
  element: z.string().regex(NAME, 'An element is a lower-case name.').optional(),
  client_tracking_params: z.string().max(1024).optional(),
  aux_data: z
    .record(z.string().regex(NAME, 'An aux_data key is a lower-case name.'), auxValue)
    .refine((r) => Object.keys(r).length <= 24, 'aux_data has at most 24 fields.')
    .optional(),
});
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

export const eventBatchSchema = z.object({
  events: z.array(analyticsEventSchema).min(1).max(BATCH_MAX_EVENTS),
});
export type EventBatch = z.infer<typeof eventBatchSchema>;
