import { and, eq, isNull } from 'drizzle-orm';
import type { Ctx } from '../../context.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { bumpDataVersion } from '../platform/data-version.ts';
import { tr } from '../platform/i18n.ts';
import { requireUser } from './sessions.ts';

/** The kind of account a person has, as /business/convert/ words it. */
export type AccountKind = 'personal' | 'business' | 'employee';

function kindOf(role: string): AccountKind {
  return role === 'partner' ? 'business' : role === 'employee' ? 'employee' : 'personal';
}

/** The signed-in person's account kind; a 401 with a login prompt for a visitor. */
export async function accountKind(ctx: Ctx): Promise<AccountKind> {
  const id = requireUser(ctx, tr(ctx, 'errors.accounts.logInForBusiness'));
  const [row] = await ctx.db
    .select({ role: users.role })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  if (!row) throw new AppError('unauthorized', tr(ctx, 'errors.accounts.logInForBusiness'));
  return kindOf(row.role);
}

/**
 * spec 02 §1: the business upgrade banner (503755) leads here. A personal account becomes a
 * business (partner) account, in one transaction; an employee stays an employee and a business
 * account stays as it is. Answers the kind before and after.
 */
export async function convertToBusiness(
  ctx: Ctx,
): Promise<{ before: AccountKind; after: AccountKind }> {
  const id = requireUser(ctx, tr(ctx, 'errors.accounts.logInForBusiness'));
  const out = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ role: users.role })
      .from(users)
      .where(and(eq(users.id, id), isNull(users.deletedAt)))
      .for('update')
      .limit(1);
    if (!row) throw new AppError('unauthorized', tr(ctx, 'errors.accounts.logInForBusiness'));
    const before = kindOf(row.role);
    if (before !== 'personal') return { before, after: before };
    await tx.update(users).set({ role: 'partner', updatedAt: ctx.now() }).where(eq(users.id, id));
    return { before, after: 'business' as const };
  });
  // the viewer (isPartner) and every cached answer built from the old role are stale now
  bumpDataVersion();
  return out;
}
