import { and, asc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import { digestMail, type MailDraft } from '#domain/messages/notification-mail';
import {
  DIGEST_EVERY_MS,
  digestDueBefore,
  emailedKinds,
  resolvePreferences,
} from '#domain/messages/notification-preferences';
import type { Ctx } from '../../context.ts';
import { notificationPreferences, notifications, users } from '../../db/schema/index.ts';
import { sendMail } from '../platform/mail.ts';
import { visibleTo } from './list.ts';
import { loadForMail, mailedNotification, mailFooter, renderMail } from './mail.ts';

/** People claimed per transaction: a run goes on in batches until no one is due. */
const DIGEST_BATCH = 100;

interface Outgoing {
  to: string;
  draft: MailDraft;
  unsubscribeUrl: string;
}

/**
 * Claims up to a batch of people whose daily digest is due (moving their last_digest_at to now,
 * rows locked and skipped by any other process doing the same) and drafts each one's digest of
 * what came since their last, in one transaction. A person with nothing new is claimed too, and
 * gets no mail.
 */
async function claimBatch(ctx: Ctx): Promise<{ claimed: number; outgoing: Outgoing[] }> {
  const now = ctx.now();
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
    if (!due.length) return { claimed: 0, outgoing: [] };
    await tx
      .update(notificationPreferences)
      .set({ lastDigestAt: now })
      .where(
        inArray(
          notificationPreferences.userId,
          due.map((d) => d.userId),
        ),
      );
    const outgoing: Outgoing[] = [];
    for (const d of due) {
      const kinds = emailedKinds(resolvePreferences(d.choices, d.mode));
      const [person] = await tx
        .select({ id: users.id, email: users.email, firstName: users.firstName })
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
      const footer = mailFooter(ctx, person, 'all');
      const draft = digestMail(
        rows.map((r) => mailedNotification(ctx, r.n, r.actor, r.board)),
        footer,
      );
      if (draft) outgoing.push({ to: person.email, draft, unsubscribeUrl: footer.unsubscribeUrl });
    }
    return { claimed: due.length, outgoing };
  });
}

/**
 * Decision 044: mails the daily digests that are due, each after the transaction that claimed it
 * committed. A digest whose mail fails is logged and not retried: at most one digest a day.
 */
export async function sendDueDigests(
  ctx: Ctx,
  log: (message: string, err?: unknown) => void = () => {},
): Promise<{ sent: number }> {
  let sent = 0;
  for (;;) {
    const { claimed, outgoing } = await claimBatch(ctx);
    for (const o of outgoing) {
      try {
        await sendMail(ctx, {
          to: o.to,
          subject: o.draft.subject,
          listUnsubscribe: o.unsubscribeUrl,
          ...renderMail(o.draft),
        });
        sent++;
      } catch (err) {
        log('a daily digest was not sent', err);
      }
    }
    if (claimed < DIGEST_BATCH) return { sent };
  }
}

export interface DigestJob {
  /** no further runs; resolves when a run in progress has finished */
  stop(): Promise<void>;
}

/**
 * The digest job of a server process, like the retention job (decision 022): hourly, timers
 * that do not keep the process alive, a failed run logged and tried again the next hour. Several
 * processes on one PostgreSQL may each run it: the claim gives each due person to one of them.
 */
export function startDigestJob(ctxOf: () => Ctx, log: (message: string, err?: unknown) => void) {
  let running: Promise<void> | null = null;
  let stopped = false;
  const run = () => {
    if (stopped || running) return;
    running = sendDueDigests(ctxOf(), log)
      .then(({ sent }) => {
        if (sent > 0) log(`sent ${sent} daily notification digests`);
      })
      .catch((err: unknown) => log('daily digests were not sent', err))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(run, 60_000);
  const every = setInterval(run, DIGEST_EVERY_MS);
  first.unref();
  every.unref();
  return {
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
  } satisfies DigestJob;
}
