import { useId, useState } from 'react';
import { Form } from 'react-router';
import { useCsrfToken } from '../../lib/root-data';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import { type Translate, useT } from '../../ui/i18n';
import { TextArea } from '../../ui/TextArea';
import s from './Admin.module.css';
import { ExperiencePreviewSlot } from './ExperiencePreviewSlot';
import { ExperienceTargeting } from './ExperienceTargeting';
import {
  type ExperienceView,
  type FormIssue,
  fieldOfPath,
  fieldsOf,
  NEW_FIELDS,
  TYPE_VALUES,
  typeName,
} from './experience-form';
import { FieldRun, type FieldSpec } from './FieldRun';
import '../../lib/texts/admin';

/** What the editor's action answered when it refused (experiences.server.ts). */
export interface ExperienceFormFailure {
  error: string;
  issues: FormIssue[];
  fields: Record<string, string>;
}

/** What the experience is and where it shows; the type is controlled, as the preview follows it. */
function identityFields(
  t: Translate,
  editing: boolean,
  type: { value: string; onValueChange: (value: string) => void },
): FieldSpec[] {
  return [
    {
      id: 'name',
      label: t('admin.exp.name'),
      name: 'name',
      hint: t('admin.exp.nameHint'),
      autoComplete: 'off',
      required: true,
    },
    {
      id: 'id',
      label: t('admin.exp.id'),
      name: 'id',
      inputMode: 'numeric',
      hint: editing ? t('admin.exp.idKept') : t('admin.exp.idNext'),
      readOnly: editing,
      autoComplete: 'off',
    },
    {
      id: 'type',
      label: t('admin.exp.type'),
      name: 'type',
      options: TYPE_VALUES.map((value) => ({
        value,
        label: `${value} · ${typeName(t, Number(value))}`,
      })),
      ...type,
    },
    {
      id: 'placements',
      label: t('admin.exp.placements'),
      name: 'placement_ids',
      hint: t('admin.exp.placementsHint'),
      autoComplete: 'off',
      required: true,
    },
  ];
}

function triggerFields(t: Translate): FieldSpec[] {
  return [
    {
      id: 'triggerable',
      label: t('admin.exp.triggerable'),
      name: 'triggerable_placed_exps',
      hint: t('admin.exp.triggerableHint'),
      autoComplete: 'off',
    },
  ];
}

function whenFields(t: Translate): FieldSpec[] {
  return [
    {
      id: 'priority',
      label: t('admin.exp.priority'),
      name: 'priority',
      inputMode: 'numeric',
      hint: t('admin.exp.priorityHint'),
    },
    {
      id: 'holdout',
      label: t('admin.exp.holdout'),
      name: 'holdout_percent',
      inputMode: 'numeric',
      hint: t('admin.exp.holdoutHint'),
    },
    {
      id: 'starts',
      label: t('admin.exp.starts'),
      name: 'starts_at',
      placeholder: '2026-01-01T09:00:00Z',
      hint: t('admin.exp.startsHint'),
      autoComplete: 'off',
    },
    {
      id: 'ends',
      label: t('admin.exp.ends'),
      name: 'ends_at',
      placeholder: '2026-02-01T09:00:00Z',
      hint: t('admin.exp.endsHint'),
      autoComplete: 'off',
    },
    {
      id: 'cap',
      label: t('admin.exp.cap'),
      name: 'frequency_cap',
      inputMode: 'numeric',
      hint: t('admin.exp.capHint'),
    },
  ];
}

/** Each field's messages; a path below the field (`display_data.title`) keeps its tail. */
function messagesByField(issues: readonly FormIssue[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const i of issues) {
    const field = fieldOfPath(i.path);
    // a list's index alone ('countries.0') says less than the message does
    const tail = i.path
      .split('.')
      .slice(field === i.path.split('.')[0] ? 1 : 2)
      .join('.')
      .replace(/^\d+$/, '');
    const line = tail ? `${tail}: ${i.message}` : i.message;
    out.set(field, out.has(field) ? `${out.get(field)} ${line}` : line);
  }
  return out;
}

/**
 * Creates or edits an experience (issue 14): what it is, where it shows, what it says
 * (display_data as JSON, checked on the server and shown by path), who sees it and when. A plain
 * POST to the page's action, so it works before the scripts load.
 */
export function ExperienceForm(props: {
  experience: ExperienceView | null;
  failure: ExperienceFormFailure | undefined;
  busy: boolean;
}) {
  const t = useT();
  const id = useId();
  const csrf = useCsrfToken();
  const v = props.failure?.fields ?? (props.experience ? fieldsOf(props.experience) : NEW_FIELDS);
  const [type, setType] = useState(v.type ?? '10');
  const [displayData, setDisplayData] = useState(v.display_data ?? '{}');
  const issues = props.failure?.issues ?? [];
  const byField = messagesByField(issues);
  const error = (field: string) => byField.get(field) ?? null;
  const editing = props.experience !== null;
  const known = new Set([...Object.keys(NEW_FIELDS), 'form']);
  const elsewhere = issues.filter((i) => !known.has(fieldOfPath(i.path)));
  return (
    <div className={s.editor}>
      <Form method="post" className={s.form} aria-labelledby={`${id}-title`} noValidate>
        <h2 id={`${id}-title`} className={s.sectionTitle}>
          {editing ? t('admin.exp.editOf', { name: props.experience?.name }) : t('admin.exp.new')}
        </h2>
        <input type="hidden" name="_csrf" value={csrf} />
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="state" value={v.state} />
        <FormAlert
          id={`${id}-error`}
          message={
            props.failure
              ? [props.failure.error, ...elsewhere.map((i) => `${i.path}: ${i.message}`)].join(' ')
              : null
          }
        />
        <div className={s.grid}>
          <FieldRun
            id={id}
            fields={identityFields(t, editing, { value: type, onValueChange: setType })}
            values={v}
            error={error}
          />
        </div>
        <TextArea
          id={`${id}-display`}
          label={t('admin.exp.displayData')}
          name="display_data"
          hint={t('admin.exp.displayDataHint')}
          value={displayData}
          onChange={(e) => setDisplayData(e.target.value)}
          rows={10}
          autoGrow
          error={error('display_data')}
        />
        <FieldRun id={id} fields={triggerFields(t)} values={v} error={error} />
        <ExperienceTargeting id={id} values={v} error={error} />
        <fieldset className={s.fieldset}>
          <legend className={s.legend}>{t('admin.exp.when')}</legend>
          <div className={s.grid}>
            <FieldRun id={id} fields={whenFields(t)} values={v} error={error} />
          </div>
        </fieldset>
        <div className={s.actions}>
          <p className={s.status}>
            {editing ? t('admin.exp.keepsState', { state: v.state }) : t('admin.exp.startsDraft')}
          </p>
          <Button type="submit" variant="primary" loading={props.busy}>
            {editing ? t('admin.exp.save') : t('admin.exp.create')}
          </Button>
        </div>
      </Form>
      <ExperiencePreviewSlot id={Number(v.id) || 2} type={Number(type)} displayData={displayData} />
    </div>
  );
}
