import { z } from 'zod';
import { FEEDBACK_TYPES, REPORT_REASONS } from '#domain/feedback/feedback';
import { hidePin, listHiddenPins, unhidePin } from '../../services/feedback/hides.ts';
import { reportPin } from '../../services/feedback/reports.ts';
import { defineResource, idString } from '../resource.ts';

const feedbackType = z.enum(FEEDBACK_TYPES, { error: 'errors.api.feedbackTypeOneOf' });
const reasonIds = REPORT_REASONS.map((r) => r.id) as [string, ...string[]];

/**
 * Issue 13, spec 01 §3 hidden-pin feedback options (pin_id, feedback_type): hide a pin from
 * the viewer's feeds; delete is Undo (P-154: it also clears a gen-AI hide).
 */
export const pinFeedbackCreate = defineResource({
  name: 'PinFeedbackResource',
  action: 'create',
  options: z.object({ pin_id: idString, feedback_type: feedbackType.default('pfy') }),
  async run(ctx, o) {
    return { data: await hidePin(ctx, o.pin_id, o.feedback_type) };
  },
});

export const pinFeedbackDelete = defineResource({
  name: 'PinFeedbackResource',
  action: 'delete',
  options: z.object({ pin_id: idString }),
  async run(ctx, o) {
    return { data: await unhidePin(ctx, o.pin_id) };
  },
});

/** The viewer's hidden and reported pins, newest first ('Tune your home feed'). */
export const hiddenPinsGet = defineResource({
  name: 'HiddenPinsResource',
  action: 'get',
  options: z.object({}),
  async run(ctx) {
    return { data: await listHiddenPins(ctx) };
  },
});

/** Issue 13: report a pin with a reason (spec 01 §3 complaintReason); answers 'Reported'. */
export const pinReportCreate = defineResource({
  name: 'PinReportResource',
  action: 'create',
  options: z.object({
    pin_id: idString,
    reason: z.enum(reasonIds, { error: 'errors.api.reportReason' }),
    feedback_type: feedbackType.default('pfy'),
  }),
  async run(ctx, o) {
    return { data: await reportPin(ctx, o.pin_id, o.reason, o.feedback_type) };
  },
});
