import { Form, Link } from 'react-router';
import { type FormResult, isFailure, isSuccess } from '../../lib/form-result';
import { useCsrfToken } from '../../lib/root-data';
import { useViewer } from '../../lib/viewer-context';
import { Button } from '../../ui/Button';
import { EntryList } from '../../ui/EntryList';
import { useT, withNodes } from '../../ui/i18n';
import { TextArea } from '../../ui/TextArea';
import s from './Admin.module.css';
import '../../lib/texts/admin';

export interface OpenReportEntry {
  id: string;
  reasonLabel: string;
  /** ISO time */
  createdAt: string;
  pin: { id: string; title: string; imageUrl: string };
  reporter: { username: string; fullName: string };
  pinner: { id: string; username: string };
  link: string | null;
  /** decision 057: earlier reports about the same pinner */
  earlier: readonly { reportId: string; pinId: string; reasonLabel: string; status: string }[];
}

const DECISIONS = [
  { intent: 'remove', label: 'admin.reports.remove', variant: 'danger' },
  { intent: 'warn', label: 'admin.reports.warn', variant: 'secondary' },
  { intent: 'suspend', label: 'admin.reports.suspend', variant: 'danger' },
  { intent: 'block-domain', label: 'admin.reports.blockDomain', variant: 'secondary' },
  { intent: 'dismiss', label: 'admin.reports.dismiss', variant: 'secondary' },
] as const;

/**
 * Open pin reports, oldest first (decision 057): the pin, who pinned and who reported it, the
 * reason, earlier reports about the same pinner, and the five decisions. One form per report: the
 * reason typed above the buttons goes with whichever is pressed (removing, warning and
 * suspending need one: the pinner is told it). A plain POST, so it works before scripts load.
 */
export function ReportList(props: {
  reports: readonly OpenReportEntry[];
  result: FormResult | undefined;
  busy: string | null;
}) {
  const language = useViewer().language;
  const csrf = useCsrfToken();
  const t = useT();
  const { result } = props;
  const count = props.reports.length;
  const failedOn = isFailure(result) ? result.fields?.report : undefined;
  return (
    <div className={s.queue}>
      <EntryList
        locale={language}
        title={t('admin.reports.open')}
        lead={count === 0 ? t('admin.reports.noneOpen') : t('admin.reports.waiting', { count })}
        error={isFailure(result) ? result.error : null}
        status={isSuccess(result) && !props.busy ? result.message : ''}
        items={props.reports}
        entry={(r) => ({
          key: r.id,
          data: { name: 'data-report-id', value: r.id },
          thumbnail: r.pin.imageUrl,
          title: <Link to={`/pin/${r.pin.id}/`}>{r.pin.title}</Link>,
          badge: { tone: 'warning', label: r.reasonLabel },
          text: (
            <>
              {withNodes(t, 'admin.reports.pinnedBy', {
                pinner: <Link to={`/admin/users/${r.pinner.id}`}>@{r.pinner.username}</Link>,
                reporter: <Link to={`/${r.reporter.username}/`}>{r.reporter.fullName}</Link>,
              })}
              {r.link ? (
                <span className={s.muted}>
                  {' · '}
                  {t('admin.reports.linksTo', { host: hostOf(r.link) })}
                </span>
              ) : null}
              {r.earlier.length ? (
                <span className={s.earlier} data-earlier-reports={r.earlier.length}>
                  {' · '}
                  {t('admin.reports.earlier')}{' '}
                  {r.earlier
                    .map((e) =>
                      t('admin.reports.earlierEntry', {
                        reason: e.reasonLabel,
                        status: t('admin.reports.statusOf', { status: e.status }),
                        pin: e.pinId,
                      }),
                    )
                    .join('; ')}
                </span>
              ) : (
                <span className={s.muted}>
                  {' · '}
                  {t('admin.reports.noEarlier')}
                </span>
              )}
            </>
          ),
          time: r.createdAt,
          actions: (
            <Form method="post" className={s.decide}>
              <input type="hidden" name="_csrf" value={csrf} />
              <input type="hidden" name="report" value={r.id} />
              <TextArea
                name="reason"
                label={t('admin.reports.reason')}
                hint={t('admin.reports.reasonHint')}
                maxLength={500}
                defaultValue={
                  failedOn === r.id
                    ? (result as { fields?: Record<string, string> }).fields?.reason
                    : undefined
                }
              />
              <div className={s.decisions}>
                {DECISIONS.map((d) => (
                  <Button
                    key={d.intent}
                    type="submit"
                    name="intent"
                    value={d.intent}
                    size="sm"
                    variant={d.variant}
                    aria-label={`${t(d.label)}: ${r.pin.title}`}
                    loading={props.busy === r.id}
                  >
                    {t(d.label)}
                  </Button>
                ))}
              </div>
            </Form>
          ),
        })}
      />
    </div>
  );
}

function hostOf(link: string): string {
  try {
    return new URL(link).hostname;
  } catch {
    return link.slice(0, 60);
  }
}
