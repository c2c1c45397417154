import type { ConversationModel } from '#domain/messages/messages';
import { Avatar } from '../../ui/Avatar';
import { useT } from '../../ui/i18n';
import { Link } from '../../ui/Link';
import s from './Messages.module.css';
import { conversationName, previewText } from './titles';
import '../../lib/texts/messages';

export function conversationPath(id: string): string {
  return `/conversation/${id}/`;
}

/** spec 01 §2 defaultInboxView's rows: who, the last message, and an unread mark. */
export function ConversationList(props: {
  items: ConversationModel[];
  onOpen?(): void;
  /** opens the conversation in place (the panel's conversationView); a new tab still follows the link */
  onSelect?(c: ConversationModel): void;
  renderActions?(c: ConversationModel): React.ReactNode;
}) {
  const t = useT();
  return (
    <ul className={s.convList}>
      {props.items.map((c) => {
        const title = conversationName(t, c.others);
        const first = c.others[0];
        const preview = c.lastMessage ? previewText(t, c.lastMessage) : '';
        const named = preview ? `${title}: ${preview}` : title;
        const unread = c.unreadCount > 0;
        return (
          <li key={c.id} className={s.convItem}>
            <Link
              to={conversationPath(c.id)}
              className={s.convLink}
              onClick={(e) => {
                const plain =
                  e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
                if (props.onSelect && plain) {
                  e.preventDefault();
                  props.onSelect(c);
                  return;
                }
                props.onOpen?.();
              }}
              // the words it shows, in order (WCAG 2.5.3), then the unread count
              aria-label={
                unread ? t('messages.rowUnread', { label: named, count: c.unreadCount }) : named
              }
            >
              <Avatar
                name={first?.fullName ?? title}
                src={first?.imageSmallUrl ?? null}
                size={48}
              />
              <span className={s.convText}>
                <span className={unread ? `${s.convTitle} ${s.unread}` : s.convTitle}>{title}</span>{' '}
                <span className={s.convPreview}>{preview}</span>
              </span>
              {unread ? <span className={s.dot} aria-hidden="true" /> : null}
            </Link>
            {props.renderActions ? (
              <div className={s.convActions}>{props.renderActions(c)}</div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
