import type { HealthReport } from '#domain/platform/health';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { QueueDepths } from './JobQueues';
import s from './Jobs.module.css';

const STATE: Record<string, { tone: BadgeTone; word: string }> = {
  ok: { tone: 'success', word: 'Reachable' },
  failing: { tone: 'danger', word: 'Not reachable' },
  timeout: { tone: 'warning', word: 'No answer in 2 s' },
};

const UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB'];

function size(bytes: number): string {
  let v = bytes;
  let u = 0;
  while (v >= 1024 && u < UNITS.length - 1) {
    v /= 1024;
    u += 1;
  }
  return `${u === 0 ? v : v.toFixed(1)} ${UNITS[u]}`;
}

const when = (iso: string) => new Date(iso).toISOString().replace('T', ' ').slice(0, 19);

/** Issue 37's /admin/health: what an operator checks first when something is wrong. */
export function Health({ report: r }: { report: HealthReport }) {
  const behind = r.migrations.known - r.migrations.applied;
  return (
    <>
      <section className={s.card} aria-labelledby="health-version">
        <h2 id="health-version" className={s.title}>
          Version
        </h2>
        <table className={s.table}>
          <tbody>
            <tr>
              <th scope="row">Tessera</th>
              <td>{r.version}</td>
            </tr>
            <tr>
              <th scope="row">Database</th>
              <td>{r.database}</td>
            </tr>
            <tr>
              <th scope="row">Migrations</th>
              <td>
                {r.migrations.applied} of {r.migrations.known} applied
                {r.migrations.latest ? ` (latest: ${r.migrations.latest})` : ''}
                {behind > 0 ? (
                  <>
                    {' '}
                    <Badge tone="danger">{behind} not applied</Badge>
                  </>
                ) : null}
              </td>
            </tr>
          </tbody>
        </table>
      </section>
      <section className={s.card} aria-labelledby="health-services">
        <h2 id="health-services" className={s.title}>
          Services
        </h2>
        <p className={s.lead}>Asked just now, from the process that answered this page.</p>
        <table className={s.table}>
          <tbody>
            {r.services.map((x) => {
              const st = STATE[x.state] ?? { tone: 'danger' as const, word: x.state };
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
          Storage
        </h2>
        <table className={s.table}>
          <tbody>
            <tr>
              <th scope="row">Original pictures</th>
              <td className={s.num}>
                {r.storage.pictures.toLocaleString('en-US')} ({size(r.storage.pictureBytes)})
              </td>
            </tr>
            <tr>
              <th scope="row">Database</th>
              <td className={s.num}>
                {r.storage.databaseBytes === null ? 'unknown' : size(r.storage.databaseBytes)}
              </td>
            </tr>
          </tbody>
        </table>
      </section>
      <section className={s.card} aria-labelledby="health-errors">
        <h2 id="health-errors" className={s.title}>
          Errors
        </h2>
        <p className={s.lead}>
          Answers with a server error, by route, from this process since it started (
          {when(r.errors.since)} UTC).
        </p>
        {r.errors.routes.length === 0 ? (
          <p className={s.lead}>None.</p>
        ) : (
          <table className={s.table}>
            <thead>
              <tr>
                <th scope="col">Route</th>
                <th scope="col" className={s.num}>
                  Count
                </th>
                <th scope="col" className={s.num}>
                  Last
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
                    {e.lastStatus} at {when(e.lastAt)}
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
