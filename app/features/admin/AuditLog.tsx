import { Form, Link } from 'react-router';
import { AUDIT_ACTIONS, type AuditFilter } from '#domain/moderation/moderation';
import { Button } from '../../ui/Button';
import { Select } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import s from './Admin.module.css';
import { When } from './People';

export interface AuditRow {
  id: string;
  at: string;
  actor: string;
  actorId: string | null;
  action: string;
  actionLabel: string;
  targetType: string;
  targetId: string;
  targetLabel: string;
  reason: string;
}

function target(e: AuditRow) {
  const label = e.targetLabel || `${e.targetType} ${e.targetId}`;
  if (e.targetType === 'user') return <Link to={`/admin/users/${e.targetId}`}>@{label}</Link>;
  if (e.targetType === 'pin') return <Link to={`/pin/${e.targetId}/`}>{label}</Link>;
  return (
    <>
      {label} <span className={s.muted}>({e.targetType})</span>
    </>
  );
}

/** The log's entries, newest first, with who, what, on what, when and why. */
export function AuditTable(props: { entries: readonly AuditRow[]; title?: string }) {
  return (
    <section className={s.form} aria-labelledby="log-title">
      <h2 id="log-title" className={s.sectionTitle}>
        {props.title ?? 'Entries'}
      </h2>
      {props.entries.length === 0 ? (
        <p className={s.muted}>Nothing recorded matches.</p>
      ) : (
        <div className={s.scroll}>
          <table className={s.table}>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
                <th scope="col">On</th>
                <th scope="col">Reason</th>
              </tr>
            </thead>
            <tbody>
              {props.entries.map((e) => (
                <tr key={e.id} data-audit-action={e.action}>
                  <td>
                    <When iso={e.at} />
                  </td>
                  <td>{e.actorId ? `@${e.actor}` : e.actor}</td>
                  <td>{e.actionLabel}</td>
                  <td>{target(e)}</td>
                  <td>{e.reason || <span className={s.muted}>none</span>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** /admin/log's filters: a GET form, so a filtered log has its own address. */
export function AuditFilters({ filter }: { filter: AuditFilter }) {
  return (
    <Form method="get" className={s.form} aria-label="Filter the log">
      <div className={s.filters}>
        <TextField name="actor" label="Administrator" defaultValue={filter.actor ?? ''} />
        <Select
          name="action"
          label="Action"
          defaultValue={filter.action ?? ''}
          options={[
            { value: '', label: 'Any action' },
            ...Object.entries(AUDIT_ACTIONS).map(([value, label]) => ({ value, label })),
          ]}
        />
        <TextField
          name="target"
          label="Target (name or user:1234)"
          defaultValue={filter.target ?? ''}
        />
        <TextField
          name="from"
          label="From"
          placeholder="YYYY-MM-DD"
          pattern="\d{4}-\d{2}-\d{2}"
          defaultValue={filter.from ?? ''}
        />
        <TextField
          name="to"
          label="To"
          placeholder="YYYY-MM-DD"
          pattern="\d{4}-\d{2}-\d{2}"
          defaultValue={filter.to ?? ''}
        />
        <Button type="submit" variant="primary">
          Filter
        </Button>
      </div>
    </Form>
  );
}
