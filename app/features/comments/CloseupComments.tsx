import { CLOSEUP_COMMENTS, type CommentsPage, commentsPath } from '#domain/comments/comments';
import { useT } from '../../ui/i18n';
import { Link } from '../../ui/Link';
import s from './Comments.module.css';
import { CommentsThread } from './CommentsThread';
import { useComments } from './use-comments';

/**
 * Decision 042: the closeup's comments: the count, the first few with their replies, the field
 * to write in, and a link to the pin's comments page when there are more.
 */
export function CloseupComments(props: { pinId: string; initial?: CommentsPage | null }) {
  const api = useComments(props.pinId, props.initial, CLOSEUP_COMMENTS);
  const t = useT();
  return (
    <CommentsThread
      api={api}
      headingId={`comments-${props.pinId}`}
      headingLevel="h2"
      footer={
        api.page?.bookmark ? (
          <Link to={commentsPath(props.pinId)} className={s.more} underline="always">
            {t('comments.seeAll')}
          </Link>
        ) : null
      }
    />
  );
}
