import { z } from 'zod';
import { dropSession } from '../../http/session.ts';
import { logout } from '../../services/accounts/auth.ts';
import { defineResource } from '../resource.ts';

/** decision 005: log out; the session row goes, so the old cookie is worthless everywhere. */
export const sessionDelete = defineResource({
  name: 'UserSessionResource',
  action: 'delete',
  options: z.object({}).loose(),
  async run(ctx) {
    await logout(ctx);
    dropSession(ctx);
    return { data: { ok: true } };
  },
});
