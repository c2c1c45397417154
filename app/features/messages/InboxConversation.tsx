import { useCallback, useEffect, useState } from 'react';
import type { ConversationModel, MessageModel } from '#domain/messages/messages';
import { getResource } from '../../lib/resource';
import { useViewer } from '../../lib/viewer-context';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import { useT } from '../../ui/i18n';
import { Skeleton } from '../../ui/Skeleton';
import { ConversationView } from './ConversationView';
import s from './Messages.module.css';
import { errorText } from './titles';
import '../../lib/texts/messages';

type State =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; conversation: ConversationModel; messages: MessageModel[] };

/**
 * Spec 01 §2 conversationView: one conversation inside the inbox panel, loaded when opened,
 * with the same messages, pin cards, request answers, composer and live updates as the
 * `/conversation/{id}/` page.
 */
export function InboxConversation(props: { conversationId: string }) {
  const viewer = useViewer();
  const t = useT();
  const [state, setState] = useState<State>({ status: 'loading' });
  const load = useCallback(() => {
    setState({ status: 'loading' });
    const ctl = new AbortController();
    getResource<{ conversation: ConversationModel; messages: MessageModel[] }>(
      'ConversationMessagesResource',
      { conversation_id: props.conversationId },
      { signal: ctl.signal },
    )
      .then(({ data }) => setState({ status: 'ready', ...data }))
      .catch((err: unknown) => {
        if (!ctl.signal.aborted) setState({ status: 'error', message: errorText(t, err) });
      });
    return () => ctl.abort();
  }, [props.conversationId, t]);
  useEffect(load, [load]);

  if (state.status === 'loading') {
    return (
      <div className={s.loading} role="status" aria-label={t('messages.loadingConversation')}>
        <Skeleton shape="block" height={48} />
        <Skeleton shape="block" height={96} />
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div className={s.state}>
        <FormAlert id="inbox-conversation-error" message={state.message} />
        <Button variant="secondary" onClick={load}>
          {t('messages.tryAgain')}
        </Button>
      </div>
    );
  }
  return (
    <ConversationView
      conversation={state.conversation}
      messages={state.messages}
      viewerId={String(viewer.id)}
      compact
    />
  );
}
