import { Form, Link } from 'react-router';
import { lazyDateTimeFormat } from '#domain/formatting/date-format';
import { type FormResult, isFailure, isSuccess } from '../../lib/form-result';
import { useCsrfToken } from '../../lib/root-data';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import { Select } from '../../ui/Select';
import { TextArea } from '../../ui/TextArea';
import { TextField } from '../../ui/TextField';
import s from './Admin.module.css';

const WHEN = lazyDateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

export function When({ iso }: { iso: string | null }) {
  if (!iso) return <span className={s.muted}>never</span>;
  return <time dateTime={iso}>{WHEN().format(new Date(iso))} UTC</time>;
}

export interface PersonRow {
  id: string;
  username: string;
  fullName: string;
  email: string | null;
  role: string;
  suspended: boolean;
  suspensionReason: string;
  createdAt: string;
  lastSignInAt: string | null;
}

function plural(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

function StateBadge({ p }: { p: Pick<PersonRow, 'suspended' | 'role'> }) {
  if (p.suspended) return <Badge tone="danger">Suspended</Badge>;
  if (p.role === 'employee') return <Badge tone="brand">Administrator</Badge>;
  if (p.role === 'partner') return <Badge tone="neutral">Partner</Badge>;
  return <Badge tone="success">Member</Badge>;
}

/** /admin/users: search by name, username or email; each result leads to the person's page. */
export function PeopleSearch(props: { q: string; people: readonly PersonRow[] }) {
  return (
    <>
      <Form method="get" className={s.form} role="search" aria-label="Find people">
        <div className={s.filters}>
          <TextField
            name="q"
            label="Name, username or email"
            defaultValue={props.q}
            autoComplete="off"
          />
          <Button type="submit" variant="primary">
            Search
          </Button>
        </div>
      </Form>
      <section className={s.form} aria-labelledby="people-title">
        <h2 id="people-title" className={s.sectionTitle}>
          {props.q ? `People matching “${props.q}”` : 'Newest people'}
        </h2>
        {props.people.length === 0 ? (
          <p className={s.muted}>Nobody matches.</p>
        ) : (
          <div className={s.scroll}>
            <table className={s.table}>
              <thead>
                <tr>
                  <th scope="col">Person</th>
                  <th scope="col" className={s.wide}>
                    Email
                  </th>
                  <th scope="col">State</th>
                  <th scope="col">Last sign-in</th>
                </tr>
              </thead>
              <tbody>
                {props.people.map((p) => (
                  <tr key={p.id} data-person={p.username}>
                    <td>
                      <Link to={`/admin/users/${p.id}`}>{p.fullName}</Link>
                      <div className={s.muted}>@{p.username}</div>
                      {p.email ? <div className={`${s.muted} ${s.narrow}`}>{p.email}</div> : null}
                    </td>
                    <td className={s.wide}>{p.email ?? <span className={s.muted}>none</span>}</td>
                    <td>
                      <StateBadge p={p} />
                    </td>
                    <td>
                      <When iso={p.lastSignInAt} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}

export interface PersonDetail extends PersonRow {
  pins: readonly { id: string; title: string; imageUrl: string; removed: boolean }[];
  pinCount: number;
  boards: readonly { id: string; name: string; privacy: string; pinCount: number }[];
  reportsMade: readonly { kind: string; reason: string; status: string; at: string }[];
  reportsReceived: readonly { kind: string; reason: string; status: string; at: string }[];
  activeSessions: number;
}

function ActionForm(props: {
  intent: string;
  title: string;
  children?: React.ReactNode;
  button: string;
  danger?: boolean;
  result: FormResult | undefined;
  reasonLabel?: string;
}) {
  const csrf = useCsrfToken();
  const mine = props.result?.intent === props.intent ? props.result : undefined;
  return (
    <Form method="post" className={s.form} aria-label={props.title} data-action={props.intent}>
      <h2 className={s.sectionTitle}>{props.title}</h2>
      <input type="hidden" name="_csrf" value={csrf} />
      <input type="hidden" name="intent" value={props.intent} />
      <FormAlert id={`${props.intent}-error`} message={isFailure(mine) ? mine.error : null} />
      {props.children}
      <TextArea
        name="reason"
        label={props.reasonLabel ?? 'Reason'}
        maxLength={500}
        defaultValue={isFailure(mine) ? mine.fields?.reason : undefined}
      />
      <div>
        <Button type="submit" variant={props.danger ? 'danger' : 'secondary'}>
          {props.button}
        </Button>
      </div>
    </Form>
  );
}

function ReportsTable(props: {
  title: string;
  rows: readonly { kind: string; reason: string; status: string; at: string }[];
}) {
  return (
    <section className={s.form}>
      <h2 className={s.sectionTitle}>{props.title}</h2>
      {props.rows.length === 0 ? (
        <p className={s.muted}>None.</p>
      ) : (
        <div className={s.scroll}>
          <table className={s.table}>
            <thead>
              <tr>
                <th scope="col">Of a</th>
                <th scope="col">Reason</th>
                <th scope="col">Outcome</th>
                <th scope="col">When</th>
              </tr>
            </thead>
            <tbody>
              {props.rows.map((r, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id of their own
                <tr key={i}>
                  <td>{r.kind}</td>
                  <td>{r.reason}</td>
                  <td>{r.status}</td>
                  <td>
                    <When iso={r.at} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** A person's page for an administrator, with the actions on them. */
export function PersonAdmin(props: { person: PersonDetail; result: FormResult | undefined }) {
  const p = props.person;
  const done = isSuccess(props.result) ? props.result.message : '';
  return (
    <>
      {/* the last action's success, above everything: its own form may be gone (suspend) */}
      {done ? (
        <p className={s.status} role="status">
          {done}
        </p>
      ) : null}
      <section className={s.form} aria-labelledby="person-title">
        <h1 id="person-title" className={s.sectionTitle}>
          {p.fullName} <span className={s.muted}>@{p.username}</span> <StateBadge p={p} />
        </h1>
        <dl className={s.facts}>
          <dt>Email</dt>
          <dd>{p.email ?? 'none'}</dd>
          <dt>Role</dt>
          <dd>{p.role}</dd>
          <dt>Joined</dt>
          <dd>
            <When iso={p.createdAt} />
          </dd>
          <dt>Last sign-in</dt>
          <dd>
            <When iso={p.lastSignInAt} />
          </dd>
          <dt>Signed in on</dt>
          <dd>{p.activeSessions ? plural(p.activeSessions, 'device') : 'no device now'}</dd>
          {p.suspended ? (
            <>
              <dt>Suspended for</dt>
              <dd>{p.suspensionReason || 'no reason given'}</dd>
            </>
          ) : null}
          <dt>Profile</dt>
          <dd>
            {p.suspended ? (
              <span className={s.muted}>hidden while suspended</span>
            ) : (
              <Link to={`/${p.username}/`}>/{p.username}/</Link>
            )}
          </dd>
        </dl>
      </section>
      <section className={s.form} aria-labelledby="pins-title">
        <h2 id="pins-title" className={s.sectionTitle}>
          Pins ({p.pinCount} up)
        </h2>
        {p.pins.length === 0 ? (
          <p className={s.muted}>No Pins.</p>
        ) : (
          <ul className={s.pins}>
            {p.pins.map((pin) => (
              <li key={pin.id}>
                <Link to={`/pin/${pin.id}/`} title={pin.title}>
                  <img src={pin.imageUrl} alt={pin.title} loading="lazy" />
                </Link>
                {pin.removed ? <Badge tone="danger">Removed</Badge> : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={s.form} aria-labelledby="boards-title">
        <h2 id="boards-title" className={s.sectionTitle}>
          Boards ({p.boards.length})
        </h2>
        {p.boards.length === 0 ? (
          <p className={s.muted}>No boards.</p>
        ) : (
          <ul className={s.list}>
            {p.boards.map((b) => (
              <li key={b.id}>
                {b.name}{' '}
                <span className={s.muted}>
                  · {b.privacy} · {b.pinCount} Pins
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <ReportsTable title="Reports they made" rows={p.reportsMade} />
      <ReportsTable title="Reports about them" rows={p.reportsReceived} />
      {p.suspended ? (
        <ActionForm intent="unsuspend" title="Unsuspend" button="Unsuspend" result={props.result} />
      ) : (
        <ActionForm
          intent="suspend"
          title="Suspend"
          button="Suspend"
          danger
          reasonLabel="Reason, shown to them when they try to sign in"
          result={props.result}
        />
      )}
      <ActionForm intent="role" title="Role" button="Change role" result={props.result}>
        <Select
          name="role"
          label="Role"
          defaultValue={p.role}
          options={[
            { value: 'user', label: 'Member' },
            { value: 'partner', label: 'Partner' },
            { value: 'employee', label: 'Administrator' },
          ]}
        />
      </ActionForm>
      <ActionForm
        intent="delete"
        title={`Delete @${p.username}`}
        button={`Delete @${p.username} and their content`}
        danger
        result={props.result}
      >
        <p className={s.muted}>
          This deletes {p.fullName} (@{p.username}), their {plural(p.pinCount, 'Pin')} and{' '}
          {plural(p.boards.length, 'board')}, for good. Type <strong>@{p.username}</strong> to
          confirm.
        </p>
        <TextField name="confirm" label={`Type @${p.username} to confirm`} autoComplete="off" />
      </ActionForm>
    </>
  );
}
