import { Link, useSubmit } from 'react-router';
import { commentsPath } from '#domain/comments/comments';
import { type FormResult, isFailure, isSuccess } from '../../lib/form-result';
import { useCsrfToken } from '../../lib/root-data';
import { useDeviceClass } from '../../lib/viewer-context';
import { Button } from '../../ui/Button';
import { EntryList } from '../../ui/EntryList';
import { PostForm } from './PostForm';

export interface OpenCommentReportEntry {
  id: string;
  reasonLabel: string;
  /** ISO time */
  createdAt: string;
  comment: { id: string; text: string; authorName: string; authorUsername: string };
  pinId: string;
  reporter: { username: string; fullName: string };
}

/**
 * Open comment reports (decision 042), oldest first: the comment, its author and pin, the reason
 * and who reported it, with Remove comment (asked first) and Dismiss.
 */
export function CommentReportList(props: {
  reports: readonly OpenCommentReportEntry[];
  result: FormResult | undefined;
  busy: string | null;
}) {
  const csrf = useCsrfToken();
  const submit = useSubmit();
  const device = useDeviceClass();
  const count = props.reports.length;
  const result = props.result;
  return (
    <EntryList
      title="Reported comments"
      lead={
        count === 0
          ? 'No open comment reports.'
          : `${count} ${count === 1 ? 'report waits' : 'reports wait'} for a decision, oldest first.`
      }
      error={isFailure(result) ? result.error : null}
      status={isSuccess(result) && !props.busy ? result.message : ''}
      items={props.reports}
      entry={(r, ask) => ({
        key: r.id,
        data: { name: 'data-comment-report-id', value: r.id },
        title: <Link to={commentsPath(r.pinId)}>{`“${r.comment.text}”`}</Link>,
        badge: { tone: 'warning', label: r.reasonLabel },
        text: (
          <>
            By <Link to={`/${r.comment.authorUsername}/`}>{r.comment.authorName}</Link>, reported by{' '}
            <Link to={`/${r.reporter.username}/`}>{r.reporter.fullName}</Link>
          </>
        ),
        time: r.createdAt,
        actions: (
          <>
            <PostForm fields={{ intent: 'remove-comment', report: r.id }} ask={ask}>
              <Button
                type="submit"
                size="sm"
                variant="danger"
                aria-label={`Remove comment by ${r.comment.authorName}`}
                loading={props.busy === r.id}
              >
                Remove comment
              </Button>
            </PostForm>
            <PostForm fields={{ intent: 'dismiss-comment', report: r.id }}>
              <Button
                type="submit"
                size="sm"
                aria-label={`Dismiss report on the comment by ${r.comment.authorName}`}
              >
                Dismiss
              </Button>
            </PostForm>
          </>
        ),
      })}
      confirmation={{
        texts: (r) => ({
          title: 'Remove this comment?',
          description: `“${r?.comment.text ?? ''}” is deleted with its replies, for everyone.`,
          action: 'Remove comment',
        }),
        onConfirm: (r) =>
          submit({ _csrf: csrf, intent: 'remove-comment', report: r.id }, { method: 'post' }),
        device,
      }}
    />
  );
}
