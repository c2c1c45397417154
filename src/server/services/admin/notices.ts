import { eq } from 'drizzle-orm';
import { pinPath } from '#domain/catalogue/routes';
import { escapeHtml } from '#domain/formatting/html';
import { type NotificationKind, notificationText } from '#domain/messages/notifications';
import type { Ctx } from '../../context.ts';
import { notifications, users } from '../../db/schema/index.ts';
import type { Tx } from '../accounts/sessions.ts';
import { queueMail } from '../platform/mail.ts';

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
    .select({ email: users.email, firstName: users.firstName, username: users.username })
    .from(users)
    .where(eq(users.id, n.recipientId))
    .limit(1);
  if (!to?.email) return;
  const sentence = notificationText({
    kind: n.kind,
    actor: { fullName: '' } as never,
    board: null,
    message: n.message ?? '',
  });
  const link =
    n.kind === 'pin_removed' && n.pinId
      ? new URL(pinPath(String(n.pinId)), ctx.publicOrigin).toString()
      : new URL('/reports-and-violations/', ctx.publicOrigin).toString();
  const name = to.firstName || to.username;
  const subject =
    n.kind === 'pin_removed'
      ? 'Your Pin was removed'
      : n.kind === 'warning'
        ? 'A warning about your account'
        : 'We reviewed your report';
  await queueMail(
    ctx,
    {
      to: to.email,
      subject,
      text: `Hi ${name},\n\n${sentence}\n\n${link}\n`,
      html: `<p>Hi ${escapeHtml(name)},</p><p>${escapeHtml(sentence)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    },
    { tx },
  );
}
