import { Fragment } from 'react';
import { Link } from 'react-router';
import { reportedProfileLabel } from '#domain/feedback/profile-reports';
import type { FormResult } from '../../lib/form-result';
import { useT, withNodes } from '../../ui/i18n';
import { ReportQueue } from './ReportQueue';
import '../../lib/texts/admin';

interface Person {
  username: string;
  fullName: string;
}

export interface OpenProfileReportEntry {
  /** the reported person's id */
  id: string;
  profile: { username: string; fullName: string; imageUrl: string | null };
  count: number;
  /** ISO time of the oldest open report */
  createdAt: string;
  reasons: readonly { label: string; count: number }[];
  details: readonly { text: string; reporter: Person }[];
  reporters: readonly Person[];
}

function PersonLink({ person }: { person: Person }) {
  return <Link to={`/${person.username}/`}>{person.fullName}</Link>;
}

/**
 * Reported profiles (decision 046), one entry a profile, reported longest ago first: why and how
 * often, the reporters' own words, and who reported it; Clear profile (asked first) or Dismiss
 * decide every open report of it at once.
 */
export function ProfileReportList(props: {
  reports: readonly OpenProfileReportEntry[];
  result: FormResult | undefined;
  busy: string | null;
}) {
  const t = useT();
  return (
    <ReportQueue
      title={t('admin.reports.profiles')}
      empty={t('admin.reports.noProfiles')}
      waiting={(count) => t('admin.reports.profilesWaiting', { count })}
      items={props.reports}
      result={props.result}
      busy={props.busy}
      field="profile"
      dataName="data-profile-report-id"
      view={(r) => ({
        thumbnail: r.profile.imageUrl ?? undefined,
        title: <Link to={`/${r.profile.username}/`}>{reportedProfileLabel(r.profile)}</Link>,
        badge: { tone: 'warning', label: t('admin.reports.reportCount', { count: r.count }) },
        text: (
          <>
            {r.reasons.map((x) => (x.count > 1 ? `${x.label} ×${x.count}` : x.label)).join(' · ')}
            {r.details.map((d, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: details have no id of their own
              <Fragment key={i}>
                <br />
                <q>{d.text}</q> — <PersonLink person={d.reporter} />
              </Fragment>
            ))}
            <br />
            {withNodes(t, 'admin.reports.reportedBy', {
              people: r.reporters.map((p, i) => (
                <Fragment key={p.username}>
                  {i > 0 ? ', ' : null}
                  <PersonLink person={p} />
                </Fragment>
              )),
            })}
          </>
        ),
        time: r.createdAt,
      })}
      act={{
        intent: 'clear-profile',
        label: t('admin.reports.clearProfile'),
        name: (r) => t('admin.reports.clearProfileOf', { username: r.profile.username }),
        confirm: (r) => ({
          title: t('admin.reports.clearProfileTitle'),
          description: t('admin.reports.clearProfileText', { username: r?.profile.username ?? '' }),
        }),
      }}
      dismiss={{
        intent: 'dismiss-profile',
        label: t('admin.reports.dismiss'),
        name: (r) => t('admin.reports.dismissProfileOf', { username: r.profile.username }),
      }}
    />
  );
}
