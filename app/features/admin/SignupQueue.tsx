import { useId } from 'react';
import { Form } from 'react-router';
import type { SignupMode } from '#domain/instance/settings';
import { type FormResult, isFailure, isSuccess } from '../../lib/form-result';
import { useCsrfToken } from '../../lib/root-data';
import { useViewer } from '../../lib/viewer-context';
import { Button } from '../../ui/Button';
import { EntryList } from '../../ui/EntryList';
import { FormAlert } from '../../ui/FormAlert';
import { type Translate, useT, withNodes } from '../../ui/i18n';
import { Link } from '../../ui/Link';
import { TextField } from '../../ui/TextField';
import { splitFailure } from '../auth';
import s from './Admin.module.css';
import { PostForm } from './PostForm';
import { MODE_HELP, MODE_LABEL } from './signup-modes';
import '../../lib/texts/admin';

export interface SignupRequestEntry {
  id: number;
  username: string;
  firstName: string;
  email: string;
  reason: string;
  status: string;
  createdAt: string;
}

export interface SignupInviteEntry {
  id: number;
  maxUses: number | null;
  uses: number;
  expiresAt: string | null;
  revoked: boolean;
  createdAt: string;
  createdBy: string | null;
  usable: boolean;
}

/** The sign-up mode now, what it means, and where it is changed (/admin/signups' lead). */
export function SignupModeLead(props: { mode: SignupMode; className?: string }) {
  const t = useT();
  return (
    <p className={props.className}>
      {withNodes(
        t,
        'admin.signups.lead',
        {
          link: (
            <Link to="/admin/settings" underline="always">
              {t('admin.nav.settings')}
            </Link>
          ),
        },
        { current: t(MODE_LABEL[props.mode]), help: t(MODE_HELP[props.mode]) },
      )}
    </p>
  );
}

/** Issue 37: the requests waiting for an administrator, each with Approve and Refuse. */
export function SignupQueue(props: {
  mode: SignupMode;
  pending: readonly SignupRequestEntry[];
  result: FormResult | undefined;
}) {
  const language = useViewer().language;
  const result =
    props.result?.intent === 'approve' || props.result?.intent === 'refuse'
      ? props.result
      : undefined;
  const t = useT();
  const n = props.pending.length;
  return (
    <EntryList
      locale={language}
      title={t('admin.signups.waitingTitle')}
      lead={
        n === 0
          ? props.mode === 'approval'
            ? t('admin.signups.noneWaiting')
            : t('admin.signups.noneWaitingMode')
          : t('admin.signups.waitingCount', { count: n })
      }
      error={isFailure(result) ? result.error : null}
      status={isSuccess(result) ? result.message : ''}
      items={props.pending}
      entry={(r) => ({
        key: String(r.id),
        title: `${r.firstName} (@${r.username})`,
        badge: { tone: 'warning', label: t('admin.signups.waiting') },
        text: r.reason,
        meta: (
          <>
            {withNodes(
              t,
              'admin.signups.asked',
              { date: <time dateTime={r.createdAt}>{r.createdAt.slice(0, 10)}</time> },
              { email: r.email },
            )}
          </>
        ),
        data: { name: 'data-request', value: r.username },
        actions: (
          <>
            <PostForm fields={{ intent: 'approve', id: String(r.id) }}>
              <Button
                type="submit"
                size="sm"
                variant="primary"
                aria-label={t('admin.signups.approveOf', { username: r.username })}
              >
                {t('admin.signups.approve')}
              </Button>
            </PostForm>
            <PostForm fields={{ intent: 'refuse', id: String(r.id) }}>
              <Button
                type="submit"
                size="sm"
                aria-label={t('admin.signups.refuseOf', { username: r.username })}
              >
                {t('admin.signups.refuse')}
              </Button>
            </PostForm>
          </>
        ),
      })}
    />
  );
}

/** The last decisions, for reference. */
export function DecidedRequests(props: { decided: readonly SignupRequestEntry[] }) {
  const language = useViewer().language;
  const t = useT();
  if (props.decided.length === 0) return null;
  return (
    <EntryList
      locale={language}
      title={t('admin.signups.decidedTitle')}
      lead={t('admin.signups.decidedLead')}
      error={null}
      status=""
      items={props.decided}
      entry={(r) => ({
        key: String(r.id),
        title: `${r.firstName} (@${r.username})`,
        badge:
          r.status === 'approved'
            ? { tone: 'success', label: t('admin.signups.approved') }
            : { tone: 'neutral', label: t('admin.signups.refused') },
        text: r.reason,
        meta: r.email,
        actions: null,
      })}
    />
  );
}

function inviteLine(t: Translate, i: SignupInviteEntry): string {
  const uses =
    i.maxUses === null
      ? t('admin.invites.usesSoFar', { count: i.uses })
      : t('admin.invites.usesOf', { count: i.uses, max: i.maxUses });
  const expiry = i.expiresAt
    ? t('admin.invites.expiresAt', { date: i.expiresAt.slice(0, 16).replace('T', ' ') })
    : t('admin.invites.neverExpires');
  const by = i.createdBy ? [t('admin.invites.madeBy', { username: i.createdBy })] : [];
  return [uses, expiry, ...by].join('; ');
}

/**
 * Issue 37: making an instance sign-up invite link, and the links made so far; decision 059: a
 * member's own links in Settings → Invite people, with their own lead.
 */
export function SignupInvites(props: {
  invites: readonly SignupInviteEntry[];
  result: (FormResult & { url?: string }) | undefined;
  busy: boolean;
  lead?: string;
}) {
  const language = useViewer().language;
  const id = useId();
  const csrf = useCsrfToken();
  const t = useT();
  const made = props.result?.intent === 'invite' ? props.result : undefined;
  const failure = isFailure(made) ? made : null;
  const errors = splitFailure(failure, ['uses', 'expires'] as const);
  const revoked = props.result?.intent === 'revoke' ? props.result : undefined;
  return (
    <>
      <Form method="post" className={s.form} aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className={s.sectionTitle}>
          {t('admin.invites.title')}
        </h2>
        <p className={s.updated}>{props.lead ?? t('admin.invites.lead')}</p>
        <input type="hidden" name="_csrf" value={csrf} />
        <input type="hidden" name="intent" value="invite" />
        <FormAlert id={`${id}-error`} message={errors.form} />
        <div className={s.grid}>
          <TextField
            id={`${id}-uses`}
            label={t('admin.invites.uses')}
            name="uses"
            inputMode="numeric"
            hint={t('admin.invites.usesHint')}
            defaultValue={failure?.fields.uses ?? '1'}
            {...errors.field('uses')}
          />
          <TextField
            id={`${id}-expires`}
            label={t('admin.invites.expires')}
            name="expires"
            hint={t('admin.invites.expiresHint')}
            defaultValue={failure?.fields.expires ?? '7d'}
            {...errors.field('expires')}
          />
        </div>
        {isSuccess(made) && made.url ? (
          <TextField
            id={`${id}-url`}
            label={t('admin.invites.newLink')}
            name="url"
            readOnly
            value={made.url}
            hint={made.message}
          />
        ) : null}
        <div className={s.actions}>
          <p className={s.status} role="status">
            {isSuccess(made) ? t('admin.invites.madeStatus') : ''}
          </p>
          <Button type="submit" variant="primary" loading={props.busy}>
            {t('admin.invites.make')}
          </Button>
        </div>
      </Form>
      <EntryList
        locale={language}
        title={t('admin.invites.listTitle')}
        lead={t(props.invites.length === 0 ? 'admin.invites.none' : 'admin.invites.newestFirst')}
        error={isFailure(revoked) ? revoked.error : null}
        status={isSuccess(revoked) ? revoked.message : ''}
        items={props.invites}
        entry={(i) => ({
          key: String(i.id),
          title: t('admin.invites.linkOf', { count: i.id }),
          badge: i.usable
            ? { tone: 'success', label: t('admin.invites.usable') }
            : {
                tone: 'neutral',
                label: t(i.revoked ? 'admin.invites.withdrawn' : 'admin.invites.spent'),
              },
          text: inviteLine(t, i),
          time: i.createdAt,
          timeLead: t('admin.invites.madeAt'),
          actions: i.usable ? (
            <PostForm fields={{ intent: 'revoke', id: String(i.id) }}>
              <Button
                type="submit"
                size="sm"
                aria-label={t('admin.invites.withdrawOf', { count: i.id })}
              >
                {t('admin.invites.withdraw')}
              </Button>
            </PostForm>
          ) : null,
        })}
      />
    </>
  );
}
