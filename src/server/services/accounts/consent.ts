import { and, eq, isNull } from 'drizzle-orm';
import type { CookieConsent } from '#domain/consent/consent';
import type { Ctx } from '../../context.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { tr } from '../platform/i18n.ts';

/** Where a choice was kept: on the account, or (for a visitor) in the browser's consent cookie. */
export type ConsentStore = 'account' | 'browser';

/**
 * spec 02 §4 Cookie banner, §7 UserSettingsResource update (M-226, M-337): the three cookie
 * flags. A signed-in person's go on their row, in one transaction; a visitor has no row, so the
 * caller keeps theirs in the consent cookie (http/cookies.ts). Either way the rest of this
 * request sees the new choice, so the answer and anything rendered after it agree.
 */
export async function saveCookieConsent(ctx: Ctx, consent: CookieConsent): Promise<ConsentStore> {
  // bots never see the banner and their cookies are ignored: a choice from one means nothing
  if (ctx.viewer.isBot)
    throw new AppError('forbidden', tr(ctx, 'errors.accounts.onlyPeopleChooseCookies'));
  if (!(ctx.viewer.isAuth && ctx.session)) {
    ctx.viewer = { ...ctx.viewer, cookieConsent: consent };
    return 'browser';
  }
  const userId = Number(ctx.viewer.id);
  const updated = await ctx.db.transaction(async (tx) =>
    tx
      .update(users)
      .set({
        allowAnalyticCookies: consent.analytic,
        allowMarketingCookies: consent.marketing,
        allowPersonalizationCookies: consent.personalization,
        updatedAt: ctx.now(),
      })
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .returning({ id: users.id }),
  );
  if (updated.length === 0)
    throw new AppError('unauthorized', tr(ctx, 'errors.accounts.logInToChangeSettings'));
  ctx.viewer = { ...ctx.viewer, cookieConsent: consent };
  return 'account';
}
