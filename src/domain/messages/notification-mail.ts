import {
  CATEGORY_OF_KIND,
  categoryInfo,
  NOTIFICATION_CATEGORIES,
  type NotificationCategory,
} from './notification-preferences.ts';
import type { NotificationKind } from './notifications.ts';

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

function greeting(firstName: string): MailLine {
  return { text: firstName ? `Hi ${firstName},` : 'Hi,' };
}

/** Decision 044: one notification mailed as it happens. */
export function notificationMail(n: MailedNotification, footer: MailFooter): MailDraft {
  const label = categoryInfo(CATEGORY_OF_KIND[n.kind]).label;
  return {
    subject: n.sentence,
    lines: [
      greeting(footer.firstName),
      { text: `${n.sentence}.` },
      { text: `See it on ${footer.siteName}`, href: n.url },
      { text: `You get this email because “${label}” emails are on.` },
      { text: 'Choose which emails you get', href: footer.settingsUrl },
      { text: `Unsubscribe from ${label} emails`, href: footer.unsubscribeUrl },
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
): MailDraft | null {
  if (!items.length) return null;
  const byCategory = new Map<NotificationCategory, MailedNotification[]>();
  for (const item of items) {
    const c = CATEGORY_OF_KIND[item.kind];
    byCategory.set(c, [...(byCategory.get(c) ?? []), item]);
  }
  const lines: MailLine[] = [
    greeting(footer.firstName),
    { text: `Here is what happened on ${footer.siteName} since your last digest.` },
  ];
  for (const c of NOTIFICATION_CATEGORIES) {
    const group = byCategory.get(c.id);
    if (!group) continue;
    lines.push({ text: `${c.label} (${group.length})` });
    for (const item of group.slice(0, DIGEST_LINES_PER_CATEGORY)) {
      lines.push({ text: item.sentence, href: item.url });
    }
    const more = group.length - DIGEST_LINES_PER_CATEGORY;
    if (more > 0) lines.push({ text: `and ${more} more` });
  }
  lines.push(
    { text: 'You get this daily digest because you chose it for your notification emails.' },
    { text: 'Choose which emails you get', href: footer.settingsUrl },
    { text: 'Unsubscribe from all notification emails', href: footer.unsubscribeUrl },
  );
  const n = items.length;
  return {
    subject: `Your ${footer.siteName} digest: ${n} new notification${n === 1 ? '' : 's'}`,
    lines,
  };
}

/** What the unsubscribe page says was turned off (spec M-076). */
export function unsubscribedLabel(scope: NotificationCategory | 'all'): string {
  return scope === 'all' ? 'all notification' : categoryInfo(scope).label;
}
