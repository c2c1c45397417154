import type { MessageId } from '../i18n/catalogs/en.ts';
import { MODERATION_KINDS, type NotificationKind } from './notifications.ts';

/**
 * Decision 044 (spec M-081): what a person can turn on and off, by category of notification. A
 * new kind is one line in CATEGORY_OF_KIND; the Record makes leaving it out a type error.
 */
export type NotificationCategory =
  | 'saves'
  | 'followers'
  | 'boards'
  | 'messages'
  | 'comments'
  | 'mentions';

export const CATEGORY_OF_KIND: Record<NotificationKind, NotificationCategory> = {
  pin_save: 'saves',
  follow: 'followers',
  follow_request: 'followers',
  follow_accepted: 'followers',
  board_join: 'boards',
  board_invite: 'boards',
  message: 'messages',
  comment: 'comments',
  comment_reply: 'comments',
  mention: 'mentions',
  // decision 057: moderation notices are always shown and mailed; these only fill the Record
  pin_removed: 'saves',
  warning: 'messages',
  report_actioned: 'messages',
  report_dismissed: 'messages',
};

export interface ChannelChoice {
  inApp: boolean;
  email: boolean;
  /** decision 065: pushed to the devices the person turned push on for */
  push: boolean;
}

export interface CategoryInfo {
  id: NotificationCategory;
  /** its name, in the settings page, the mails and the unsubscribe page (decision 064: an id) */
  label: MessageId;
  defaults: ChannelChoice;
}

/** In the order the settings page lists them. */
export const NOTIFICATION_CATEGORIES: readonly CategoryInfo[] = [
  {
    id: 'saves',
    label: 'settings.notifications.saves',
    defaults: { inApp: true, email: false, push: true },
  },
  {
    id: 'followers',
    label: 'settings.notifications.followers',
    defaults: { inApp: true, email: false, push: true },
  },
  {
    id: 'boards',
    label: 'settings.notifications.boards',
    defaults: { inApp: true, email: true, push: true },
  },
  {
    id: 'messages',
    label: 'settings.notifications.messages',
    defaults: { inApp: true, email: true, push: true },
  },
  {
    id: 'comments',
    label: 'settings.notifications.comments',
    defaults: { inApp: true, email: true, push: true },
  },
  {
    id: 'mentions',
    label: 'settings.notifications.mentions',
    defaults: { inApp: true, email: true, push: true },
  },
];

export type EmailMode = 'instant' | 'digest';

export interface NotificationPreferences {
  categories: Record<NotificationCategory, ChannelChoice>;
  emailMode: EmailMode;
}

export function isNotificationCategory(v: unknown): v is NotificationCategory {
  return NOTIFICATION_CATEGORIES.some((c) => c.id === v);
}

export function categoryInfo(id: NotificationCategory): CategoryInfo {
  const found = NOTIFICATION_CATEGORIES.find((c) => c.id === id);
  if (!found) throw new Error(`unknown notification category ${id}`);
  return found;
}

/**
 * A person's stored choices (only what they changed; anything else, including a category added
 * since, takes its default) made whole.
 */
export function resolvePreferences(
  stored: unknown,
  emailMode: string | null | undefined,
): NotificationPreferences {
  const given = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  const categories = {} as Record<NotificationCategory, ChannelChoice>;
  for (const c of NOTIFICATION_CATEGORIES) {
    const raw = given[c.id];
    const o = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
    categories[c.id] = {
      inApp: typeof o.inApp === 'boolean' ? o.inApp : c.defaults.inApp,
      email: typeof o.email === 'boolean' ? o.email : c.defaults.email,
      push: typeof o.push === 'boolean' ? o.push : c.defaults.push,
    };
  }
  return { categories, emailMode: emailMode === 'digest' ? 'digest' : 'instant' };
}

/** What a notification of `kind` does for a person with these choices. */
export function deliveryOf(
  prefs: NotificationPreferences,
  kind: NotificationKind,
): { inApp: boolean; emailNow: boolean; emailLater: boolean; push: boolean } {
  const choice = prefs.categories[CATEGORY_OF_KIND[kind]];
  return {
    inApp: choice.inApp,
    // decision 057's moderation notices are told in Tessera and by mail, not on a lock screen
    push: choice.push && !MODERATION_KINDS.has(kind),
    emailNow: choice.email && prefs.emailMode === 'instant',
    emailLater: choice.email && prefs.emailMode === 'digest',
  };
}

/** The kinds whose email is on: what a daily digest sums up. */
export function emailedKinds(prefs: NotificationPreferences): NotificationKind[] {
  // decision 057: a moderation notice is mailed once, when it is made, whatever the choices
  return (Object.keys(CATEGORY_OF_KIND) as NotificationKind[]).filter(
    (k) => !MODERATION_KINDS.has(k) && prefs.categories[CATEGORY_OF_KIND[k]].email,
  );
}

/** The settings form's field for a category's channel: `inApp.saves`, `email.messages`. */
export function preferenceField(channel: keyof ChannelChoice, id: NotificationCategory): string {
  return `${channel}.${id}`;
}

/**
 * The settings form read back: a switch that is off posts nothing, so every category's two
 * switches are answered by whether their field came.
 */
export function preferencesFromForm(
  has: (field: string) => boolean,
  emailMode: string,
): NotificationPreferences | null {
  if (emailMode !== 'instant' && emailMode !== 'digest') return null;
  const categories = {} as Record<NotificationCategory, ChannelChoice>;
  for (const c of NOTIFICATION_CATEGORIES) {
    categories[c.id] = {
      inApp: has(preferenceField('inApp', c.id)),
      email: has(preferenceField('email', c.id)),
      push: has(preferenceField('push', c.id)),
    };
  }
  return { categories, emailMode };
}

export const NOTIFICATION_SETTINGS_PATH = '/settings/notifications/';

/** Where a mail's unsubscribe link leads (spec M-076). */
export function unsubscribePath(token: string): string {
  return `/email/subscription/?${new URLSearchParams({ token }).toString()}`;
}

/**
 * RFC 8058's one-click unsubscribe, named by a notification mail's List-Unsubscribe header: a
 * mail provider POSTs `List-Unsubscribe=One-Click` there (no cookie, no page); a GET leads to the
 * unsubscribe page.
 */
export const ONE_CLICK_UNSUBSCRIBE = '/email/unsubscribe/';

export function oneClickUnsubscribePath(token: string): string {
  return `${ONE_CLICK_UNSUBSCRIBE}?${new URLSearchParams({ token }).toString()}`;
}

/** A message mail at most this often per conversation: a chat is not a mail per line. */
export const MESSAGE_MAIL_GAP_MS = 15 * 60_000;

const DAY_MS = 24 * 60 * 60_000;

/** The digest job looks for due digests at this minute of every hour (cron, decision 048). */
export const DIGEST_CRON = '5 * * * *';

/**
 * A daily digest is due for whoever had their last one at or before this time. A few minutes'
 * slack: the hourly run that comes a day after the last one finds it due even when that run
 * started a moment earlier in its hour than yesterday's, so digests do not slip an hour a day.
 */
export function digestDueBefore(now: Date): Date {
  return new Date(now.getTime() - DAY_MS + 5 * 60_000);
}
