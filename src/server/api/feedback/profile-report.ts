import { z } from 'zod';
import { reportProfile } from '../../services/feedback/profile-reports.ts';
import { defineResource, idString } from '../resource.ts';
import { plainText } from '../text.ts';

/**
 * UserReportResource create (decision 046): the viewer reports someone's profile with a reason
 * and optional details. The service words the reason and length rules; the bound here only
 * keeps an oversized body from reaching it.
 */
export const userReportCreate = defineResource({
  name: 'UserReportResource',
  action: 'create',
  options: z.object({
    user_id: idString,
    reason: plainText().max(100),
    details: plainText().max(4000).optional(),
  }),
  async run(ctx, o) {
    return {
      data: await reportProfile(ctx, { userId: o.user_id, reason: o.reason, details: o.details }),
    };
  },
});
