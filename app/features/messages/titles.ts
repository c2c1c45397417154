import {
  type ConversationWords,
  conversationTitle,
  type MessageModel,
  messagePreview,
} from '#domain/messages/messages';
import type { UserModel } from '#domain/pins/models';
import { ApiError } from '../../lib/resource';
import type { Translate } from '../../ui/i18n';
import '../../lib/texts/messages';

function wordsOf(t: Translate): ConversationWords {
  return {
    sentPin: t('messages.sentPin'),
    justYou: t('messages.justYou'),
    more: (names, count) => t('messages.titleMore', { names, count }),
  };
}

/** The conversation's name in the page's language: the other people's names, or "Just you". */
export function conversationName(t: Translate, others: readonly Pick<UserModel, 'fullName'>[]) {
  return conversationTitle(others, wordsOf(t));
}

/** A conversation row's preview: the last text, or "Sent a Pin" for a pin alone. */
export function previewText(
  t: Translate,
  m: Pick<MessageModel, 'text' | 'pin' | 'pinUnavailable'>,
) {
  return messagePreview(m, wordsOf(t));
}

/** The server's readable words for a failed call; anything else gets the plain fallback. */
export function errorText(t: Translate, e: unknown): string {
  return e instanceof ApiError ? e.message : t('messages.failed');
}
