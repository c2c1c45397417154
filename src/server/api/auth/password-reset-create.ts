import { z } from 'zod';
import { requestPasswordReset } from '../../services/accounts/auth.ts';
import { defineResource } from '../resource.ts';
import { plainText } from '../text.ts';

/** decision 005: always `{ sent: true }`, so the answer never tells whether the email exists. */
export const passwordResetCreate = defineResource({
  name: 'PasswordResetResource',
  action: 'create',
  options: z.object({ email: plainText().max(1000) }),
  async run(ctx, o) {
    await requestPasswordReset(ctx, { email: o.email });
    return { data: { sent: true } };
  },
});
