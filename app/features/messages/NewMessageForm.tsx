import { type FormEvent, useState } from 'react';
import { MESSAGE_MAX_CHARS, type MessageModel } from '#domain/messages/messages';
import type { UserModel } from '#domain/pins/models';
import { postResource } from '../../lib/resource';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import { useT } from '../../ui/i18n';
import { TextArea } from '../../ui/TextArea';
import s from './Messages.module.css';
import { RecipientPicker } from './RecipientPicker';
import { errorText } from './titles';
import { announceMessagesChanged } from './use-unread-count';
import '../../lib/texts/messages';

/**
 * Spec 01 §2 newMessageView: choose people, write a message, send. With `pinId` the message
 * carries that pin ('Send this pin'), and the text may stay empty. With `recipients` (the
 * inbox, after its newMessageSelectRecipientsView) the people are shown, not picked, and
 * `onChangeRecipients` goes back to choosing them.
 */
export function NewMessageForm(props: {
  pinId?: string;
  recipients?: UserModel[];
  onChangeRecipients?(): void;
  onSent(message: MessageModel, to: UserModel[]): void;
  onCancel?(): void;
}) {
  const [to, setTo] = useState<UserModel[]>(props.recipients ?? []);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const t = useT();
  const ready = to.length > 0 && (text.trim().length > 0 || props.pinId !== undefined);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!ready || busy) return;
    setBusy(true);
    setError(null);
    try {
      const message = await postResource<MessageModel>('ConversationMessagesResource', 'create', {
        user_ids: to.map((u) => u.id),
        text,
        ...(props.pinId ? { pin_id: props.pinId } : {}),
      });
      announceMessagesChanged();
      props.onSent(message, to);
    } catch (err) {
      setError(errorText(t, err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={s.newForm} onSubmit={submit} aria-label={t('messages.newMessage')} noValidate>
      {props.recipients ? (
        <div className={s.toLine}>
          <ul className={s.chips} aria-label={t('messages.sendingTo')}>
            {to.map((u) => (
              <li key={u.id} className={s.chip}>
                <Avatar name={u.fullName} src={u.imageSmallUrl} size={24} />
                <span className={s.chipName}>{u.fullName}</span>
              </li>
            ))}
          </ul>
          {props.onChangeRecipients ? (
            <Button size="sm" variant="tertiary" onClick={props.onChangeRecipients}>
              {t('messages.change')}
            </Button>
          ) : null}
        </div>
      ) : (
        <RecipientPicker chosen={to} onChange={setTo} />
      )}
      <TextArea
        name="text"
        label={props.pinId ? t('messages.addMessage') : t('messages.message')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={MESSAGE_MAX_CHARS}
        submitOnEnter
        rows={3}
        autoGrow
      />
      <FormAlert id="new-message-error" message={error} />
      <div className={s.formActions}>
        {props.onCancel ? (
          <Button variant="secondary" onClick={props.onCancel}>
            {t('ui.cancel')}
          </Button>
        ) : null}
        <Button type="submit" variant="primary" loading={busy} disabled={!ready}>
          {t('messages.send')}
        </Button>
      </div>
    </form>
  );
}
