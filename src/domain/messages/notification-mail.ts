import type { MessageId } from '../i18n/catalogs/en.ts';
import {
  CATEGORY_OF_KIND,
  categoryInfo,
  NOTIFICATION_CATEGORIES,
  type NotificationCategory,
} from './notification-preferences.ts';
import type { NotificationKind, NotificationModel } from './notifications.ts';

/** One catalog text in the mail's language (decision 064: the recipient's). */
export type MailSay = (id: MessageId, values?: Record<string, unknown>) => string;

/** A mail's paragraph: text, or a link (its text in the HTML part, its address in plain text). */
export type MailLine = { text: string } | { text: string; href: string };

export interface MailDraft {
  subject: string;
  lines: MailLine[];
}

/** One notification as a mail tells it: its sentence and the absolute link to its thing. */
export interface MailedNotification {
  kind: NotificationKind;
  sentence: string;
  url: string;
}

/** What a mail's footer is for: the recipient, and where to change or stop these mails. */
export interface MailFooter {
  firstName: string;
  /** issue 37: the instance's name, which mail uses where it would say the product's */
  siteName: string;
  settingsUrl: string;
  unsubscribeUrl: string;
}

function greeting(firstName: string, say: MailSay): MailLine {
  return { text: firstName ? say('mail.hiName', { name: firstName }) : say('mail.hi') };
}

/**
 * What a notification says, as a catalog id and its values (the same words as the bell's,
 * `notif.*`): the actor's name, the board's, the moderator's message.
 */
export function notificationPhrase(
  n: Pick<NotificationModel, 'kind' | 'actor' | 'board' | 'message'>,
): { id: MessageId; values: Record<string, string> } {
  const name = n.actor.fullName;
  const message = n.message?.trim() ?? '';
  const board = n.board?.name ?? '';
  const said = (id: MessageId, values: Record<string, string> = {}) => ({ id, values });
  switch (n.kind) {
    case 'pin_removed':
      return message ? said('notif.pinRemovedSaid', { message }) : said('notif.pinRemoved');
    case 'warning':
      return message ? said('notif.warningSaid', { message }) : said('notif.warning');
    case 'report_actioned':
      return said('notif.reportActioned');
    case 'report_dismissed':
      return said('notif.reportDismissed');
    case 'pin_save':
      return said('notif.pinSave', { name });
    case 'follow':
      return said('notif.follow', { name });
    case 'board_join':
      return board
        ? said('notif.boardJoin', { name, board })
        : said('notif.boardJoinPlain', { name });
    case 'board_invite':
      return board
        ? said('notif.boardInvite', { name, board })
        : said('notif.boardInvitePlain', { name });
    case 'message':
      return said('notif.message', { name });
    case 'comment':
      return said('notif.comment', { name });
    case 'comment_reply':
      return said('notif.commentReply', { name });
    case 'mention':
      return said('notif.mention', { name });
    case 'follow_request':
      return said('notif.followRequest', { name });
    case 'follow_accepted':
      return said('notif.followAccepted', { name });
  }
}

/** Decision 044: one notification mailed as it happens, in the recipient's language. */
export function notificationMail(
  n: MailedNotification,
  footer: MailFooter,
  say: MailSay,
): MailDraft {
  const label = say(categoryInfo(CATEGORY_OF_KIND[n.kind]).label);
  const site = footer.siteName;
  return {
    subject: n.sentence,
    lines: [
      greeting(footer.firstName, say),
      { text: say('mail.notification.sentence', { sentence: n.sentence }) },
      { text: say('mail.notification.seeIt', { site }), href: n.url },
      { text: say('mail.notification.why', { label }) },
      { text: say('mail.notification.choose'), href: footer.settingsUrl },
      { text: say('mail.notification.unsubscribe', { label }), href: footer.unsubscribeUrl },
    ],
  };
}

/** A digest lists this many of a category's notifications, then says how many more there are. */
export const DIGEST_LINES_PER_CATEGORY = 5;

/**
 * Decision 044: the daily digest, newest first within each category, the categories in the
 * settings page's order; null when there is nothing to tell (no mail at all).
 */
export function digestMail(
  items: readonly MailedNotification[],
  footer: MailFooter,
  say: MailSay,
): MailDraft | null {
  if (!items.length) return null;
  const byCategory = new Map<NotificationCategory, MailedNotification[]>();
  for (const item of items) {
    const c = CATEGORY_OF_KIND[item.kind];
    byCategory.set(c, [...(byCategory.get(c) ?? []), item]);
  }
  const site = footer.siteName;
  const lines: MailLine[] = [
    greeting(footer.firstName, say),
    { text: say('mail.digest.intro', { site }) },
  ];
  for (const c of NOTIFICATION_CATEGORIES) {
    const group = byCategory.get(c.id);
    if (!group) continue;
    lines.push({
      text: say('mail.digest.category', { label: say(c.label), count: group.length }),
    });
    for (const item of group.slice(0, DIGEST_LINES_PER_CATEGORY)) {
      lines.push({ text: item.sentence, href: item.url });
    }
    const more = group.length - DIGEST_LINES_PER_CATEGORY;
    if (more > 0) lines.push({ text: say('mail.digest.more', { count: more }) });
  }
  lines.push(
    { text: say('mail.digest.why') },
    { text: say('mail.notification.choose'), href: footer.settingsUrl },
    { text: say('mail.digest.unsubscribe'), href: footer.unsubscribeUrl },
  );
  return { subject: say('mail.digest.subject', { site, count: items.length }), lines };
}

/** What the unsubscribe page says was turned off (spec M-076), said by its loader (decision 064). */
export function unsubscribedLabel(scope: NotificationCategory | 'all'): MessageId {
  return scope === 'all' ? 'pages.email.allLabel' : categoryInfo(scope).label;
}
