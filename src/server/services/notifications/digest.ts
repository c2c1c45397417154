import { and, asc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import { digestMail } from '#domain/messages/notification-mail';
import {
  digestDueBefore,
  emailedKinds,
  resolvePreferences,
} from '#domain/messages/notification-preferences';
import type { Ctx } from '../../context.ts';
import { notificationPreferences, notifications, users } from '../../db/schema/index.ts';
import { loadInstanceSettings } from '../instance/settings.ts';
import { queueMail } from '../platform/mail.ts';
import { visibleTo } from './list.ts';
import { loadForMail, mailedNotification, mailFooter, renderMail, writersFor } from './mail.ts';

/** People claimed per transaction: a run goes on in batches until no one is due. */
const DIGEST_BATCH = 100;

/**
 * Claims up to a batch of people whose daily digest is due (moving their last_digest_at to now,
 * rows locked and skipped by any other process doing the same) and drafts each one's digest of
 * what came since their last, in one transaction. A person with nothing new is claimed too, and
 * gets no mail.
 */
async function claimBatch(ctx: Ctx): Promise<{ claimed: number; queued: number }> {
  const now = ctx.now();
  // read before the transaction: on PGlite a read beside an open transaction waits for it
  const settings = await loadInstanceSettings(ctx.db);
  const site = settings.name;
  const writers = writersFor(settings.defaultLanguage);
  return ctx.db.transaction(async (tx) => {
    const due = await tx
      .select({
        userId: notificationPreferences.userId,
        since: notificationPreferences.lastDigestAt,
        choices: notificationPreferences.choices,
        mode: notificationPreferences.emailMode,
      })
      .from(notificationPreferences)
      .where(
        and(
          eq(notificationPreferences.emailMode, 'digest'),
          or(
            isNull(notificationPreferences.lastDigestAt),
            lte(notificationPreferences.lastDigestAt, digestDueBefore(now)),
          ),
        ),
      )
      .orderBy(asc(notificationPreferences.lastDigestAt))
      .limit(DIGEST_BATCH)
      .for('update', { skipLocked: true });
    if (!due.length) return { claimed: 0, queued: 0 };
    await tx
      .update(notificationPreferences)
      .set({ lastDigestAt: now })
      .where(
        inArray(
          notificationPreferences.userId,
          due.map((d) => d.userId),
        ),
      );
    let queued = 0;
    for (const d of due) {
      const kinds = emailedKinds(resolvePreferences(d.choices, d.mode));
      const [person] = await tx
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          locale: users.locale,
        })
        .from(users)
        .where(and(eq(users.id, d.userId), isNull(users.deletedAt)))
        .limit(1);
      if (!person?.email || !kinds.length) continue;
      const rows = await loadForMail(
        tx,
        and(
          visibleTo(d.userId, 'mail'),
          inArray(notifications.kind, kinds),
          d.since ? gt(notifications.createdAt, d.since) : undefined,
          lte(notifications.createdAt, now),
        ),
      );
      const { locale, say } = writers(person.locale);
      const footer = mailFooter(ctx, person, 'all', site);
      const draft = digestMail(
        rows.map((r) => mailedNotification(ctx, r.n, r.actor, r.board, say)),
        footer,
        say,
      );
      if (!draft) continue;
      // decision 048: the mail is queued in the claim's transaction: one digest, mailed once
      await queueMail(
        ctx,
        {
          to: person.email,
          subject: draft.subject,
          listUnsubscribe: footer.oneClickUrl,
          locale,
          ...renderMail(draft),
        },
        { tx },
      );
      queued++;
    }
    return { claimed: due.length, queued };
  });
}

/**
 * Decision 044: queues the daily digests that are due, batch by batch, each mail in the
 * transaction that claimed its person (decision 048: the mail job retries a failed send).
 */
export async function sendDueDigests(ctx: Ctx): Promise<{ sent: number }> {
  let sent = 0;
  for (;;) {
    const { claimed, queued } = await claimBatch(ctx);
    sent += queued;
    if (claimed < DIGEST_BATCH) return { sent };
  }
}
