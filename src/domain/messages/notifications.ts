import { boardPath, pinPath, profilePath } from '../catalogue/routes.ts';
import { commentsPath } from '../comments/comments.ts';
import type { UserModel } from '../pins/models.ts';
import type { UnreadCount } from './messages.ts';

/**
 * Issue 13 (decision 017): what someone else did to one's things, or asked of one (an invitation
 * to their board). Never for one's own acts, never from someone blocked either way.
 */
export type NotificationKind =
  | 'pin_save'
  | 'follow'
  | 'board_join'
  | 'board_invite'
  | 'message'
  | 'comment'
  | 'comment_reply'
  | 'mention'
  /** decision 045: someone asks to follow the recipient's private profile (Approve, Decline) */
  | 'follow_request'
  /** decision 045: the recipient's request to follow a private profile was approved */
  | 'follow_accepted'
  /** decision 057: a moderator removed the recipient's pin, with the reason in `message` */
  | 'pin_removed'
  /** decision 057: a moderator's warning, in `message` */
  | 'warning'
  /** decision 057: a report the recipient made was acted on (never saying how) */
  | 'report_actioned'
  /** decision 059: a report the recipient made was reviewed and needed no action */
  | 'report_dismissed';

/** Decision 057: notices from the moderators, which name no actor and no preference turns off. */
export const MODERATION_KINDS: ReadonlySet<NotificationKind> = new Set([
  'pin_removed',
  'warning',
  'report_actioned',
  'report_dismissed',
]);

/** Where a person answers their board invitations. */
const INVITES_PATH = '/invites/';

/** The notifications panel asks for this many at a time. */
export const NOTIFICATIONS_PAGE = 20;
export const NOTIFICATIONS_PAGE_MAX = 50;

export interface NotificationModel {
  id: string;
  kind: NotificationKind;
  actor: UserModel;
  createdAt: string;
  unread: boolean;
  /** pin_save: the recipient's pin that was saved; comment kinds: the pin commented on */
  pin: { id: string } | null;
  /** board_join: the recipient's board; board_invite: the board they are invited to */
  board: { id: string; name: string; ownerUsername: string; slug: string } | null;
  /** message: the conversation it came in */
  conversationId: string | null;
  /** moderation kinds: the moderator's words */
  message?: string;
}

/** What the header's badges count; the live channel pushes it with every event. */
export interface LiveCounts {
  messages: UnreadCount;
  notifications: number;
}

const COMMENT_KINDS: ReadonlySet<NotificationKind> = new Set([
  'comment',
  'comment_reply',
  'mention',
]);

/**
 * Where the row leads: the pin, the actor's profile, the board, the invitations to answer, the
 * conversation.
 */
export function notificationHref(
  n: Pick<NotificationModel, 'kind' | 'actor' | 'pin' | 'board' | 'conversationId'>,
): string {
  if ((n.kind === 'pin_save' || n.kind === 'pin_removed') && n.pin) return pinPath(n.pin.id);
  if (n.kind === 'warning' || n.kind === 'report_actioned' || n.kind === 'report_dismissed')
    return '/reports-and-violations/';
  if (COMMENT_KINDS.has(n.kind) && n.pin) return commentsPath(n.pin.id);
  if (n.kind === 'board_join' && n.board) return boardPath(n.board.ownerUsername, n.board.slug);
  if (n.kind === 'board_invite') return INVITES_PATH;
  if (n.kind === 'message' && n.conversationId) return `/conversation/${n.conversationId}/`;
  return profilePath(n.actor.username);
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A row's age, short: "now", "5m", "3h", "6d", then the date ("Nov 3", "Nov 3, 2025"). */
export function formatNotificationTime(iso: string, now: Date = new Date()): string {
  const d = new Date(iso);
  const ago = now.getTime() - d.getTime();
  if (ago < MINUTE) return 'now';
  if (ago < HOUR) return `${Math.floor(ago / MINUTE)}m`;
  if (ago < DAY) return `${Math.floor(ago / HOUR)}h`;
  if (ago < 7 * DAY) return `${Math.floor(ago / DAY)}d`;
  const sameYear = d.getFullYear() === now.getFullYear();
  return d.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    ...(sameYear ? {} : { year: 'numeric' }),
  });
}
