import { notificationPhrase } from '#domain/messages/notification-mail';
import {
  formatNotificationTime,
  MODERATION_KINDS,
  type NotificationModel,
  notificationHref,
} from '#domain/messages/notifications';
import { siteName } from '../../lib/site-name';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import { useT, withNodes } from '../../ui/i18n';
import { Link } from '../../ui/Link';
import { Skeleton } from '../../ui/Skeleton';
import { FollowBack } from './FollowBack';
import { FollowRequestAnswer } from './FollowRequestAnswer';
import s from './Notifications.module.css';
import { useNotifications } from './use-notifications';
import '../../lib/texts/messages';

function Row(props: { n: NotificationModel; onOpen(n: NotificationModel): void }) {
  const { n } = props;
  const t = useT();
  // decision 057: a notice from the moderators names no one; it comes from the instance
  const fromTessera = MODERATION_KINDS.has(n.kind);
  // the domain's rule, as mails and pushes say it; the row shows the actor's name in bold
  const { id, values } = notificationPhrase(n);
  const said = fromTessera
    ? t(id, values)
    : withNodes(t, id, { name: <strong>{n.actor.fullName}</strong> }, values);
  return (
    <li className={s.item} data-unread={n.unread || undefined}>
      <Link to={notificationHref(n)} className={s.row} onClick={() => props.onOpen(n)}>
        {fromTessera ? (
          <Avatar name={siteName()} src={null} size={48} />
        ) : (
          <Avatar name={n.actor.fullName} src={n.actor.imageSmallUrl} size={48} />
        )}
        <span className={s.text}>
          {n.unread ? <span className="visually-hidden">{t('notif.unread')}</span> : null}
          <span className={n.unread ? s.unreadText : undefined}>{said}</span>
          <time className={s.time} dateTime={n.createdAt} suppressHydrationWarning>
            {formatNotificationTime(n.createdAt)}
          </time>
        </span>
        {n.unread ? <span className={s.dot} aria-hidden="true" /> : null}
      </Link>
      {n.kind === 'follow' ? (
        <div className={s.action}>
          <FollowBack actor={n.actor} errorClassName={s.actionError} />
        </div>
      ) : null}
      {n.kind === 'follow_request' ? (
        <div className={s.action}>
          <FollowRequestAnswer
            actor={n.actor}
            errorClassName={s.actionError}
            noteClassName={s.actionNote}
            buttonsClassName={s.actionButtons}
          />
        </div>
      ) : null}
    </li>
  );
}

/**
 * The header's notifications panel (decision 017) and the /notifications/ page (spec 02 §2
 * M-079): newest first, unread rows marked, each row leading to the pin, profile, board or
 * conversation it is about; loading, error and empty states; refreshed live. The page starts
 * from the first page its loader read; the panel links to it.
 */
export function NotificationsPanel(props: {
  onClose(): void;
  inSheet?: boolean;
  /** the /notifications/ page: its first page from the server, an h1, no panel frame */
  page?: { items: NotificationModel[]; bookmark: string | null };
}) {
  const { state, reload, loadMore, markRead, markAllRead, actionError } = useNotifications(
    props.page,
  );
  const panelClass = props.page
    ? `${s.panel} ${s.page}`
    : props.inSheet
      ? `${s.panel} ${s.inSheet}`
      : s.panel;
  const Heading = props.page ? 'h1' : 'h2';
  const anyUnread = state.status === 'ready' && state.items.some((n) => n.unread);
  const t = useT();

  let body: React.ReactNode;
  if (state.status === 'loading') {
    body = (
      <div className={s.loading} role="status" aria-label={t('header.loadingNotifications')}>
        <Skeleton shape="block" height={56} />
        <Skeleton shape="block" height={56} />
        <Skeleton shape="block" height={56} />
      </div>
    );
  } else if (state.status === 'error') {
    body = (
      <div className={s.loading}>
        <FormAlert id="notifications-error" message={state.message} />
        <Button variant="secondary" onClick={reload}>
          {t('notif.tryAgain')}
        </Button>
      </div>
    );
  } else if (state.items.length === 0) {
    body = <p className={s.empty}>{t('notif.empty')}</p>;
  } else {
    body = (
      <>
        <ul className={s.list} aria-label={t('notif.list')}>
          {state.items.map((n) => (
            <Row
              key={n.id}
              n={n}
              onOpen={(x) => {
                if (x.unread) markRead(x.id);
                props.onClose();
              }}
            />
          ))}
        </ul>
        {state.bookmark ? (
          <Button variant="secondary" fullWidth loading={state.more} onClick={loadMore}>
            {t('notif.showMore')}
          </Button>
        ) : null}
      </>
    );
  }

  return (
    <section className={panelClass} aria-labelledby="notifications-title">
      <div className={s.panelHead}>
        <Heading id="notifications-title" className={s.panelTitle}>
          {t('header.notifications')}
        </Heading>
        {anyUnread ? (
          <Button size="sm" variant="tertiary" onClick={markAllRead}>
            {t('notif.markAllRead')}
          </Button>
        ) : null}
      </div>
      <FormAlert id="notifications-action-error" message={actionError} />
      {body}
      {props.page ? null : (
        <Link to="/notifications/" className={s.seeAll} onClick={props.onClose}>
          {t('notif.seeAll')}
        </Link>
      )}
    </section>
  );
}
