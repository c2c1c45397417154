import { eq } from 'drizzle-orm';
import { pinPath } from '#domain/catalogue/routes';
import { escapeHtml } from '#domain/formatting/html';
import { settingsFrom } from '#domain/instance/settings';
import { notificationPhrase } from '#domain/messages/notification-mail';
import type { NotificationKind } from '#domain/messages/notifications';
import type { Ctx } from '../../context.ts';
import { instanceSettings, notifications, users } from '../../db/schema/index.ts';
import type { Tx } from '../accounts/sessions.ts';
import { queueMail } from '../platform/mail.ts';
import { mailLocale, mailWriter } from '../platform/mail-language.ts';

/**
 * Decision 057: a notice from the moderators, in the bell and by mail, written in the action's
 * transaction. It names no moderator (the person is their own row's actor) and no preference
 * turns it off: being told why one's pin went, or that one is warned, is not a choice.
 */
export async function sendNotice(
  ctx: Ctx,
  tx: Tx,
  n: {
    recipientId: number;
    kind: Extract<
      NotificationKind,
      'pin_removed' | 'warning' | 'report_actioned' | 'report_dismissed'
    >;
    pinId?: number;
    message?: string;
    /** one notice per fact: a report, a pin */
    key: string;
  },
): Promise<void> {
  const now = ctx.now();
  await tx
    .insert(notifications)
    .values({
      recipientId: n.recipientId,
      actorId: n.recipientId,
      kind: n.kind,
      pinId: n.pinId ?? null,
      message: n.message?.trim() ?? '',
      dedupeKey: `${n.kind}:${n.key}`,
      createdAt: now,
      shown: true,
      mailedAt: now,
    })
    .onConflictDoNothing();
  const [to] = await tx
    .select({
      email: users.email,
      firstName: users.firstName,
      username: users.username,
      locale: users.locale,
    })
    .from(users)
    .where(eq(users.id, n.recipientId))
    .limit(1);
  if (!to?.email) return;
  // decision 064: in the recipient's language, else the instance's default (read in the
  // action's transaction: on PGlite a read beside an open transaction waits for it)
  const { defaultLanguage } = settingsFrom(
    await tx
      .select({ key: instanceSettings.key, value: instanceSettings.value })
      .from(instanceSettings)
      .where(eq(instanceSettings.key, 'defaultLanguage')),
  );
  const locale = mailLocale(to.locale, defaultLanguage);
  const { say } = mailWriter(locale);
  const phrase = notificationPhrase({
    kind: n.kind,
    actor: { fullName: '' } as never,
    board: null,
    message: n.message ?? '',
  });
  const sentence = say(phrase.id, phrase.values);
  const link =
    n.kind === 'pin_removed' && n.pinId
      ? new URL(pinPath(String(n.pinId)), ctx.publicOrigin).toString()
      : new URL('/reports-and-violations/', ctx.publicOrigin).toString();
  const name = to.firstName || to.username;
  const subject = say(
    n.kind === 'pin_removed'
      ? 'mail.notice.pinRemoved'
      : n.kind === 'warning'
        ? 'mail.notice.warning'
        : 'mail.notice.report',
  );
  await queueMail(
    ctx,
    {
      to: to.email,
      subject,
      locale,
      text: `${say('mail.hiName', { name })}\n\n${sentence}\n\n${link}\n`,
      html: `<p>${escapeHtml(say('mail.hiName', { name }))}</p><p>${escapeHtml(sentence)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    },
    { tx },
  );
}
