import { pinPath, profilePath } from '#domain/catalogue/routes';
import { type ProfileReportStatus, reportedProfileLabel } from '#domain/feedback/profile-reports';
import { dateFormat } from '#domain/formatting/date-format';
import type { MessageId } from '#domain/i18n/catalogs/en';
import type { MyProfileReport, MyReport } from '../features/feedback/my-reports.server';
import { loadMyReports } from '../features/feedback/my-reports.server';
import { text } from '../lib/i18n.server';
import { siteTitle } from '../lib/site-name';
import { useViewer } from '../lib/viewer-context';
import { Badge, type BadgeTone } from '../ui/Badge';
import { usePageLocale, useT, withNodes } from '../ui/i18n';
import { Link } from '../ui/Link';
import type { Route } from './+types/reports-and-violations';
import s from './reports-and-violations.module.css';
import '../lib/texts/pages';
import type { TextsHandle } from '../lib/catalog-links';

/** Decision 064: the text bundles this page shows beyond core; its head preloads them. */
export const handle: TextsHandle = { texts: ['pages'] };

export function meta({ data }: Route.MetaArgs) {
  return [{ title: siteTitle(data?.title) }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ context }: Route.LoaderArgs) {
  return { ...(await loadMyReports(context)), title: text(context, 'pages.reports.title') };
}

const DAY = { dateStyle: 'medium', timeZone: 'UTC' } as const;

function When({ iso }: { iso: string }) {
  const language = useViewer().language;
  return <time dateTime={iso}>{dateFormat(language, DAY).format(new Date(iso))}</time>;
}

const STATUS: Record<MyReport['status'], { label: MessageId; tone: BadgeTone; says: MessageId }> = {
  open: { label: 'pages.reports.waiting', tone: 'neutral', says: 'pages.reports.waitingSays' },
  // decision 059: the reporter learns that action was taken, never which
  'no-action': {
    label: 'pages.reports.noAction',
    tone: 'warning',
    says: 'pages.reports.noActionSays',
  },
  actioned: { label: 'pages.reports.actioned', tone: 'success', says: 'pages.reports.actioned' },
};

const PROFILE_STATUS: Record<
  ProfileReportStatus,
  { label: MessageId; tone: BadgeTone; says: MessageId }
> = {
  open: { label: 'pages.reports.waiting', tone: 'neutral', says: 'pages.reports.waitingSays' },
  cleared: {
    label: 'pages.reports.cleared',
    tone: 'success',
    says: 'pages.reports.profileCleared',
  },
  dismissed: { label: 'pages.reports.kept', tone: 'warning', says: 'pages.reports.profileKept' },
};

/** Decision 046: a profile the viewer reported, and what an employee did about it. */
/** When a report was made and why, and, once decided, when and what came of it. */
function ReportMeta(props: {
  report: { createdAt: string; resolvedAt: string | null; reasonLabel: string };
  says: MessageId;
}) {
  const { report } = props;
  const t = useT();
  return (
    <p className={s.meta}>
      {withNodes(
        t,
        'pages.reports.reported',
        { date: <When iso={report.createdAt} /> },
        { reason: report.reasonLabel },
      )}
      {report.resolvedAt
        ? withNodes(
            t,
            'pages.reports.outcome',
            { date: <When iso={report.resolvedAt} /> },
            { outcome: t(props.says) },
          )
        : null}
    </p>
  );
}

function ProfileReportRow({ report }: { report: MyProfileReport }) {
  const status = PROFILE_STATUS[report.status];
  const t = useT();
  return (
    <li className={s.row}>
      <div className={s.body}>
        <p className={s.what}>
          {report.profile ? (
            <Link to={profilePath(report.profile.username)} underline="hover">
              {reportedProfileLabel(report.profile)}
            </Link>
          ) : (
            t('pages.reports.profileGone')
          )}
        </p>
        <ReportMeta report={report} says={status.says} />
      </div>
      <Badge tone={status.tone}>{t(status.label)}</Badge>
    </li>
  );
}

function ReportRow({ report }: { report: MyReport }) {
  const status = STATUS[report.status];
  const t = useT();
  return (
    <li className={s.row}>
      {report.pin ? (
        <img
          className={s.thumb}
          src={report.pin.imageUrl}
          alt=""
          width={48}
          height={48}
          loading="lazy"
        />
      ) : (
        <span className={s.thumb} aria-hidden="true" />
      )}
      <div className={s.body}>
        <p className={s.what}>
          {report.pin ? (
            <Link to={pinPath(report.pin.id)} underline="hover">
              {report.pin.title}
            </Link>
          ) : (
            t('pages.reports.pinGone')
          )}
        </p>
        <ReportMeta report={report} says={status.says} />
      </div>
      <Badge tone={status.tone}>{t(status.label)}</Badge>
    </li>
  );
}

/**
 * spec 02 §2 /reports-and-violations/ (M-085), decisions 030 and 046: what became of the Pins
 * and profiles you reported, which of your own Pins were removed after a report, and when your
 * profile was cleared.
 */
export default function ReportsAndViolations({ loaderData }: Route.ComponentProps) {
  const { reports, removed, profiles, clearedAt } = loaderData;
  const t = useT();
  // English reads the reason inside its sentence in lower case ("Reported for spam"); the other
  // languages say it after a colon, as the reason's own label (a German noun keeps its capital)
  const locale = usePageLocale();
  const inSentence = (label: string) => (locale.startsWith('en') ? label.toLowerCase() : label);
  return (
    <div className={s.page}>
      <h1 className={s.title}>{t('pages.reports.title')}</h1>
      <section aria-labelledby="my-reports">
        <h2 id="my-reports" className={s.heading}>
          {t('pages.reports.yours')}
        </h2>
        {reports.length === 0 ? (
          <p className={s.empty}>{t('pages.reports.noneYours')}</p>
        ) : (
          <ul className={s.list}>
            {reports.map((r) => (
              <ReportRow key={r.id} report={r} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="my-profile-reports">
        <h2 id="my-profile-reports" className={s.heading}>
          {t('pages.reports.profiles')}
        </h2>
        {profiles.length === 0 ? (
          <p className={s.empty}>{t('pages.reports.noProfiles')}</p>
        ) : (
          <ul className={s.list}>
            {profiles.map((r) => (
              <ProfileReportRow key={r.id} report={r} />
            ))}
          </ul>
        )}
      </section>
      {clearedAt.length > 0 ? (
        <section aria-labelledby="my-profile-cleared">
          <h2 id="my-profile-cleared" className={s.heading}>
            {t('pages.reports.yourProfile')}
          </h2>
          <p className={s.empty}>
            {t('pages.reports.clearedNotice')}{' '}
            <Link to="/settings#settings-profile" underline="always">
              {t('pages.reports.editProfile')}
            </Link>
          </p>
          <ul className={s.list}>
            {clearedAt.map((at) => (
              <li key={at} className={s.row}>
                <div className={s.body}>
                  <p className={s.what}>{t('pages.reports.profileWasCleared')}</p>
                  <p className={s.meta}>
                    <When iso={at} />
                  </p>
                </div>
                <Badge tone="danger">{t('pages.reports.cleared')}</Badge>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="my-violations">
        <h2 id="my-violations" className={s.heading}>
          {t('pages.reports.removedTitle')}
        </h2>
        {removed.length === 0 ? (
          <p className={s.empty}>{t('pages.reports.noneRemoved')}</p>
        ) : (
          <ul className={s.list}>
            {removed.map((p) => (
              <li key={p.id} className={s.row}>
                <div className={s.body}>
                  <p className={s.what}>{p.title}</p>
                  <p className={s.meta}>
                    {t('pages.reports.reportedFor', { reason: inSentence(p.reasonLabel) })}
                    {p.removedAt
                      ? withNodes(t, 'pages.reports.removedOn', {
                          date: <When iso={p.removedAt} />,
                        })
                      : null}
                  </p>
                </div>
                <Badge tone="danger">{t('pages.reports.removed')}</Badge>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
