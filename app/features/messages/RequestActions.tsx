import { useState } from 'react';
import { type ConversationModel, conversationTitle } from '#domain/messages/messages';
import { postResource } from '../../lib/resource';
import { Button } from '../../ui/Button';
import { errorText } from './error-text';
import s from './Messages.module.css';
import { announceMessagesChanged } from './use-unread-count';

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
  const title = conversationTitle(c.others);
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
          ? `Request from ${title} accepted.`
          : a === 'decline'
            ? `Request from ${title} declined.`
            : `${sender?.fullName ?? title} is blocked.`,
      );
    } catch (e) {
      props.onError(errorText(e));
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
        aria-label={`Accept the request from ${title}`}
      >
        Accept
      </Button>
      <Button
        size="sm"
        variant="secondary"
        loading={busy === 'decline'}
        disabled={busy !== null}
        onClick={() => answer('decline')}
        aria-label={`Decline the request from ${title}`}
      >
        Decline
      </Button>
      {sender ? (
        <Button
          size="sm"
          variant="secondary"
          loading={busy === 'block'}
          disabled={busy !== null}
          onClick={() => answer('block')}
          aria-label={`Block ${sender.fullName}`}
        >
          Block
        </Button>
      ) : null}
    </div>
  );
}
