import { z } from 'zod';
import { csrfTokenFor } from '../../http/csrf.ts';
import { adoptGrant } from '../../http/session.ts';
import { changePassword } from '../../services/accounts/auth.ts';
import { defineResource } from '../resource.ts';
import { plainText } from '../text.ts';

/** decision 005: password change; other sessions end and this one gets a new token. */
export const passwordUpdate = defineResource({
  name: 'UserPasswordResource',
  action: 'update',
  options: z.object({
    current_password: plainText().max(1000),
    new_password: plainText().max(1000),
  }),
  async run(ctx, o) {
    const grant = await changePassword(ctx, {
      currentPassword: o.current_password,
      newPassword: o.new_password,
    });
    await adoptGrant(ctx, grant);
    // the CSRF token is bound to the session, which just changed
    return { data: { ok: true, csrf_token: csrfTokenFor(ctx) } };
  },
});
