import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { profilePath } from '#domain/catalogue/routes';
import {
  type ConversationModel,
  formatMessageTime,
  MESSAGE_MAX_CHARS,
  type MessageModel,
} from '#domain/messages/messages';

import { postResource } from '../../lib/resource';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import { useT } from '../../ui/i18n';
import { Link } from '../../ui/Link';
import { TextArea } from '../../ui/TextArea';
import { useToast } from '../../ui/Toast';
import { BlockMenu } from './BlockMenu';
import { MessagePinCard } from './MessagePinCard';
import s from './Messages.module.css';
import { RequestActions } from './RequestActions';
import { conversationName, errorText } from './titles';
import { useLiveConversation } from './use-live-conversation';
import { announceMessagesChanged } from './use-unread-count';
import '../../lib/texts/messages';

function MessageItem({ m, mine }: { m: MessageModel; mine: boolean }) {
  const t = useT();
  const who = mine ? t('messages.you') : (m.sender?.fullName ?? t('messages.someoneGone'));
  return (
    <li className={mine ? `${s.message} ${s.mine}` : s.message}>
      {!mine ? (
        <Avatar name={m.sender?.fullName ?? '?'} src={m.sender?.imageSmallUrl ?? null} size={32} />
      ) : null}
      <div className={s.bubbleColumn}>
        <span className={s.meta}>
          <span className="visually-hidden">{`${who}, `}</span>
          <time dateTime={m.createdAt} suppressHydrationWarning>
            {formatMessageTime(m.createdAt)}
          </time>
        </span>
        {m.pin ? <MessagePinCard pin={m.pin} /> : null}
        {m.pinUnavailable ? <p className={s.unavailable}>{t('messages.pinUnavailable')}</p> : null}
        {m.text ? <p className={s.bubble}>{m.text}</p> : null}
      </div>
    </li>
  );
}

/**
 * spec 02 §2 /conversation/{id} (spec 01 §2 conversationView): the messages oldest first with
 * pins as small cards, a composer, and for a message request the answers to it.
 */
export function ConversationView(props: {
  conversation: ConversationModel;
  messages: MessageModel[];
  viewerId: string;
  /** inside the inbox panel: its own heading names the people, so the page header is left out */
  compact?: boolean;
  /** a conversation with one person whom the viewer blocked: no composer, Unblock in its menu */
  blocked?: boolean;
}) {
  const [conversation, setConversation] = useState(props.conversation);
  const [list, setList] = useState(props.messages);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const end = useRef<HTMLLIElement | null>(null);
  const toast = useToast();
  const navigate = useNavigate();
  const t = useT();
  const title = conversationName(t, conversation.others);
  const isRequest = conversation.state === 'request';
  // one other person: the header's … menu blocks or unblocks them (issue 13)
  const other = conversation.others.length === 1 ? conversation.others[0] : undefined;
  const [blocked, setBlocked] = useState(props.blocked ?? false);

  useEffect(() => {
    setConversation(props.conversation);
    setList(props.messages);
  }, [props.conversation, props.messages]);

  useLiveConversation(
    props.conversation.id,
    useCallback((c: ConversationModel, messages: MessageModel[]) => {
      setConversation((old) => ({ ...old, state: c.state, others: c.others }));
      setList(messages);
    }, []),
  );

  // opening it reads it (a request stays unread until answered, so its sender learns nothing)
  useEffect(() => {
    if (props.conversation.unreadCount === 0 || props.conversation.state !== 'accepted') return;
    postResource('ConversationResource', 'update', {
      conversation_id: props.conversation.id,
      action: 'read',
    })
      .then(announceMessagesChanged)
      .catch(() => {});
  }, [props.conversation]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new message is the trigger
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [list.length]);

  async function send(e: FormEvent) {
    e.preventDefault();
    if (!text.trim() || busy) return;
    setBusy(true);
    setError(null);
    // the field empties at once, as in any chat: the live stream can show the message before
    // this call is answered, and a failed send puts the text back
    const draft = text;
    setText('');
    try {
      const m = await postResource<MessageModel>('ConversationMessagesResource', 'create', {
        conversation_id: conversation.id,
        text: draft,
      });
      // the live stream may have brought it already
      setList((l) => (l.some((x) => x.id === m.id) ? l : [...l, m]));
      setConversation((c) => ({ ...c, state: 'accepted' }));
    } catch (err) {
      setError(errorText(t, err));
      setText((now) => (now === '' ? draft : now));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={props.compact ? `${s.conversation} ${s.compact}` : s.conversation}>
      {props.compact ? null : (
        <header className={s.convHeader}>
          <div className={s.people}>
            {conversation.others.slice(0, 3).map((u) => (
              <Link
                key={u.id}
                to={profilePath(u.username)}
                aria-label={t('messages.profileOf', { name: u.fullName })}
              >
                <Avatar name={u.fullName} src={u.imageSmallUrl} size={48} />
              </Link>
            ))}
          </div>
          <h1 className={s.convHeading}>{title}</h1>
          {other ? (
            <BlockMenu
              key={other.id}
              user={other}
              blocked={blocked}
              onChange={(now) => {
                setBlocked(now);
                setError(null);
              }}
            />
          ) : null}
        </header>
      )}
      {isRequest ? (
        <div className={s.requestBanner}>
          <p>{t('messages.requestBanner')}</p>
          <RequestActions
            conversation={conversation}
            onError={setError}
            onAnswered={(answer, said) => {
              toast.show({ text: said });
              if (answer === 'accept') setConversation((c) => ({ ...c, state: 'accepted' }));
              else navigate('/');
            }}
          />
        </div>
      ) : null}
      {list.length === 0 ? (
        <p className={s.empty}>{t('messages.emptyConversation')}</p>
      ) : (
        <div role="log" aria-label={t('messages.logWith', { title })}>
          <ol className={s.messages}>
            {list.map((m) => (
              <MessageItem key={m.id} m={m} mine={m.sender?.id === props.viewerId} />
            ))}
            <li ref={end} aria-hidden="true" className={s.end} />
          </ol>
        </div>
      )}
      {blocked && other ? (
        <p className={s.blockedNote}>{t('messages.blockedNote', { name: other.fullName })}</p>
      ) : (
        <form className={s.composer} onSubmit={send} aria-label={t('messages.reply')}>
          <TextArea
            name="text"
            label={t('messages.messageTo', { name: title })}
            hideLabel
            placeholder={t('messages.writePlaceholder')}
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxLength={MESSAGE_MAX_CHARS}
            submitOnEnter
            rows={1}
            autoGrow
          />
          <Button type="submit" size="lg" variant="primary" loading={busy} disabled={!text.trim()}>
            {t('messages.send')}
          </Button>
        </form>
      )}
      <FormAlert id="conversation-error" message={error} />
    </div>
  );
}
