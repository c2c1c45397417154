import { numberFormat } from '#domain/formatting/format-number';
import type { MessageId } from '#domain/i18n/catalogs/en';
import { ERROR_WINDOW_HOURS, type HealthReport } from '#domain/platform/health';
import { useViewer } from '../../lib/viewer-context';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { type Translate, useT } from '../../ui/i18n';
import { QueueDepths } from './JobQueues';
import s from './Jobs.module.css';
import '../../lib/texts/admin';

const STATE: Record<string, { tone: BadgeTone; word: MessageId }> = {
  ok: { tone: 'success', word: 'admin.health.reachable' },
  failing: { tone: 'danger', word: 'admin.health.notReachable' },
  timeout: { tone: 'warning', word: 'admin.health.timeout' },
};

const UNITS = ['KB', 'MB', 'GB', 'TB'];

function size(t: Translate, bytes: number, language: string): string {
  let v = bytes;
  let u = -1;
  while (v >= 1024 && u < UNITS.length - 1) {
    v /= 1024;
    u += 1;
  }
  return u < 0
    ? t('admin.health.bytes', { count: v })
    : `${numberFormat(language, { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(v)} ${UNITS[u]}`;
}

const when = (iso: string) => new Date(iso).toISOString().replace('T', ' ').slice(0, 19);

/** Issue 37's /admin/health: what an operator checks first when something is wrong. */
export function Health({ report: r }: { report: HealthReport }) {
  const t = useT();
  const language = useViewer().language;
  const behind = r.migrations.known - r.migrations.applied;
  return (
    <>
      <section className={s.card} aria-labelledby="health-version">
        <h2 id="health-version" className={s.title}>
          {t('admin.health.version')}
        </h2>
        <table className={s.table}>
          <tbody>
            <tr>
              <th scope="row">{'Tessera'}</th>
              <td>{r.version}</td>
            </tr>
            <tr>
              <th scope="row">{t('admin.health.database')}</th>
              <td>{r.database}</td>
            </tr>
            <tr>
              <th scope="row">{t('admin.health.migrations')}</th>
              <td>
                {t('admin.health.applied', {
                  count: r.migrations.applied,
                  max: r.migrations.known,
                })}
                {r.migrations.latest ? t('admin.health.latest', { name: r.migrations.latest }) : ''}
                {behind > 0 ? (
                  <>
                    {' '}
                    <Badge tone="danger">{t('admin.health.notApplied', { count: behind })}</Badge>
                  </>
                ) : null}
              </td>
            </tr>
          </tbody>
        </table>
      </section>
      <section className={s.card} aria-labelledby="health-services">
        <h2 id="health-services" className={s.title}>
          {t('admin.health.services')}
        </h2>
        <p className={s.lead}>{t('admin.health.servicesLead')}</p>
        <table className={s.table}>
          <tbody>
            {r.services.map((x) => {
              const known = Object.hasOwn(STATE, x.state) ? STATE[x.state] : undefined;
              const st = known
                ? { tone: known.tone, word: t(known.word) }
                : { tone: 'danger' as const, word: x.state };
              return (
                <tr key={x.name} data-service={x.name}>
                  <th scope="row">{x.name}</th>
                  <td>{x.detail}</td>
                  <td className={s.num}>
                    <Badge tone={st.tone}>{st.word}</Badge>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
      <QueueDepths depths={r.queues} />
      <section className={s.card} aria-labelledby="health-storage">
        <h2 id="health-storage" className={s.title}>
          {t('admin.health.storage')}
        </h2>
        <table className={s.table}>
          <tbody>
            <tr>
              <th scope="row">{t('admin.health.pictures')}</th>
              <td className={s.num}>
                {numberFormat(language, {}).format(r.storage.pictures)} (
                {size(t, r.storage.pictureBytes, language)})
              </td>
            </tr>
            <tr>
              <th scope="row">{t('admin.health.database')}</th>
              <td className={s.num}>
                {r.storage.databaseBytes === null
                  ? t('admin.health.unknown')
                  : size(t, r.storage.databaseBytes, language)}
              </td>
            </tr>
          </tbody>
        </table>
      </section>
      <section className={s.card} aria-labelledby="health-errors">
        <h2 id="health-errors" className={s.title}>
          {t('admin.health.errors')}
        </h2>
        <p className={s.lead}>
          {t('admin.health.errorsLead', { count: ERROR_WINDOW_HOURS, date: when(r.errors.since) })}
        </p>
        {r.errors.routes.length === 0 ? (
          <p className={s.lead}>{t('admin.health.none')}</p>
        ) : (
          <table className={s.table}>
            <thead>
              <tr>
                <th scope="col">{t('admin.health.route')}</th>
                <th scope="col" className={s.num}>
                  {t('admin.health.count')}
                </th>
                <th scope="col" className={s.num}>
                  {t('admin.health.last')}
                </th>
              </tr>
            </thead>
            <tbody>
              {r.errors.routes.map((e) => (
                <tr key={e.route}>
                  <th scope="row" className={s.reason}>
                    {e.route}
                  </th>
                  <td className={`${s.num} ${s.failed}`}>{e.count}</td>
                  <td className={s.num}>
                    {t('admin.health.lastAt', { status: e.lastStatus, date: when(e.lastAt) })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}
