import { useId } from 'react';
import { Form } from 'react-router';
import type { SignupMode } from '#domain/instance/settings';
import { type FormResult, isFailure, isSuccess } from '../../lib/form-result';
import { useCsrfToken } from '../../lib/root-data';
import { Button } from '../../ui/Button';
import { EntryList } from '../../ui/EntryList';
import { FormAlert } from '../../ui/FormAlert';
import { TextField } from '../../ui/TextField';
import { splitFailure } from '../auth';
import s from './Admin.module.css';
import { PostForm } from './PostForm';

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

/** Issue 37: the requests waiting for an administrator, each with Approve and Refuse. */
export function SignupQueue(props: {
  mode: SignupMode;
  pending: readonly SignupRequestEntry[];
  result: FormResult | undefined;
}) {
  const result =
    props.result?.intent === 'approve' || props.result?.intent === 'refuse'
      ? props.result
      : undefined;
  const n = props.pending.length;
  return (
    <EntryList
      title="Waiting for approval"
      lead={
        n === 0
          ? props.mode === 'approval'
            ? 'No request is waiting.'
            : 'No request is waiting. Requests come in while the sign-up mode is “By approval”.'
          : `${n} ${n === 1 ? 'request' : 'requests'}, oldest first. The person is told by email either way.`
      }
      error={isFailure(result) ? result.error : null}
      status={isSuccess(result) ? result.message : ''}
      items={props.pending}
      entry={(r) => ({
        key: String(r.id),
        title: `${r.firstName} (@${r.username})`,
        badge: { tone: 'warning', label: 'Waiting' },
        text: r.reason,
        meta: (
          <>
            {r.email} · asked <time dateTime={r.createdAt}>{r.createdAt.slice(0, 10)}</time>
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
                aria-label={`Approve ${r.username}`}
              >
                Approve
              </Button>
            </PostForm>
            <PostForm fields={{ intent: 'refuse', id: String(r.id) }}>
              <Button type="submit" size="sm" aria-label={`Refuse ${r.username}`}>
                Refuse
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
  if (props.decided.length === 0) return null;
  return (
    <EntryList
      title="Recently decided"
      lead="The last requests approved or refused."
      error={null}
      status=""
      items={props.decided}
      entry={(r) => ({
        key: String(r.id),
        title: `${r.firstName} (@${r.username})`,
        badge:
          r.status === 'approved'
            ? { tone: 'success', label: 'Approved' }
            : { tone: 'neutral', label: 'Refused' },
        text: r.reason,
        meta: r.email,
        actions: null,
      })}
    />
  );
}

function inviteLine(i: SignupInviteEntry): string {
  const uses =
    i.maxUses === null ? `${i.uses} uses so far, no limit` : `${i.uses} of ${i.maxUses} uses`;
  const expiry = i.expiresAt
    ? `expires ${i.expiresAt.slice(0, 16).replace('T', ' ')} UTC`
    : 'never expires';
  return `${uses}; ${expiry}${i.createdBy ? `; made by @${i.createdBy}` : ''}`;
}

/** Issue 37: making an instance sign-up invite link, and the links made so far. */
export function SignupInvites(props: {
  invites: readonly SignupInviteEntry[];
  result: (FormResult & { url?: string }) | undefined;
  busy: boolean;
}) {
  const id = useId();
  const csrf = useCsrfToken();
  const made = props.result?.intent === 'invite' ? props.result : undefined;
  const failure = isFailure(made) ? made : null;
  const errors = splitFailure(failure, ['uses', 'expires'] as const);
  const revoked = props.result?.intent === 'revoke' ? props.result : undefined;
  return (
    <>
      <Form method="post" className={s.form} aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className={s.sectionTitle}>
          Make an invite link
        </h2>
        <p className={s.updated}>
          An invite link lets someone make an account on this instance while sign-up is by
          invitation or by approval (it skips the queue). It is not a board invite.
        </p>
        <input type="hidden" name="_csrf" value={csrf} />
        <input type="hidden" name="intent" value="invite" />
        <FormAlert id={`${id}-error`} message={errors.form} />
        <div className={s.grid}>
          <TextField
            id={`${id}-uses`}
            label="Uses"
            name="uses"
            inputMode="numeric"
            hint="How many accounts it may make. Empty: any number."
            defaultValue={failure?.fields.uses ?? '1'}
            {...errors.field('uses')}
          />
          <TextField
            id={`${id}-expires`}
            label="Expires after"
            name="expires"
            hint="Such as 7d, 12h or 30m, or never."
            defaultValue={failure?.fields.expires ?? '7d'}
            {...errors.field('expires')}
          />
        </div>
        {isSuccess(made) && made.url ? (
          <TextField
            id={`${id}-url`}
            label="The new link (shown once)"
            name="url"
            readOnly
            value={made.url}
            hint={made.message}
          />
        ) : null}
        <div className={s.actions}>
          <p className={s.status} role="status">
            {isSuccess(made) ? 'Invite link made.' : ''}
          </p>
          <Button type="submit" variant="primary" loading={props.busy}>
            Make link
          </Button>
        </div>
      </Form>
      <EntryList
        title="Invite links"
        lead={props.invites.length === 0 ? 'No invite link was made yet.' : 'The newest first.'}
        error={isFailure(revoked) ? revoked.error : null}
        status={isSuccess(revoked) ? revoked.message : ''}
        items={props.invites}
        entry={(i) => ({
          key: String(i.id),
          title: `Invite link #${i.id}`,
          badge: i.usable
            ? { tone: 'success', label: 'Usable' }
            : { tone: 'neutral', label: i.revoked ? 'Withdrawn' : 'Spent or expired' },
          text: inviteLine(i),
          time: i.createdAt,
          timeLead: 'Made',
          actions: i.usable ? (
            <PostForm fields={{ intent: 'revoke', id: String(i.id) }}>
              <Button type="submit" size="sm" aria-label={`Withdraw invite link ${i.id}`}>
                Withdraw
              </Button>
            </PostForm>
          ) : null,
        })}
      />
    </>
  );
}
