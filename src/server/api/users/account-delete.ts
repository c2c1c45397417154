import { z } from 'zod';
import { dropSession } from '../../http/session.ts';
import { deleteAccount } from '../../services/accounts/auth.ts';
import { defineResource } from '../resource.ts';
import { plainText } from '../text.ts';

/** decision 005: delete the account and everything of it, after re-entering the password. */
export const accountDelete = defineResource({
  name: 'UserAccountResource',
  action: 'delete',
  options: z.object({ password: plainText().max(1000) }),
  async run(ctx, o) {
    await deleteAccount(ctx, { password: o.password });
    dropSession(ctx);
    return { data: { ok: true } };
  },
});
