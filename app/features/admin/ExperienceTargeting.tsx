import { Checkbox } from '../../ui/Checkbox';
import { type Translate, useT } from '../../ui/i18n';
import s from './Admin.module.css';
import {
  AUDIENCE_OPTIONS,
  type ChoiceOf,
  type FormFields,
  NEWNESS_OPTIONS,
  PREDICATE_CHOICES,
  PREDICATE_LABEL,
  ROUTE_CHOICES,
  TRISTATE_OPTIONS,
} from './experience-form';
import { FieldRun, type FieldSpec } from './FieldRun';
import '../../lib/texts/admin';

function whoFields(t: Translate): FieldSpec[] {
  const options = (choices: readonly ChoiceOf[]) =>
    choices.map((c) => ({ value: c.value, label: t(c.label) }));
  return [
    {
      id: 'audience',
      label: t('admin.exp.audience'),
      name: 'audience',
      options: options(AUDIENCE_OPTIONS),
    },
    {
      id: 'newness',
      label: t('admin.exp.newness'),
      name: 'newness',
      options: options(NEWNESS_OPTIONS),
    },
    {
      id: 'boards',
      label: t('admin.exp.hasBoards'),
      name: 'has_boards',
      options: options(TRISTATE_OPTIONS),
    },
    {
      id: 'partner',
      label: t('admin.exp.isPartner'),
      name: 'is_partner',
      options: options(TRISTATE_OPTIONS),
    },
    {
      id: 'countries',
      label: t('admin.exp.countries'),
      name: 'countries',
      hint: t('admin.exp.countriesHint'),
      autoComplete: 'off',
    },
    {
      id: 'locales',
      label: t('admin.exp.locales'),
      name: 'locales',
      hint: t('admin.exp.localesHint'),
      autoComplete: 'off',
    },
  ];
}

/** The targeting fields of the experience form (issue 14): who, where, and on what condition. */
export function ExperienceTargeting(props: {
  id: string;
  values: FormFields;
  error: (field: string) => string | null;
}) {
  const t = useT();
  const { id, values: v, error } = props;
  const picked = (key: string) => new Set((v[key] ?? '').split(',').filter(Boolean));
  const routes = picked('routes');
  const predicates = picked('predicates');
  return (
    <fieldset className={s.fieldset}>
      <legend className={s.legend}>{t('admin.exp.who')}</legend>
      <div className={s.grid}>
        <FieldRun id={id} fields={whoFields(t)} values={v} error={error} />
      </div>
      <fieldset className={s.fieldset}>
        <legend className={s.legend}>{t('admin.exp.routes')}</legend>
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
        <legend className={s.legend}>{t('admin.exp.predicates')}</legend>
        <div className={s.checks}>
          {PREDICATE_CHOICES.map((p) => (
            <Checkbox
              key={p}
              id={`${id}-predicate-${p}`}
              label={t(PREDICATE_LABEL[p])}
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
        label={t('admin.exp.triggeredOnly')}
        hint={t('admin.exp.triggeredOnlyHint')}
        name="triggered_only"
        defaultChecked={Boolean(v.triggered_only)}
        error={error('triggered_only')}
      />
    </fieldset>
  );
}
