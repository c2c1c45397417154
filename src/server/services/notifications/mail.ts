import { and, eq, gt, inArray, isNull, ne, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  type MailDraft,
  type MailedNotification,
  type MailSay,
  notificationMail,
  notificationPhrase,
} from '#domain/messages/notification-mail';
import {
  CATEGORY_OF_KIND,
  MESSAGE_MAIL_GAP_MS,
  NOTIFICATION_SETTINGS_PATH,
  oneClickUnsubscribePath,
  unsubscribePath,
} from '#domain/messages/notification-preferences';
import { type NotificationKind, notificationHref } from '#domain/messages/notifications';
import type { Ctx } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { boards, notifications, pins, users } from '../../db/schema/index.ts';
import { publicUserColumns } from '../accounts/user-columns.ts';
import { presentUser } from '../feeds/present.ts';
import { loadInstanceSettings } from '../instance/settings.ts';
import { escapeHtml, queueMail } from '../platform/mail.ts';
import { type MailWriter, mailLocale, mailWriter } from '../platform/mail-language.ts';
import { type UnsubscribeScope, unsubscribeToken } from './preferences.ts';
import type { Recorded } from './record.ts';

/** A draft as a mail's two parts: links as their address in text, as links in HTML. */
export function renderMail(draft: MailDraft): { text: string; html: string } {
  const text = draft.lines.map((l) => ('href' in l ? `${l.text}: ${l.href}` : l.text)).join('\n\n');
  const html = draft.lines
    .map((l) =>
      'href' in l
        ? `<p><a href="${escapeHtml(l.href)}">${escapeHtml(l.text)}</a></p>`
        : `<p>${escapeHtml(l.text)}</p>`,
    )
    .join('');
  return { text, html };
}

/** The recipient's half of a mail: their name, and where to change or stop these mails. */
export function mailFooter(
  ctx: Pick<Ctx, 'config' | 'publicOrigin'>,
  person: { id: number; firstName: string },
  scope: UnsubscribeScope,
  siteName: string,
) {
  const at = (path: string) => new URL(path, ctx.publicOrigin).toString();
  const token = unsubscribeToken(ctx.config.secret, person.id, scope);
  return {
    firstName: person.firstName,
    siteName,
    settingsUrl: at(NOTIFICATION_SETTINGS_PATH),
    unsubscribeUrl: at(unsubscribePath(token)),
    oneClickUrl: at(oneClickUnsubscribePath(token)),
  };
}

/**
 * A notification row's sentence, in the recipient's language (`say`), and absolute link, as the
 * bell would show them.
 */
export function mailedNotification(
  ctx: Pick<Ctx, 'publicOrigin'>,
  n: { kind: string; pinId: number | null; conversationId: number | null },
  actor: Parameters<typeof presentUser>[0],
  board: { id: number | null; name: string | null; slug: string | null; owner: string | null },
  say: MailSay,
): MailedNotification {
  const model = {
    kind: n.kind as NotificationKind,
    actor: presentUser(actor),
    pin: n.pinId ? { id: String(n.pinId) } : null,
    board:
      board.id !== null && board.name !== null && board.slug !== null && board.owner !== null
        ? { id: String(board.id), name: board.name, ownerUsername: board.owner, slug: board.slug }
        : null,
    conversationId: n.conversationId ? String(n.conversationId) : null,
  };
  return {
    kind: model.kind,
    sentence: (({ id, values }) => say(id, values))(notificationPhrase(model)),
    url: new URL(notificationHref(model), ctx.publicOrigin).toString(),
  };
}

/**
 * Decision 064: a writer per language for a run that mails many people, each in their own
 * (their account's, else the instance's default, `mailLocale`).
 */
export function writersFor(instanceDefault: string): (account: string | null) => MailWriter {
  const made = new Map<string, MailWriter>();
  return (account) => {
    const locale = mailLocale(account, instanceDefault);
    let w = made.get(locale);
    if (!w) {
      w = mailWriter(locale);
      made.set(locale, w);
    }
    return w;
  };
}

const boardOwners = alias(users, 'board_owner');

/** The rows to mail, with their actor and board, and what their recipient is called and at. */
export async function loadForMail(db: Pick<Db, 'select'>, where: ReturnType<typeof and>) {
  return db
    .select({
      n: notifications,
      actor: publicUserColumns,
      board: { id: boards.id, name: boards.name, slug: boards.slug, owner: boardOwners.username },
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.actorId))
    .leftJoin(pins, eq(pins.id, notifications.pinId))
    .leftJoin(boards, eq(boards.id, notifications.boardId))
    .leftJoin(boardOwners, eq(boardOwners.id, boards.ownerId))
    .where(and(where, isNull(users.deletedAt)))
    .orderBy(sql`${notifications.createdAt} desc, ${notifications.id} desc`);
}

const earlier = alias(notifications, 'earlier');

/**
 * Marks the rows mailed and answers the ones to mail now: a message's row only when no mail went
 * for its conversation to its recipient in the last MESSAGE_MAIL_GAP_MS (a chat is not a mail
 * per line). One statement, so two processes never both claim one row.
 */
async function claim(tx: Pick<Db, 'update' | 'select'>, now: Date, ids: number[]) {
  const since = new Date(now.getTime() - MESSAGE_MAIL_GAP_MS);
  const rows = await tx
    .update(notifications)
    .set({ mailedAt: now })
    .where(
      and(
        inArray(notifications.id, ids),
        or(
          ne(notifications.kind, 'message'),
          notExists(
            tx
              .select({ x: earlier.id })
              .from(earlier)
              .where(
                and(
                  eq(earlier.recipientId, notifications.recipientId),
                  eq(earlier.conversationId, notifications.conversationId),
                  gt(earlier.mailedAt, since),
                ),
              ),
          ),
        ),
      ),
    )
    .returning({ id: notifications.id });
  return rows.map((r) => r.id);
}

/**
 * Decision 048: claims the rows and queues their mails in one transaction, so each notification
 * is mailed once however often this runs (the notification-mail job is retried).
 */
export async function mailNotifications(ctx: Ctx, ids: number[]): Promise<void> {
  // read before the transaction: on PGlite a read beside an open transaction waits for it
  const settings = await loadInstanceSettings(ctx.db);
  const site = settings.name;
  const writers = writersFor(settings.defaultLanguage);
  await ctx.db.transaction(async (tx) => {
    const claimed = await claim(tx, ctx.now(), ids);
    if (!claimed.length) return;
    const rows = await loadForMail(tx, and(inArray(notifications.id, claimed)));
    for (const row of rows) {
      const [to] = await tx
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          locale: users.locale,
        })
        .from(users)
        .where(and(eq(users.id, row.n.recipientId), isNull(users.deletedAt)))
        .limit(1);
      if (!to?.email) continue;
      const { locale, say } = writers(to.locale);
      const scope = CATEGORY_OF_KIND[row.n.kind as NotificationKind];
      const footer = mailFooter(ctx, to, scope, site);
      const draft = notificationMail(
        mailedNotification(ctx, row.n, row.actor, row.board, say),
        footer,
        say,
      );
      await queueMail(
        ctx,
        {
          to: to.email,
          subject: draft.subject,
          listUnsubscribe: footer.oneClickUrl,
          locale,
          ...renderMail(draft),
        },
        { tx },
      );
    }
  });
}

const inFlight = new Set<Promise<void>>();

/**
 * Decision 044: mails what was just recorded for people who want it as it happens, where there
 * is no job queue (CLI, seed). Called after the write's transaction committed; the mail goes on
 * its own promise, and a failure is logged, never the write's. With a queue (decision 048)
 * recordNotification queued the mail job inside the write's transaction: nothing to do here.
 */
export async function mailAfterCommit(
  ctx: Ctx,
  recorded: readonly (Recorded | null)[],
): Promise<void> {
  if (ctx.jobs) return;
  const ids = recorded.flatMap((r) => (r?.mailNow ? [r.id] : []));
  if (!ids.length) return;
  const job: Promise<void> = mailNotifications(ctx, ids)
    .catch((err: unknown) => {
      console.warn('notification mail was not sent', err);
    })
    .finally(() => inFlight.delete(job));
  inFlight.add(job);
}

/** Resolves when the notification mails under way have gone (shutdown waits for them). */
export async function notificationMailSettled(): Promise<void> {
  await Promise.all([...inFlight]);
}
