import { Form, Link } from 'react-router';
import type { MessageId } from '#domain/i18n/catalogs/en';
import {
  AUDIT_ACTIONS,
  type AuditAction,
  type AuditFilter,
  COMMAND_LINE_ACTOR,
  isAuditAction,
} from '#domain/moderation/moderation';
import { Button } from '../../ui/Button';
import { type Translate, useT } from '../../ui/i18n';
import { Select } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import s from './Admin.module.css';
import { When } from './People';
import '../../lib/texts/admin';

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
  details?: Record<string, unknown>;
}

/** Each action's name in the page's language (AUDIT_ACTIONS has the English). */
const ACTION_LABEL: Record<AuditAction, MessageId> = {
  'report.remove_pin': 'admin.log.a.report_remove_pin',
  'report.dismiss': 'admin.log.a.report_dismiss',
  'report.warn': 'admin.log.a.report_warn',
  'report.suspend': 'admin.log.a.report_suspend',
  'report.block_domain': 'admin.log.a.report_block_domain',
  'report.remove_comment': 'admin.log.a.report_remove_comment',
  'report.dismiss_comment': 'admin.log.a.report_dismiss_comment',
  'report.clear_profile': 'admin.log.a.report_clear_profile',
  'report.dismiss_profile': 'admin.log.a.report_dismiss_profile',
  'user.suspend': 'admin.log.a.user_suspend',
  'user.unsuspend': 'admin.log.a.user_unsuspend',
  'user.delete': 'admin.log.a.user_delete',
  'user.role': 'admin.log.a.user_role',
  'domain.list': 'admin.log.a.domain_list',
  'domain.unlist': 'admin.log.a.domain_unlist',
  'instance.settings': 'admin.log.a.instance_settings',
  'signup.approve': 'admin.log.a.signup_approve',
  'signup.refuse': 'admin.log.a.signup_refuse',
  'invite.create': 'admin.log.a.invite_create',
  'invite.revoke': 'admin.log.a.invite_revoke',
};

/** The settings an instance.settings entry names (their keys, stored) by their form labels. */
const SETTING_LABEL: Readonly<Record<string, MessageId>> = {
  name: 'admin.settings.name',
  description: 'admin.settings.description',
  logoUrl: 'admin.logo.title',
  contactEmail: 'admin.settings.contact',
  rules: 'admin.settings.rules',
  terms: 'admin.settings.terms',
  privacy: 'admin.settings.privacy',
  defaultLanguage: 'language.instanceDefault',
  signupMode: 'admin.settings.mode',
  membersMayInvite: 'admin.settings.membersInvite',
  requireEmailConfirmation: 'admin.settings.confirmEmail',
};

/**
 * What an entry was done to, in the page's language (decision 064): the stored names a person
 * gave (a username, a pin's title, a host) as they are; the stored codes (the target's kind, the
 * settings' keys, a comment's pin) through the catalog.
 */
function targetLabel(t: Translate, e: AuditRow): string {
  if (e.targetType === 'instance' && e.targetLabel) {
    return e.targetLabel
      .split(', ')
      .map((key) => (Object.hasOwn(SETTING_LABEL, key) ? t(SETTING_LABEL[key] as MessageId) : key))
      .join(', ');
  }
  const pin = e.details?.pinId;
  if (e.targetType === 'comment' && (typeof pin === 'number' || typeof pin === 'string')) {
    return t('admin.log.commentOnPin', { pin: String(pin) });
  }
  return e.targetLabel || t('admin.log.targetOf', { type: e.targetType, id: e.targetId });
}

function target(t: Translate, e: AuditRow) {
  const label = targetLabel(t, e);
  if (e.targetType === 'user') return <Link to={`/admin/users/${e.targetId}`}>@{label}</Link>;
  if (e.targetType === 'pin') return <Link to={`/pin/${e.targetId}/`}>{label}</Link>;
  return (
    <>
      {label} <span className={s.muted}>({t('admin.log.targetType', { type: e.targetType })})</span>
    </>
  );
}

/** Who did it: an administrator's username, or the command line (stored as its code) said. */
function actor(t: Translate, e: AuditRow): string {
  if (e.actorId) return `@${e.actor}`;
  return e.actor === COMMAND_LINE_ACTOR ? t('admin.log.commandLine') : e.actor;
}

/** The log's entries, newest first, with who, what, on what, when and why. */
export function AuditTable(props: { entries: readonly AuditRow[]; title?: string }) {
  const t = useT();
  return (
    <section className={s.form} aria-labelledby="log-title">
      <h2 id="log-title" className={s.sectionTitle}>
        {props.title ?? t('admin.log.entries')}
      </h2>
      {props.entries.length === 0 ? (
        <p className={s.muted}>{t('admin.log.nothing')}</p>
      ) : (
        <div className={s.scroll}>
          <table className={`${s.table} ${s.stacked}`}>
            <thead>
              <tr>
                <th scope="col">{t('admin.log.when')}</th>
                <th scope="col">{t('admin.log.who')}</th>
                <th scope="col">{t('admin.log.what')}</th>
                <th scope="col">{t('admin.log.on')}</th>
                <th scope="col">{t('admin.log.reason')}</th>
              </tr>
            </thead>
            <tbody>
              {props.entries.map((e) => (
                <tr key={e.id} data-audit-action={e.action}>
                  <td data-label={t('admin.log.when')}>
                    <span>
                      <When iso={e.at} />
                    </span>
                  </td>
                  <td data-label={t('admin.log.who')}>
                    <span>{actor(t, e)}</span>
                  </td>
                  <td data-label={t('admin.log.what')}>
                    <span>
                      {isAuditAction(e.action) ? t(ACTION_LABEL[e.action]) : e.actionLabel}
                    </span>
                  </td>
                  <td data-label={t('admin.log.on')}>
                    <span>{target(t, e)}</span>
                  </td>
                  <td data-label={t('admin.log.reason')}>
                    <span>
                      {e.reason || <span className={s.muted}>{t('admin.log.none')}</span>}
                    </span>
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

/** /admin/log's filters: a GET form, so a filtered log has its own address. */
export function AuditFilters({ filter }: { filter: AuditFilter }) {
  const t = useT();
  const actions = Object.keys(AUDIT_ACTIONS) as AuditAction[];
  return (
    <Form method="get" className={s.form} aria-label={t('admin.log.filter')}>
      <div className={s.filters}>
        <TextField
          name="actor"
          label={t('admin.log.administrator')}
          defaultValue={filter.actor ?? ''}
        />
        <Select
          name="action"
          label={t('admin.log.action')}
          defaultValue={filter.action ?? ''}
          options={[
            { value: '', label: t('admin.log.anyAction') },
            ...actions.map((value) => ({ value, label: t(ACTION_LABEL[value]) })),
          ]}
        />
        <TextField name="target" label={t('admin.log.target')} defaultValue={filter.target ?? ''} />
        <TextField
          name="from"
          label={t('admin.log.from')}
          placeholder={t('admin.log.datePattern')}
          pattern="\d{4}-\d{2}-\d{2}"
          defaultValue={filter.from ?? ''}
        />
        <TextField
          name="to"
          label={t('admin.log.to')}
          placeholder={t('admin.log.datePattern')}
          pattern="\d{4}-\d{2}-\d{2}"
          defaultValue={filter.to ?? ''}
        />
        <Button type="submit" variant="primary">
          {t('admin.log.apply')}
        </Button>
      </div>
    </Form>
  );
}
