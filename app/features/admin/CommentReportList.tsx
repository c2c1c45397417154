import { Link } from 'react-router';
import { commentsPath } from '#domain/comments/comments';
import type { FormResult } from '../../lib/form-result';
import { useT, withNodes } from '../../ui/i18n';
import { ReportQueue } from './ReportQueue';
import '../../lib/texts/admin';

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
  const t = useT();
  return (
    <ReportQueue
      title={t('admin.reports.comments')}
      empty={t('admin.reports.noComments')}
      waiting={(count) => t('admin.reports.waiting', { count })}
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
            {withNodes(t, 'admin.reports.commentBy', {
              author: <Link to={`/${r.comment.authorUsername}/`}>{r.comment.authorName}</Link>,
              reporter: <Link to={`/${r.reporter.username}/`}>{r.reporter.fullName}</Link>,
            })}
          </>
        ),
        time: r.createdAt,
      })}
      act={{
        intent: 'remove-comment',
        label: t('admin.reports.removeComment'),
        name: (r) => t('admin.reports.removeCommentOf', { name: r.comment.authorName }),
        confirm: (r) => ({
          title: t('admin.reports.removeCommentTitle'),
          description: t('admin.reports.removeCommentText', { text: r?.comment.text ?? '' }),
        }),
      }}
      dismiss={{
        intent: 'dismiss-comment',
        label: t('admin.reports.dismiss'),
        name: (r) => t('admin.reports.dismissCommentOf', { name: r.comment.authorName }),
      }}
    />
  );
}
