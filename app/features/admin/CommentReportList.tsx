import { Link } from 'react-router';
import { commentsPath } from '#domain/comments/comments';
import type { FormResult } from '../../lib/form-result';
import { ReportQueue } from './ReportQueue';

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
  return (
    <ReportQueue
      title="Reported comments"
      empty="No open comment reports."
      noun={['report', 'reports']}
      items={props.reports}
      result={props.result}
      busy={props.busy}
      field="report"
      dataName="data-comment-report-id"
      view={(r) => ({
        title: <Link to={commentsPath(r.pinId)}>{`“${r.comment.text}”`}</Link>,
        badge: { tone: 'warning', label: r.reasonLabel },
        text: (
          <>
            By <Link to={`/${r.comment.authorUsername}/`}>{r.comment.authorName}</Link>, reported by{' '}
            <Link to={`/${r.reporter.username}/`}>{r.reporter.fullName}</Link>
          </>
        ),
        time: r.createdAt,
      })}
      act={{
        intent: 'remove-comment',
        label: 'Remove comment',
        name: (r) => `Remove comment by ${r.comment.authorName}`,
        confirm: (r) => ({
          title: 'Remove this comment?',
          description: `“${r?.comment.text ?? ''}” is deleted with its replies, for everyone.`,
        }),
      }}
      dismiss={{
        intent: 'dismiss-comment',
        label: 'Dismiss',
        name: (r) => `Dismiss report on the comment by ${r.comment.authorName}`,
      }}
    />
  );
}
