import { useState } from 'react';
import type { ConversationModel } from '#domain/messages/messages';
import { postResource } from '../../lib/resource';
import { Button } from '../../ui/Button';
import { useT } from '../../ui/i18n';
import s from './Messages.module.css';
import { conversationName, errorText } from './titles';
import { announceMessagesChanged } from './use-unread-count';
import '../../lib/texts/messages';

type Answer = 'accept' | 'decline' | 'block';

/**
 * spec 01 §2 invitesRequestsView: a message request is accepted (into the inbox), declined, or
 * its sender blocked (which declines it too).
 */
export function RequestActions(props: {
  conversation: ConversationModel;
  onAnswered(answer: Answer, text: string): void;
  onError(text: string): void;
}) {
  const c = props.conversation;
  const [busy, setBusy] = useState<Answer | null>(null);
  const t = useT();
  const title = conversationName(t, c.others);
  const sender = c.lastMessage?.sender ?? c.others[0] ?? null;

  async function answer(a: Answer) {
    setBusy(a);
    try {
      if (a === 'block' && sender) {
        await postResource('UserBlockResource', 'create', { user_id: sender.id });
      } else {
        await postResource('ConversationResource', 'update', {
          conversation_id: c.id,
          action: a,
        });
      }
      announceMessagesChanged();
      props.onAnswered(
        a,
        a === 'accept'
          ? t('messages.accepted', { title })
          : a === 'decline'
            ? t('messages.declined', { title })
            : t('messages.isBlocked', { name: sender?.fullName ?? title }),
      );
    } catch (e) {
      props.onError(errorText(t, e));
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className={s.requestActions}>
      <Button
        size="sm"
        variant="primary"
        loading={busy === 'accept'}
        disabled={busy !== null}
        onClick={() => answer('accept')}
        aria-label={t('messages.acceptFrom', { title })}
      >
        {t('messages.accept')}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        loading={busy === 'decline'}
        disabled={busy !== null}
        onClick={() => answer('decline')}
        aria-label={t('messages.declineFrom', { title })}
      >
        {t('messages.decline')}
      </Button>
      {sender ? (
        <Button
          size="sm"
          variant="secondary"
          loading={busy === 'block'}
          disabled={busy !== null}
          onClick={() => answer('block')}
          aria-label={t('messages.blockName', { name: sender.fullName })}
        >
          {t('messages.block')}
        </Button>
      ) : null}
    </div>
  );
}
