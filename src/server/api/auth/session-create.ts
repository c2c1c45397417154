import { z } from 'zod';
import { csrfTokenFor } from '../../http/csrf.ts';
import { adoptGrant } from '../../http/session.ts';
import { login } from '../../services/accounts/auth.ts';
import { defineResource } from '../resource.ts';
import { plainText } from '../text.ts';

/** decision 005: log in with username or email; a new session token every time. */
export const sessionCreate = defineResource({
  name: 'UserSessionResource',
  action: 'create',
  options: z.object({
    username_or_email: plainText().max(1000),
    password: plainText().max(1000),
  }),
  async run(ctx, o) {
    const grant = await login(ctx, { usernameOrEmail: o.username_or_email, password: o.password });
    const viewer = await adoptGrant(ctx, grant);
    return { data: { viewer, csrf_token: csrfTokenFor(ctx) } };
  },
});
