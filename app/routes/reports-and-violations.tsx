import { pinPath, profilePath } from '#domain/catalogue/routes';
import {
  PROFILE_CLEARED_NOTICE,
  PROFILE_REPORT_OUTCOMES,
  type ProfileReportStatus,
  reportedProfileLabel,
} from '#domain/feedback/profile-reports';
import { lazyDateTimeFormat } from '#domain/formatting/date-format';
import type { MyProfileReport, MyReport } from '../features/feedback/my-reports.server';
import { loadMyReports } from '../features/feedback/my-reports.server';
import { siteTitle } from '../lib/site-name';
import { Badge, type BadgeTone } from '../ui/Badge';
import { Link } from '../ui/Link';
import type { Route } from './+types/reports-and-violations';
import s from './reports-and-violations.module.css';

export function meta() {
  return [{ title: siteTitle('Reports and violations') }, { name: 'robots', content: 'noindex' }];
}

export function loader({ context }: Route.LoaderArgs) {
  return loadMyReports(context);
}

const DAY = lazyDateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' });

function When({ iso }: { iso: string }) {
  return <time dateTime={iso}>{DAY().format(new Date(iso))}</time>;
}

const STATUS: Record<MyReport['status'], { label: string; tone: BadgeTone; says: string }> = {
  open: { label: 'Waiting', tone: 'neutral', says: 'Waiting for a decision' },
  removed: { label: 'Removed', tone: 'success', says: 'The Pin was removed' },
  dismissed: { label: 'Kept up', tone: 'warning', says: 'The Pin stays up' },
  actioned: { label: 'Action taken', tone: 'success', says: 'We took action' },
};

const PROFILE_STATUS: Record<ProfileReportStatus, { label: string; tone: BadgeTone }> = {
  open: { label: 'Waiting', tone: 'neutral' },
  cleared: { label: 'Cleared', tone: 'success' },
  dismissed: { label: 'Kept as is', tone: 'warning' },
};

/** Decision 046: a profile the viewer reported, and what an employee did about it. */
function ProfileReportRow({ report }: { report: MyProfileReport }) {
  const status = PROFILE_STATUS[report.status];
  return (
    <li className={s.row}>
      <div className={s.body}>
        <p className={s.what}>
          {report.profile ? (
            <Link to={profilePath(report.profile.username)} underline="hover">
              {reportedProfileLabel(report.profile)}
            </Link>
          ) : (
            'A profile that no longer exists'
          )}
        </p>
        <p className={s.meta}>
          {report.reasonLabel} · reported <When iso={report.createdAt} />
          {report.resolvedAt ? (
            <>
              {' '}
              · {PROFILE_REPORT_OUTCOMES[report.status]} <When iso={report.resolvedAt} />
            </>
          ) : null}
        </p>
      </div>
      <Badge tone={status.tone}>{status.label}</Badge>
    </li>
  );
}

function ReportRow({ report }: { report: MyReport }) {
  const status = STATUS[report.status];
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
            'A Pin that is no longer available'
          )}
        </p>
        <p className={s.meta}>
          {report.reasonLabel} · reported <When iso={report.createdAt} />
          {report.resolvedAt ? (
            <>
              {' '}
              · {status.says} <When iso={report.resolvedAt} />
            </>
          ) : null}
        </p>
      </div>
      <Badge tone={status.tone}>{status.label}</Badge>
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
  return (
    <div className={s.page}>
      <h1 className={s.title}>Reports and violations</h1>
      <section aria-labelledby="my-reports">
        <h2 id="my-reports" className={s.heading}>
          Your reports
        </h2>
        {reports.length === 0 ? (
          <p className={s.empty}>
            You haven't reported any Pins. To report one, open its menu and choose Report Pin.
          </p>
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
          Profiles you reported
        </h2>
        {profiles.length === 0 ? (
          <p className={s.empty}>
            You haven't reported any profiles. To report one, open the … menu on the profile and
            choose Report profile.
          </p>
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
            Your profile
          </h2>
          <p className={s.empty}>
            {PROFILE_CLEARED_NOTICE}{' '}
            <Link to="/settings#settings-profile" underline="always">
              Edit your profile
            </Link>
          </p>
          <ul className={s.list}>
            {clearedAt.map((at) => (
              <li key={at} className={s.row}>
                <div className={s.body}>
                  <p className={s.what}>Your profile was cleared</p>
                  <p className={s.meta}>
                    <When iso={at} />
                  </p>
                </div>
                <Badge tone="danger">Cleared</Badge>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="my-violations">
        <h2 id="my-violations" className={s.heading}>
          Your Pins that were removed
        </h2>
        {removed.length === 0 ? (
          <p className={s.empty}>None of your Pins were removed.</p>
        ) : (
          <ul className={s.list}>
            {removed.map((p) => (
              <li key={p.id} className={s.row}>
                <div className={s.body}>
                  <p className={s.what}>{p.title}</p>
                  <p className={s.meta}>
                    Reported for {p.reasonLabel.toLowerCase()}
                    {p.removedAt ? (
                      <>
                        {' '}
                        · removed <When iso={p.removedAt} />
                      </>
                    ) : null}
                  </p>
                </div>
                <Badge tone="danger">Removed</Badge>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
