import { z } from 'zod';
import { csrfTokenFor } from '../../http/csrf.ts';
import { adoptGrant } from '../../http/session.ts';
import { register } from '../../services/accounts/signup.ts';
import { defineResource } from '../resource.ts';
import { plainText } from '../text.ts';

/**
 * decision 005: sign up; answers the new viewer and sets the session cookie. An email that
 * already has an account gets the same status and shape (the viewer as it was) and the owner a
 * mail, so the answer does not say which emails have accounts.
 */
export const registerCreate = defineResource({
  name: 'UserRegisterResource',
  action: 'create',
  options: z.object({
    email: plainText().max(1000),
    password: plainText().max(1000),
    username: plainText().max(200),
    first_name: plainText().max(1000),
    /** issue 37: why the person wants to join, when the instance takes sign-ups by approval */
    reason: plainText().max(1000).optional(),
    /** issue 37: an instance sign-up invite's code, when the instance takes sign-ups by invitation */
    invite: plainText().max(100).optional(),
  }),
  async run(ctx, o) {
    const outcome = await register(ctx, {
      email: o.email,
      password: o.password,
      username: o.username,
      firstName: o.first_name,
      ...(o.reason !== undefined ? { reason: o.reason } : {}),
      ...(o.invite !== undefined ? { invite: o.invite } : {}),
    });
    const viewer = outcome.kind === 'created' ? await adoptGrant(ctx, outcome.grant) : ctx.viewer;
    // issue 37: in approval mode the request waits for an administrator
    const requested = outcome.kind === 'requested';
    return { data: { viewer, csrf_token: csrfTokenFor(ctx), ...(requested ? { requested } : {}) } };
  },
});
