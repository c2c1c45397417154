import { z } from 'zod';
import { adoptGrant, csrfTokenFor } from '../../auth-plugin.ts';
import { signup } from '../../services/auth.ts';
import { defineResource } from '../resource.ts';
import { plainText } from '../text.ts';

/** decision 005: sign up; answers the new viewer and sets the session cookie. */
export const registerCreate = defineResource({
  name: 'UserRegisterResource',
  action: 'create',
  options: z.object({
    email: plainText().max(1000),
    password: plainText().max(1000),
    username: plainText().max(200),
    first_name: plainText().max(1000),
  }),
  async run(ctx, o) {
    const grant = await signup(ctx, {
      email: o.email,
      password: o.password,
      username: o.username,
      firstName: o.first_name,
    });
    const viewer = await adoptGrant(ctx, grant);
    return { data: { viewer, csrf_token: csrfTokenFor(ctx) } };
  },
});
