import type { UserModel } from '../pins/models.ts';

/** Issue 13: a message's text is at most 2000 characters. */
export const MESSAGE_MAX_CHARS = 2000;
/** People one message may go to at once (the sender not counted). */
export const MAX_RECIPIENTS = 10;
/** The inbox preview of the last message is cut to this many characters. */
export const PREVIEW_CHARS = 80;

/**
 * Message requests (a conversation started with people who do not follow the sender) are where
 * unsolicited messages come from, so they are limited (not spec numbers; decision 005):
 * - `unansweredPerHour`: the sender's requests of the last hour that nobody has answered; at
 *   this many, a new one waits until someone replies (the first reply-less burst stops there);
 * - `messagesBeforeReply`: what the sender may write into one request before anyone answers.
 * New requests per hour, answered or not, are limited by the `messageRequests` rate limit.
 */
export const REQUEST_LIMITS = { unansweredPerHour: 10, messagesBeforeReply: 5 } as const;

/**
 * A member's standing in a conversation: 'request' when it came from someone they do not
 * follow, until they accept or decline it.
 */
export type MemberState = 'accepted' | 'request' | 'declined';

/** A pin inside a message, as small as the card in the conversation needs. */
export interface MessagePin {
  id: string;
  title: string;
  image: { url: string; width: number; height: number } | null;
  dominantColor: string;
}

export interface MessageModel {
  id: string;
  conversationId: string;
  sender: UserModel | null;
  text: string;
  pin: MessagePin | null;
  /** the message carried a pin the reader may no longer see (deleted or made secret) */
  pinUnavailable: boolean;
  createdAt: string;
}

export interface ConversationModel {
  id: string;
  /** everyone but the viewer */
  others: UserModel[];
  state: MemberState;
  unreadCount: number;
  lastMessage: MessageModel | null;
  lastMessageAt: string;
}

export interface UnreadCount {
  /** accepted conversations with a message the viewer has not read */
  conversations: number;
  /** message requests waiting for an answer */
  requests: number;
}

/** The words a conversation's name and preview need, in a page's language (decision 064). */
export interface ConversationWords {
  sentPin: string;
  justYou: string;
  more(names: string, count: number): string;
}

const ENGLISH_WORDS: ConversationWords = {
  sentPin: 'Sent a Pin',
  justYou: 'Just you',
  more: (names, count) => `${names} and ${count} others`,
};

/** The inbox's line under a conversation: its last message, or what it carried. */
export function messagePreview(
  m: Pick<MessageModel, 'text' | 'pin' | 'pinUnavailable'>,
  words: ConversationWords = ENGLISH_WORDS,
): string {
  const text = m.text.replace(/\s+/g, ' ').trim();
  if (text) return text.length > PREVIEW_CHARS ? `${text.slice(0, PREVIEW_CHARS - 1)}…` : text;
  return m.pin || m.pinUnavailable ? words.sentPin : '';
}

/** The conversation's name: the other people's names, or the viewer's own for a self-note. */
export function conversationTitle(
  others: readonly Pick<UserModel, 'fullName'>[],
  words: ConversationWords = ENGLISH_WORDS,
): string {
  if (others.length === 0) return words.justYou;
  if (others.length <= 3) return others.map((u) => u.fullName).join(', ');
  const names = others
    .slice(0, 2)
    .map((u) => u.fullName)
    .join(', ');
  return words.more(names, others.length - 2);
}

/** Sorted, distinct member ids joined by ',': one conversation per set of people. */
export function memberKey(ids: readonly number[]): string {
  return [...new Set(ids)].sort((a, b) => a - b).join(',');
}

/** A message's time: the hour today, else the day and hour ("Nov 3, 14:05"), in the reader's zone. */
export function formatMessageTime(iso: string, now: Date = new Date(), timeZone?: string): string {
  const d = new Date(iso);
  const day = (x: Date) => x.toLocaleDateString('en-US', { timeZone });
  const hour = d.toLocaleTimeString('en-US', {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone,
  });
  if (day(d) === day(now)) return hour;
  const date = d.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone });
  return `${date}, ${hour}`;
}
