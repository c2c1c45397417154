import { useId, useState } from 'react';
import { Form } from 'react-router';
import { useCsrfToken } from '../../lib/root-data';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
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
  TYPE_OPTIONS,
} from './experience-form';
import { FieldRun, type FieldSpec } from './FieldRun';

/** What the editor's action answered when it refused (experiences.server.ts). */
export interface ExperienceFormFailure {
  error: string;
  issues: FormIssue[];
  fields: Record<string, string>;
}

/** What the experience is and where it shows; the type is controlled, as the preview follows it. */
function identityFields(
  editing: boolean,
  type: { value: string; onValueChange: (value: string) => void },
): FieldSpec[] {
  return [
    {
      id: 'name',
      label: 'Name',
      name: 'name',
      hint: 'For employees only; people never see it.',
      autoComplete: 'off',
      required: true,
    },
    {
      id: 'id',
      label: 'Experience id',
      name: 'id',
      inputMode: 'numeric',
      hint: editing ? 'An id never changes.' : 'Leave empty for the next free id.',
      readOnly: editing,
      autoComplete: 'off',
    },
    { id: 'type', label: 'Type', name: 'type', options: TYPE_OPTIONS, ...type },
    {
      id: 'placements',
      label: 'Placement ids',
      name: 'placement_ids',
      hint: 'Comma-separated. Home: 11, 1000541, 1000503.',
      autoComplete: 'off',
      required: true,
    },
  ];
}

const TRIGGER_FIELDS: readonly FieldSpec[] = [
  {
    id: 'triggerable',
    label: 'Triggerable placed experiences',
    name: 'triggerable_placed_exps',
    hint: '‘placement:experience’ pairs, comma-separated, triggered when this one mounts.',
    autoComplete: 'off',
  },
];

const WHEN_FIELDS: readonly FieldSpec[] = [
  {
    id: 'priority',
    label: 'Priority',
    name: 'priority',
    inputMode: 'numeric',
    hint: 'Higher wins a placement; −1000 to 1000.',
  },
  {
    id: 'holdout',
    label: 'Holdout %',
    name: 'holdout_percent',
    inputMode: 'numeric',
    hint: 'This share of people never gets it, to measure it.',
  },
  {
    id: 'starts',
    label: 'Starts',
    name: 'starts_at',
    placeholder: '2026-01-01T09:00:00Z',
    hint: 'ISO time with its zone; empty: now.',
    autoComplete: 'off',
  },
  {
    id: 'ends',
    label: 'Ends',
    name: 'ends_at',
    placeholder: '2026-02-01T09:00:00Z',
    hint: 'Empty: never.',
    autoComplete: 'off',
  },
  {
    id: 'cap',
    label: 'Frequency cap',
    name: 'frequency_cap',
    inputMode: 'numeric',
    hint: 'The most views one person gets; empty: no cap.',
  },
];

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
          {editing ? `Edit ${props.experience?.name}` : 'New experience'}
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
            fields={identityFields(editing, { value: type, onValueChange: setType })}
            values={v}
            error={error}
          />
        </div>
        <TextArea
          id={`${id}-display`}
          label="display_data (JSON)"
          name="display_data"
          hint="What it says and does: spec 02 §3's fields for this type."
          value={displayData}
          onChange={(e) => setDisplayData(e.target.value)}
          rows={10}
          autoGrow
          error={error('display_data')}
        />
        <FieldRun id={id} fields={TRIGGER_FIELDS} values={v} error={error} />
        <ExperienceTargeting id={id} values={v} error={error} />
        <fieldset className={s.fieldset}>
          <legend className={s.legend}>When and how often</legend>
          <div className={s.grid}>
            <FieldRun id={id} fields={WHEN_FIELDS} values={v} error={error} />
          </div>
        </fieldset>
        <div className={s.actions}>
          <p className={s.status}>
            {editing ? `Saving keeps it ${v.state}.` : 'New experiences start as drafts.'}
          </p>
          <Button type="submit" variant="primary" loading={props.busy}>
            {editing ? 'Save' : 'Create experience'}
          </Button>
        </div>
      </Form>
      <ExperiencePreviewSlot id={Number(v.id) || 2} type={Number(type)} displayData={displayData} />
    </div>
  );
}
