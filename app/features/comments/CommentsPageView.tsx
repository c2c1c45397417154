import { pinPath } from '#domain/catalogue/routes';
import { COMMENTS_PAGE, type CommentsPage, commentsPath } from '#domain/comments/comments';
import { useT } from '../../ui/i18n';
import { Link } from '../../ui/Link';
import s from './Comments.module.css';
import { CommentsThread } from './CommentsThread';
import { useComments } from './use-comments';

export interface CommentsPin {
  id: string;
  title: string;
  image: { url: string; width: number; height: number } | null;
  dominantColor: string;
}

/**
 * Decision 042, spec 02 §2 M-033 /pin/{id}/comments/: the pin (a link back to it) and all its
 * comments, a page at a time; 'More comments' is a link, so paging works without scripts.
 */
export function CommentsPageView(props: { pin: CommentsPin; initial: CommentsPage }) {
  const api = useComments(props.pin.id, props.initial, COMMENTS_PAGE);
  const next = api.page?.bookmark;
  const t = useT();
  const { pin } = props;
  return (
    <main className={s.page}>
      <Link to={pinPath(pin.id)} className={s.pinLink}>
        <span className={s.thumb} style={{ backgroundColor: pin.dominantColor }}>
          {pin.image ? (
            <img src={pin.image.url} alt="" width={pin.image.width} height={pin.image.height} />
          ) : null}
        </span>
        <span className={s.pinTitle}>{pin.title}</span>
      </Link>
      <CommentsThread
        api={api}
        headingId="comments-title"
        headingLevel="h1"
        footer={
          next ? (
            <Link
              to={`${commentsPath(pin.id)}?bookmark=${encodeURIComponent(next)}`}
              className={s.more}
              underline="always"
            >
              {t('comments.more')}
            </Link>
          ) : null
        }
      />
    </main>
  );
}
