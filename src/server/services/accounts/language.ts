import { eq } from 'drizzle-orm';
import { isShippedLocale } from '#domain/i18n/locales';
import type { Ctx } from '../../context.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { tr } from '../platform/i18n.ts';
import { requireUser } from './sessions.ts';

/**
 * Decision 064: the language a signed-in person chose for the interface and their mail; an
 * empty choice follows the browser again (Accept-Language, then the instance's default).
 */
export async function setAccountLanguage(ctx: Ctx, locale: string): Promise<string | null> {
  const value = locale === '' ? null : locale;
  if (value !== null && !isShippedLocale(value)) {
    throw new AppError('bad_request', tr(ctx, 'language.unknown'), {
      field: 'locale',
    });
  }
  const id = requireUser(ctx, tr(ctx, 'errors.accounts.logInToChangeSettings'));
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ locale: value, updatedAt: ctx.now() }).where(eq(users.id, id));
  });
  return value;
}
