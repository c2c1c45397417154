import { useRef, useState } from 'react';
import { profilePath } from '#domain/catalogue/routes';
import { type CommentModel, commentParts, mayComment } from '#domain/comments/comments';
import { formatNotificationTime } from '#domain/messages/notifications';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { useT } from '../../ui/i18n';
import { Link } from '../../ui/Link';
import { useToast } from '../../ui/Toast';
import { useImpression } from '../analytics';
import { ReportDialog } from '../feedback';
import { CommentComposer } from './CommentComposer';
import s from './Comments.module.css';
import { ConfirmDeleteComment } from './ConfirmDeleteComment';
import { commentImpression } from './comment-impression';
import type { CommentsApi } from './use-comments';

function CommentText({ text }: { text: string }) {
  return (
    <p className={s.text}>
      {commentParts(text).map((part, i) =>
        part.kind === 'text' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order
          <span key={i}>{part.text}</span>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order
          <Link key={i} to={profilePath(part.username)} className={s.mention} underline="hover">
            @{part.username}
          </Link>
        ),
      )}
    </p>
  );
}

/** Where the viewer stands in the thread (decision 042's mayComment reads it). */
export interface ThreadStanding {
  signedIn: boolean;
  pinOwner: boolean;
  closed: boolean;
}

/**
 * One comment with its replies: the author, the text (mentions link to profiles), and what the
 * viewer may do (mayComment): reply (top-level only) and edit (theirs) while comments are on,
 * delete (theirs, or any on their pin) after asking, report (others').
 */
export function CommentItem(props: {
  comment: CommentModel;
  api: CommentsApi;
  standing: ThreadStanding;
  now: Date;
  /** the comment left the thread: focus goes somewhere that stays */
  onDeleted(): void;
}) {
  const { comment: c, api, standing } = props;
  const [mode, setMode] = useState<'read' | 'edit' | 'reply'>('read');
  const [reporting, setReporting] = useState<'closed' | 'open' | 'busy' | 'done'>('closed');
  const [deleting, setDeleting] = useState(false);
  const toast = useToast();
  const t = useT();
  const row = useRef<HTMLDivElement>(null);
  // spec 02 §3 (M-177): each comment and reply on screen is its own Comment impression
  useImpression(row, commentImpression(c));
  const who = c.author.fullName;
  const may = (action: 'reply' | 'edit' | 'delete') =>
    mayComment(action, { ...standing, author: c.mine });
  const canReply = c.parentId === null && may('reply');
  return (
    <li className={s.item} data-comment-id={c.id}>
      <div className={s.row} ref={row}>
        <Link to={profilePath(c.author.username)} className={s.avatar} aria-label={who}>
          <Avatar name={who} src={c.author.imageSmallUrl} size={32} />
        </Link>
        <div className={s.body}>
          {mode === 'edit' ? (
            <CommentComposer
              label={t('comments.editYours')}
              submitLabel={t('comments.save')}
              initialText={c.text}
              autoFocus
              onCancel={() => setMode('read')}
              send={async (text) => {
                const problem = await api.edit(c.id, text);
                if (!problem) setMode('read');
                return problem;
              }}
            />
          ) : (
            <>
              <p className={s.byline}>
                <Link to={profilePath(c.author.username)} className={s.author}>
                  {who}
                </Link>{' '}
                <time className={s.meta} dateTime={c.createdAt} suppressHydrationWarning>
                  {formatNotificationTime(c.createdAt, props.now)}
                </time>
                {c.edited ? <span className={s.meta}> · {t('comments.edited')}</span> : null}
              </p>
              <CommentText text={c.text} />
              <div className={s.actions}>
                {canReply ? (
                  <Button variant="tertiary" size="sm" onClick={() => setMode('reply')}>
                    {t('comments.reply')}
                  </Button>
                ) : null}
                {may('edit') ? (
                  <Button variant="tertiary" size="sm" onClick={() => setMode('edit')}>
                    {t('comments.edit')}
                  </Button>
                ) : null}
                {standing.signedIn && !c.mine && reporting !== 'done' ? (
                  <Button
                    variant="tertiary"
                    size="sm"
                    aria-label={t('comments.reportBy', { who })}
                    onClick={() => setReporting('open')}
                  >
                    {t('comments.report')}
                  </Button>
                ) : null}
                {c.canDelete && may('delete') ? (
                  <Button
                    variant="tertiary"
                    size="sm"
                    aria-label={t('comments.deleteBy', { who })}
                    onClick={() => setDeleting(true)}
                  >
                    {t('comments.delete')}
                  </Button>
                ) : null}
              </div>
            </>
          )}
        </div>
      </div>
      {c.replies.length ? (
        <ul className={s.replies} aria-label={t('comments.repliesTo', { who })}>
          {c.replies.map((r) => (
            <CommentItem
              key={r.id}
              comment={r}
              api={api}
              standing={standing}
              now={props.now}
              onDeleted={props.onDeleted}
            />
          ))}
        </ul>
      ) : null}
      {reporting === 'open' || reporting === 'busy' ? (
        <ReportDialog
          subject="comment"
          open
          busy={reporting === 'busy'}
          onOpenChange={(open) => setReporting(open ? 'open' : 'closed')}
          onReport={async (reason) => {
            setReporting('busy');
            const problem = await api.report(c.id, reason);
            setReporting(problem ? 'open' : 'done');
            toast.show({
              text: problem ?? t('comments.reported'),
            });
          }}
        />
      ) : null}
      {deleting ? (
        <ConfirmDeleteComment
          commentId={c.id}
          othersName={c.mine ? null : who}
          hasReplies={c.replies.length > 0}
          onCancel={() => setDeleting(false)}
          onDelete={async () => {
            const problem = await api.remove(c.id);
            if (!problem) {
              toast.show({
                text: c.mine ? t('comments.deletedYours') : t('comments.deleted'),
              });
              props.onDeleted();
            }
            return problem;
          }}
        />
      ) : null}
      {mode === 'reply' ? (
        <div className={s.replies}>
          <CommentComposer
            label={t('comments.replyTo', { who })}
            submitLabel={t('comments.reply')}
            autoFocus
            onCancel={() => setMode('read')}
            send={async (text) => {
              const problem = await api.write(text, c.id);
              if (!problem) setMode('read');
              return problem;
            }}
          />
        </div>
      ) : null}
    </li>
  );
}
