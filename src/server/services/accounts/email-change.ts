import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Ctx } from '../../context.ts';
import { emailChanges, users } from '../../db/schema/index.ts';
import { badRequest } from '../../errors.ts';
import { loadInstanceSettings } from '../instance/settings.ts';
import { tr } from '../platform/i18n.ts';
import { queueMail } from '../platform/mail.ts';
import { composeMail, mailLocale, mailWriter } from '../platform/mail-language.ts';
import { consume } from '../platform/rate-limit.ts';
import { checkEmail, normalizeEmail } from './account-fields.ts';
import { confirmPassword, loadSelf } from './auth.ts';
import { authEvent } from './auth-events.ts';
import { fieldError } from './passwords.ts';
import { hashToken } from './sessions.ts';

const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Issue 33: asks to move the signed-in person's account to `newEmail`. The current password is
 * asked again, and the address changes only when the link mailed to the new address is opened.
 * The answer is the same whether or not the address is someone else's already (that address
 * gets a note instead), so the form tells no one which addresses have accounts.
 */
export async function requestEmailChange(
  ctx: Ctx,
  input: { newEmail: string; password: string },
): Promise<{ sentTo: string }> {
  const user = await loadSelf(ctx, tr(ctx, 'errors.accounts.logInToChangeEmail'));
  const email = normalizeEmail(input.newEmail);
  checkEmail(email, ctx);
  if (email === normalizeEmail(user.email ?? '')) {
    throw fieldError('email', tr(ctx, 'errors.accounts.alreadyYourEmail'));
  }
  await confirmPassword(ctx, user, input.password, 'password');
  await consume(ctx, 'emailChange', `user:${user.id}`);
  const [taken] = await ctx.db
    .select({ id: users.id, locale: users.locale })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email}`, ne(users.id, user.id)))
    .limit(1);
  const name = user.firstName || user.username;
  // issue 37: mail names the instance, not the product
  const settings = await loadInstanceSettings(ctx.db);
  const site = settings.name;
  if (taken) {
    authEvent(ctx, 'email_change_request', { userId: user.id, outcome: 'taken' });
    // decision 064: the address's own account's language, never the asker's
    const w = mailWriter(mailLocale(taken.locale, settings.defaultLanguage));
    await queueMail(ctx, {
      to: email,
      ...composeMail(w, w.say('mail.emailTaken.subject', { site }), [
        w.say('mail.hi'),
        w.say('mail.emailTaken.intro', { site }),
        w.say('mail.emailTaken.forgot'),
      ]),
    });
    return { sentTo: email };
  }
  const w = mailWriter(mailLocale(user.locale, settings.defaultLanguage));
  const token = randomBytes(32).toString('base64url');
  const now = ctx.now();
  const href = `${new URL(ctx.publicOrigin).origin}/settings/email/confirm/?token=${encodeURIComponent(token)}`;
  await ctx.db.transaction(async (tx) => {
    // only the newest link works: an older one for another address is withdrawn
    await tx
      .update(emailChanges)
      .set({ usedAt: now })
      .where(and(eq(emailChanges.userId, user.id), isNull(emailChanges.usedAt)));
    await tx.insert(emailChanges).values({
      tokenHash: hashToken(token),
      userId: user.id,
      newEmail: email,
      createdAt: now,
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_MS),
    });
    // decision 048: the link is mailed if and only if it was stored
    await queueMail(
      ctx,
      {
        to: email,
        ...composeMail(w, w.say('mail.emailConfirm.subject', { site }), [
          w.say('mail.hiName', { name }),
          w.say('mail.emailConfirm.intro', { site }),
          { text: w.say('mail.emailConfirm.link'), href },
        ]),
      },
      { tx },
    );
  });
  authEvent(ctx, 'email_change_request', { userId: user.id, outcome: 'ok' });
  return { sentTo: email };
}

/** The address a confirmation link would move its account to, or null if the link is no good. */
export async function pendingEmailChange(ctx: Ctx, token: string): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [row] = await ctx.db
    .select({ email: emailChanges.newEmail })
    .from(emailChanges)
    .where(
      and(
        eq(emailChanges.tokenHash, hashToken(token)),
        isNull(emailChanges.usedAt),
        gt(emailChanges.expiresAt, ctx.now()),
      ),
    )
    .limit(1);
  return row?.email ?? null;
}

/**
 * Opens a confirmation link: the account's email becomes the new address, in one transaction
 * with the link's use (of two concurrent uses, one wins), and the old address is told.
 */
export async function confirmEmailChange(ctx: Ctx, token: string): Promise<{ email: string }> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token))
    throw badRequest(tr(ctx, 'errors.accounts.emailLinkInvalid'));
  const now = ctx.now();
  const done = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(emailChanges)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailChanges.tokenHash, hashToken(token)),
          isNull(emailChanges.usedAt),
          gt(emailChanges.expiresAt, now),
        ),
      )
      .returning();
    if (!row) throw badRequest(tr(ctx, 'errors.accounts.emailLinkInvalid'));
    const [user] = await tx.select().from(users).where(eq(users.id, row.userId)).limit(1);
    if (!user || user.deletedAt) throw badRequest(tr(ctx, 'errors.accounts.emailLinkInvalid'));
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = ${row.newEmail}`, ne(users.id, user.id)))
      .limit(1);
    if (taken) throw badRequest(tr(ctx, 'errors.accounts.emailNowTaken'));
    await tx
      .update(users)
      // issue 37: a new account's confirmation link is one to the address it already has
      .set({ email: row.newEmail, emailUnconfirmed: false, updatedAt: now })
      .where(eq(users.id, user.id));
    return { user, email: row.newEmail };
  });
  authEvent(ctx, 'email_change', { userId: done.user.id, outcome: 'ok' });
  if (done.user.email && done.user.email !== done.email) {
    const settings = await loadInstanceSettings(ctx.db);
    const site = settings.name;
    const w = mailWriter(mailLocale(done.user.locale, settings.defaultLanguage));
    await queueMail(ctx, {
      to: done.user.email,
      ...composeMail(w, w.say('mail.emailChanged.subject', { site }), [
        w.say('mail.hiName', { name: done.user.firstName || done.user.username }),
        w.say('mail.emailChanged.intro', { site, email: done.email }),
        w.say('mail.emailChanged.notYou'),
      ]),
    });
  }
  return { email: done.email };
}
