import type { Ctx } from '../../context.ts';
import { tr } from '../platform/i18n.ts';
import { authEvent } from './auth-events.ts';
import { deleteUserSessions, requireUser } from './sessions.ts';

/**
 * spec 02 §2 /secure/panic (M-075), decision 030: someone fears another person is in their
 * account. Every session of the account ends, the caller's own included; a new password then
 * comes through the reset link (which ends every session again when it is used).
 */
export async function logOutEverywhere(ctx: Ctx): Promise<void> {
  const userId = requireUser(ctx, tr(ctx, 'errors.accounts.logInToSecure'));
  await ctx.db.transaction((tx) => deleteUserSessions(tx, userId, null));
  authEvent(ctx, 'panic', { userId, outcome: 'ok' });
}
