import { Checkbox } from '../../ui/Checkbox';
import s from './Admin.module.css';
import {
  AUDIENCE_OPTIONS,
  type FormFields,
  NEWNESS_OPTIONS,
  PREDICATE_CHOICES,
  ROUTE_CHOICES,
  TRISTATE_OPTIONS,
} from './experience-form';
import { FieldRun, type FieldSpec } from './FieldRun';

const PREDICATE_LABEL: Record<(typeof PREDICATE_CHOICES)[number], string> = {
  has_saved_a_pin: 'Has saved a Pin',
  has_no_saved_pin: 'Has saved no Pin',
  has_created_a_pin: 'Has created a Pin',
  has_no_created_pin: 'Has created no Pin',
  has_followers: 'Has followers',
  is_employee: 'Is an employee',
};

const WHO_FIELDS: readonly FieldSpec[] = [
  { id: 'audience', label: 'Audience', name: 'audience', options: AUDIENCE_OPTIONS },
  { id: 'newness', label: 'New or returning', name: 'newness', options: NEWNESS_OPTIONS },
  { id: 'boards', label: 'Has boards', name: 'has_boards', options: TRISTATE_OPTIONS },
  {
    id: 'partner',
    label: 'Has a business account',
    name: 'is_partner',
    options: TRISTATE_OPTIONS,
  },
  {
    id: 'countries',
    label: 'Countries',
    name: 'countries',
    hint: 'Two capital letters each, like US, GB. Empty: every country.',
    autoComplete: 'off',
  },
  {
    id: 'locales',
    label: 'Locales',
    name: 'locales',
    hint: 'Like en, en-GB. Empty: every locale.',
    autoComplete: 'off',
  },
];

/** The targeting fields of the experience form (issue 14): who, where, and on what condition. */
export function ExperienceTargeting(props: {
  id: string;
  values: FormFields;
  error: (field: string) => string | null;
}) {
  const { id, values: v, error } = props;
  const picked = (key: string) => new Set((v[key] ?? '').split(',').filter(Boolean));
  const routes = picked('routes');
  const predicates = picked('predicates');
  return (
    <fieldset className={s.fieldset}>
      <legend className={s.legend}>Who sees it</legend>
      <div className={s.grid}>
        <FieldRun id={id} fields={WHO_FIELDS} values={v} error={error} />
      </div>
      <fieldset className={s.fieldset}>
        <legend className={s.legend}>Only on these pages (none ticked: every page)</legend>
        <div className={s.checks}>
          {ROUTE_CHOICES.map((r) => (
            <Checkbox
              key={r}
              id={`${id}-route-${r}`}
              label={r}
              name="routes"
              value={r}
              defaultChecked={routes.has(r)}
            />
          ))}
        </div>
        {error('routes') ? <p className={s.fieldError}>{error('routes')}</p> : null}
      </fieldset>
      <fieldset className={s.fieldset}>
        <legend className={s.legend}>Only for people who… (all ticked must hold)</legend>
        <div className={s.checks}>
          {PREDICATE_CHOICES.map((p) => (
            <Checkbox
              key={p}
              id={`${id}-predicate-${p}`}
              label={PREDICATE_LABEL[p]}
              name="predicates"
              value={p}
              defaultChecked={predicates.has(p)}
            />
          ))}
        </div>
        {error('predicates') ? <p className={s.fieldError}>{error('predicates')}</p> : null}
      </fieldset>
      <Checkbox
        id={`${id}-triggered`}
        label="Triggered only"
        hint="Shown only to someone another experience’s trigger named it for."
        name="triggered_only"
        defaultChecked={Boolean(v.triggered_only)}
        error={error('triggered_only')}
      />
    </fieldset>
  );
}
