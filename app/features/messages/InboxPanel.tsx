import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { ConversationModel } from '#domain/messages/messages';
import type { UserModel } from '#domain/pins/models';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import { IconButton } from '../../ui/IconButton';
import { useT } from '../../ui/i18n';
import { Link } from '../../ui/Link';
import { Skeleton } from '../../ui/Skeleton';
import { useToast } from '../../ui/Toast';
import { ConversationList, conversationPath } from './ConversationList';
import { InboxConversation } from './InboxConversation';
import { FollowInviteEducationView, SelectRecipientsView } from './InboxStartViews';
import s from './Messages.module.css';
import { NewMessageForm } from './NewMessageForm';
import { RequestActions } from './RequestActions';
import { conversationName } from './titles';
import { type ListState, useConversations } from './use-conversations';
import { useUnreadCounts } from './use-unread-count';
import '../../lib/texts/messages';

/** spec 01 §2 inbox panel views. */
export type InboxView =
  | 'defaultInboxView'
  | 'newMessageSelectRecipientsView'
  | 'newMessageView'
  | 'invitesRequestsView'
  | 'followInviteEducationView'
  | 'conversationView';

function ListBody(props: {
  state: ListState;
  empty: string;
  retry(): void;
  children(items: Extract<ListState, { status: 'ready' }>['items']): React.ReactNode;
}) {
  const { state } = props;
  const t = useT();
  if (state.status === 'loading') {
    return (
      <div className={s.loading} role="status" aria-label={t('messages.loadingConversations')}>
        <Skeleton shape="block" height={56} />
        <Skeleton shape="block" height={56} />
        <Skeleton shape="block" height={56} />
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div className={s.state}>
        <FormAlert id="inbox-error" message={state.message} />
        <Button variant="secondary" onClick={props.retry}>
          {t('messages.tryAgain')}
        </Button>
      </div>
    );
  }
  if (state.items.length === 0) return <p className={s.empty}>{props.empty}</p>;
  return <>{props.children(state.items)}</>;
}

/**
 * The header's inbox (spec 01 §2 defaultInboxView, newMessageSelectRecipientsView,
 * newMessageView, invitesRequestsView, followInviteEducationView, conversationView): the
 * conversations newest first, one of them opened in place, a new message to anyone (people
 * first, then the words), the requests to answer, and for an empty inbox how messaging works.
 */
export function InboxPanel(props: { onClose(): void; inSheet?: boolean }) {
  const [view, setView] = useState<InboxView>('defaultInboxView');
  const [opened, setOpened] = useState<ConversationModel | null>(null);
  const [to, setTo] = useState<UserModel[]>([]);
  const startNew = () => {
    setTo([]);
    setView('newMessageSelectRecipientsView');
  };
  const openHere = (c: ConversationModel) => {
    setOpened(c);
    setView('conversationView');
  };
  const inbox = useConversations('inbox', view === 'defaultInboxView');
  const requests = useConversations('requests', view === 'invitesRequestsView');
  // the header badge counts these requests too: the row says how many wait behind it
  const waiting = useUnreadCounts().requests;
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();
  const toast = useToast();
  const t = useT();
  const panelClass = props.inSheet ? `${s.panel} ${s.inSheet}` : s.panel;

  const back = (
    <IconButton
      icon="chevron-left"
      variant="transparent"
      label={t('messages.back')}
      onClick={() => setView('defaultInboxView')}
    />
  );

  if (view === 'conversationView' && opened) {
    const title = conversationName(t, opened.others);
    return (
      <section className={panelClass} aria-labelledby="inbox-conv-title" data-view={view}>
        <div className={s.panelHead}>
          {back}
          <h2 id="inbox-conv-title" className={s.panelTitle}>
            {title}
          </h2>
          <Link to={conversationPath(opened.id)} className={s.fullPage} onClick={props.onClose}>
            {t('messages.openFullPage')}
          </Link>
        </div>
        <InboxConversation conversationId={opened.id} />
      </section>
    );
  }

  if (view === 'newMessageSelectRecipientsView' || view === 'newMessageView') {
    return (
      <section className={panelClass} aria-labelledby="inbox-new-title" data-view={view}>
        <div className={s.panelHead}>
          {back}
          <h2 id="inbox-new-title" className={s.panelTitle}>
            {t('messages.newMessage')}
          </h2>
        </div>
        {view === 'newMessageSelectRecipientsView' ? (
          <SelectRecipientsView
            chosen={to}
            onChange={setTo}
            onNext={() => setView('newMessageView')}
            onCancel={() => setView('defaultInboxView')}
          />
        ) : (
          <NewMessageForm
            recipients={to}
            onChangeRecipients={() => setView('newMessageSelectRecipientsView')}
            onCancel={() => setView('defaultInboxView')}
            onSent={(m) => {
              props.onClose();
              navigate(conversationPath(m.conversationId));
            }}
          />
        )}
      </section>
    );
  }

  if (view === 'invitesRequestsView') {
    return (
      <section className={panelClass} aria-labelledby="inbox-requests-title" data-view={view}>
        <div className={s.panelHead}>
          {back}
          <h2 id="inbox-requests-title" className={s.panelTitle}>
            {t('messages.requests')}
          </h2>
        </div>
        <p className={s.muted}>{t('messages.requestsLead')}</p>
        <FormAlert id="requests-error" message={error} />
        <ListBody state={requests.state} empty={t('messages.noRequests')} retry={requests.reload}>
          {(items) => (
            <ConversationList
              items={items}
              onOpen={props.onClose}
              renderActions={(c) => (
                <RequestActions
                  conversation={c}
                  onError={setError}
                  onAnswered={(_, text) => {
                    setError(null);
                    toast.show({ text });
                    requests.setState({
                      status: 'ready',
                      items: items.filter((x) => x.id !== c.id),
                    });
                  }}
                />
              )}
            />
          )}
        </ListBody>
      </section>
    );
  }

  // an inbox with no conversation yet explains how messaging works (followInviteEducationView)
  const educating = inbox.state.status === 'ready' && inbox.state.items.length === 0;
  return (
    <section
      className={panelClass}
      aria-labelledby="inbox-title"
      data-view={educating ? 'followInviteEducationView' : view}
    >
      <div className={s.panelHead}>
        <h2 id="inbox-title" className={s.panelTitle}>
          {t('header.messages')}
        </h2>
        <Button size="sm" variant="primary" iconStart="pencil" onClick={startNew}>
          {t('messages.newMessage')}
        </Button>
      </div>
      <Button
        variant="tertiary"
        align="start"
        fullWidth
        iconStart="mail"
        onClick={() => setView('invitesRequestsView')}
        aria-label={
          waiting > 0 ? t('messages.requestsWaiting', { count: waiting }) : t('messages.requests')
        }
      >
        {t('messages.requests')} {waiting > 0 ? <Badge tone="brand">{waiting}</Badge> : null}
      </Button>
      <ListBody
        state={inbox.state}
        empty={waiting > 0 ? t('messages.emptyWaiting') : t('messages.emptyInbox')}
        retry={inbox.reload}
      >
        {(items) => <ConversationList items={items} onOpen={props.onClose} onSelect={openHere} />}
      </ListBody>
      {educating ? <FollowInviteEducationView onNewMessage={startNew} /> : null}
    </section>
  );
}
