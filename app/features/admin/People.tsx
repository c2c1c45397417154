import { Form, Link } from 'react-router';
import { dateFormat } from '#domain/formatting/date-format';
import { type FormResult, isFailure, isSuccess } from '../../lib/form-result';
import { useCsrfToken } from '../../lib/root-data';
import { useViewer } from '../../lib/viewer-context';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import { useT, withNodes } from '../../ui/i18n';
import { Select } from '../../ui/Select';
import { TextArea } from '../../ui/TextArea';
import { TextField } from '../../ui/TextField';
import s from './Admin.module.css';
import '../../lib/texts/admin';

const WHEN = { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' } as const;

export function When({ iso }: { iso: string | null }) {
  const t = useT();
  const language = useViewer().language;
  if (!iso) return <span className={s.muted}>{t('admin.people.never')}</span>;
  // the time zone's code is the same in every language
  return <time dateTime={iso}>{`${dateFormat(language, WHEN).format(new Date(iso))} UTC`}</time>;
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

function StateBadge({ p }: { p: Pick<PersonRow, 'suspended' | 'role'> }) {
  const t = useT();
  if (p.suspended) return <Badge tone="danger">{t('admin.people.suspended')}</Badge>;
  if (p.role === 'employee') return <Badge tone="brand">{t('admin.people.administrator')}</Badge>;
  if (p.role === 'partner') return <Badge tone="neutral">{t('admin.people.partner')}</Badge>;
  return <Badge tone="success">{t('admin.people.member')}</Badge>;
}

/** /admin/users: search by name, username or email; each result leads to the person's page. */
export function PeopleSearch(props: { q: string; people: readonly PersonRow[] }) {
  const t = useT();
  return (
    <>
      <Form method="get" className={s.form} role="search" aria-label={t('admin.people.find')}>
        <div className={s.filters}>
          <TextField
            name="q"
            label={t('admin.people.query')}
            defaultValue={props.q}
            autoComplete="off"
          />
          <Button type="submit" variant="primary">
            {t('admin.people.search')}
          </Button>
        </div>
      </Form>
      <section className={s.form} aria-labelledby="people-title">
        <h2 id="people-title" className={s.sectionTitle}>
          {props.q ? t('admin.people.matching', { query: props.q }) : t('admin.people.newest')}
        </h2>
        {props.people.length === 0 ? (
          <p className={s.muted}>{t('admin.people.nobody')}</p>
        ) : (
          <div className={s.scroll}>
            <table className={s.table}>
              <thead>
                <tr>
                  <th scope="col">{t('admin.people.person')}</th>
                  <th scope="col" className={s.wide}>
                    {t('admin.people.email')}
                  </th>
                  <th scope="col">{t('admin.people.state')}</th>
                  <th scope="col">{t('admin.people.lastSignIn')}</th>
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
                    <td className={s.wide}>
                      {p.email ?? <span className={s.muted}>{t('admin.people.none')}</span>}
                    </td>
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
  const t = useT();
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
        label={props.reasonLabel ?? t('admin.person.reason')}
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
  const t = useT();
  return (
    <section className={s.form}>
      <h2 className={s.sectionTitle}>{props.title}</h2>
      {props.rows.length === 0 ? (
        <p className={s.muted}>{t('admin.person.noReports')}</p>
      ) : (
        <div className={s.scroll}>
          <table className={s.table}>
            <thead>
              <tr>
                <th scope="col">{t('admin.person.ofA')}</th>
                <th scope="col">{t('admin.person.reason')}</th>
                <th scope="col">{t('admin.person.outcome')}</th>
                <th scope="col">{t('admin.person.when')}</th>
              </tr>
            </thead>
            <tbody>
              {props.rows.map((r, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id of their own
                <tr key={i}>
                  <td>{t('admin.person.kindOf', { kind: r.kind })}</td>
                  <td>{r.reason}</td>
                  <td>{t('admin.reports.statusOf', { status: r.status })}</td>
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
  const t = useT();
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
          <dt>{t('admin.people.email')}</dt>
          <dd>{p.email ?? t('admin.people.none')}</dd>
          <dt>{t('admin.person.role')}</dt>
          <dd>{t('admin.person.roleName', { role: p.role })}</dd>
          <dt>{t('admin.person.joined')}</dt>
          <dd>
            <When iso={p.createdAt} />
          </dd>
          <dt>{t('admin.people.lastSignIn')}</dt>
          <dd>
            <When iso={p.lastSignInAt} />
          </dd>
          <dt>{t('admin.person.signedInOn')}</dt>
          <dd>
            {p.activeSessions
              ? t('admin.person.devices', { count: p.activeSessions })
              : t('admin.person.noDevice')}
          </dd>
          {p.suspended ? (
            <>
              <dt>{t('admin.person.suspendedFor')}</dt>
              <dd>{p.suspensionReason || t('admin.person.noReason')}</dd>
            </>
          ) : null}
          <dt>{t('admin.person.profile')}</dt>
          <dd>
            {p.suspended ? (
              <span className={s.muted}>{t('admin.person.hidden')}</span>
            ) : (
              <Link to={`/${p.username}/`}>/{p.username}/</Link>
            )}
          </dd>
        </dl>
      </section>
      <section className={s.form} aria-labelledby="pins-title">
        <h2 id="pins-title" className={s.sectionTitle}>
          {t('admin.person.pins', { count: p.pinCount })}
        </h2>
        {p.pins.length === 0 ? (
          <p className={s.muted}>{t('admin.person.noPins')}</p>
        ) : (
          <ul className={s.pins}>
            {p.pins.map((pin) => (
              <li key={pin.id}>
                <Link to={`/pin/${pin.id}/`} title={pin.title}>
                  <img src={pin.imageUrl} alt={pin.title} loading="lazy" />
                </Link>
                {pin.removed ? <Badge tone="danger">{t('admin.person.removed')}</Badge> : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={s.form} aria-labelledby="boards-title">
        <h2 id="boards-title" className={s.sectionTitle}>
          {t('admin.person.boards', { count: p.boards.length })}
        </h2>
        {p.boards.length === 0 ? (
          <p className={s.muted}>{t('admin.person.noBoards')}</p>
        ) : (
          <ul className={s.list}>
            {p.boards.map((b) => (
              <li key={b.id}>
                {b.name}{' '}
                <span className={s.muted}>
                  · {t('admin.person.privacyOf', { privacy: b.privacy })} ·{' '}
                  {t('admin.person.boardPins', { count: b.pinCount })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <ReportsTable title={t('admin.person.reportsMade')} rows={p.reportsMade} />
      <ReportsTable title={t('admin.person.reportsAbout')} rows={p.reportsReceived} />
      {p.suspended ? (
        <ActionForm
          intent="unsuspend"
          title={t('admin.person.unsuspend')}
          button={t('admin.person.unsuspend')}
          result={props.result}
        />
      ) : (
        <ActionForm
          intent="suspend"
          title={t('admin.person.suspend')}
          button={t('admin.person.suspend')}
          danger
          reasonLabel={t('admin.person.suspendReason')}
          result={props.result}
        />
      )}
      <ActionForm
        intent="role"
        title={t('admin.person.role')}
        button={t('admin.person.changeRole')}
        result={props.result}
      >
        <Select
          name="role"
          label={t('admin.person.role')}
          defaultValue={p.role}
          options={[
            { value: 'user', label: t('admin.people.member') },
            { value: 'partner', label: t('admin.people.partner') },
            { value: 'employee', label: t('admin.people.administrator') },
          ]}
        />
      </ActionForm>
      <ActionForm
        intent="delete"
        title={t('admin.person.delete', { username: p.username })}
        button={t('admin.person.deleteButton', { username: p.username })}
        danger
        result={props.result}
      >
        <p className={s.muted}>
          {withNodes(
            t,
            'admin.person.deleteText',
            { confirm: <strong>@{p.username}</strong> },
            {
              name: p.fullName,
              username: p.username,
              pins: t('admin.person.pinCount', { count: p.pinCount }),
              boards: t('admin.person.boardCount', { count: p.boards.length }),
            },
          )}
        </p>
        <TextField
          name="confirm"
          label={t('admin.person.typeToConfirm', { username: p.username })}
          autoComplete="off"
        />
      </ActionForm>
    </>
  );
}
