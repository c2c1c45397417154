import { useEffect, useId, useState } from 'react';
import { Form } from 'react-router';
import {
  DEFAULT_BLOCK_MESSAGES,
  isListedStatus,
  type ListedStatus,
  MAX_BLOCK_MESSAGE,
} from '#domain/sharing/offsite';
import { type FormResult, isFailure, isSuccess } from '../../lib/form-result';
import { useCsrfToken } from '../../lib/root-data';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import { useT } from '../../ui/i18n';
import { Select } from '../../ui/Select';
import { TextArea } from '../../ui/TextArea';
import { TextField } from '../../ui/TextField';
import { splitFailure } from '../auth';
import s from './Admin.module.css';
import { statusOptions } from './statuses';
import '../../lib/texts/admin';

const FIELDS = ['host', 'status', 'message'] as const;

/** The service counts a message in characters (code points), so the counter does too. */
function characters(value: string): number {
  return [...value].length;
}

/**
 * Adds a domain to the safety list or changes its entry (listing a host again replaces its
 * status and message). A plain POST to the page's action, so it works before the scripts load.
 */
export function DomainEntryForm(props: { result: FormResult | undefined; busy: boolean }) {
  const id = useId();
  // a refusal of no known form (a stale or forged post) shows here, at the top
  const result = (props.result?.intent ?? 'list') === 'list' ? props.result : undefined;
  const failure = isFailure(result) ? result : null;
  const errors = splitFailure(failure, FIELDS);
  // a new, empty form after each entry is stored
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (isSuccess(result)) setRound((r) => r + 1);
  }, [result]);
  return (
    <EntryFields
      key={round}
      id={id}
      typed={failure?.fields ?? {}}
      errors={errors}
      notice={isSuccess(result) && !props.busy ? result.message : ''}
      busy={props.busy}
    />
  );
}

function EntryFields(props: {
  id: string;
  typed: Record<string, string>;
  errors: ReturnType<typeof splitFailure>;
  notice: string;
  busy: boolean;
}) {
  const { id, typed, errors } = props;
  const csrf = useCsrfToken();
  const t = useT();
  const [status, setStatus] = useState<ListedStatus>(
    isListedStatus(typed.status) ? typed.status : 'blocked',
  );
  const errorId = `${id}-error`;
  return (
    <Form method="post" className={s.form} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={s.sectionTitle}>
        {t('admin.domains.formTitle')}
      </h2>
      <input type="hidden" name="_csrf" value={csrf} />
      <input type="hidden" name="intent" value="list" />
      <FormAlert id={errorId} message={errors.form} />
      <TextField
        id={`${id}-host`}
        label={t('admin.domains.host')}
        name="host"
        autoComplete="off"
        inputMode="url"
        hint={t('admin.domains.hostHint')}
        defaultValue={typed.host}
        required
        {...errors.field('host')}
      />
      <Select
        id={`${id}-status`}
        label={t('admin.domains.status')}
        name="status"
        options={statusOptions(t)}
        value={status}
        onValueChange={(v) => {
          if (isListedStatus(v)) setStatus(v);
        }}
        required
        error={errors.field('status').error}
      />
      <TextArea
        id={`${id}-message`}
        label={t('admin.domains.message')}
        name="message"
        autoComplete="off"
        hint={t('admin.domains.messageHint', { text: t(DEFAULT_BLOCK_MESSAGES[status]) })}
        defaultValue={typed.message}
        counter={{ max: MAX_BLOCK_MESSAGE, count: characters }}
        autoGrow
        {...errors.field('message')}
      />
      <div className={s.actions}>
        <p className={s.status} role="status">
          {props.notice}
        </p>
        <Button type="submit" variant="primary" loading={props.busy}>
          {t('admin.domains.save')}
        </Button>
      </div>
    </Form>
  );
}
