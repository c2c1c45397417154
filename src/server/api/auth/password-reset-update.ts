import { z } from 'zod';
import { csrfTokenFor } from '../../http/csrf.ts';
import { adoptGrant } from '../../http/session.ts';
import { resetPassword } from '../../services/accounts/auth.ts';
import { defineResource } from '../resource.ts';
import { plainText } from '../text.ts';

/** decision 005: choose a new password with an emailed token; ends every session, signs in. */
export const passwordResetUpdate = defineResource({
  name: 'PasswordResetResource',
  action: 'update',
  options: z.object({ token: plainText().max(200), password: plainText().max(1000) }),
  async run(ctx, o) {
    const grant = await resetPassword(ctx, { token: o.token, password: o.password });
    const viewer = await adoptGrant(ctx, grant);
    return { data: { viewer, csrf_token: csrfTokenFor(ctx) } };
  },
});
