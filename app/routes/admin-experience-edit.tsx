import { useNavigation } from 'react-router';
import {
  AdminNav,
  DeleteButton,
  ExperienceForm,
  type ExperienceFormFailure,
  StateButton,
  summaryOf,
} from '../features/admin';
import { experienceEditorAction, loadExperienceEditor } from '../features/admin/experiences.server';
import type { TextsHandle } from '../lib/catalog-links';
import { fallbackTitle, siteTitle } from '../lib/site-name';
import { FormAlert } from '../ui/FormAlert';
import { useT } from '../ui/i18n';
import type { Route } from './+types/admin-experience-edit';
import s from './admin-experiences.module.css';
import '../lib/texts/admin';

/** Decision 064: the text bundles this page shows beyond core; its head preloads them. */
export const handle: TextsHandle = { texts: ['admin'] };

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  return [
    { title: loaderData ? siteTitle(loaderData.title) : fallbackTitle({ matches, error }) },
    { name: 'robots', content: 'noindex' },
  ];
}

export function loader({ context, params }: Route.LoaderArgs) {
  return loadExperienceEditor(context, params.experienceId);
}

export function action({ context, request, params }: Route.ActionArgs) {
  return experienceEditorAction(context, request, params.experienceId);
}

function isEditorFailure(v: unknown): v is ExperienceFormFailure {
  return v !== null && typeof v === 'object' && 'issues' in v;
}

/** Issue 14: one experience's editor (or a new one's), for employees; a 404 for everyone else. */
export default function AdminExperienceEdit({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const t = useT();
  const intent = navigation.state === 'idle' ? null : navigation.formData?.get('intent');
  const { experience } = loaderData;
  const failure = isEditorFailure(actionData) ? actionData : undefined;
  const stateResult = actionData && !isEditorFailure(actionData) ? actionData : undefined;
  return (
    <div className={s.page}>
      <AdminNav />
      <div className={s.head}>
        <h1 className={s.title}>{experience ? experience.name : t('admin.exp.new')}</h1>
        {experience ? (
          <div className={s.buttons}>
            <StateButton
              experience={experience}
              busy={intent === 'activate' || intent === 'pause'}
            />
            <DeleteButton experience={experience} busy={intent === 'delete'} />
          </div>
        ) : null}
      </div>
      {experience ? <p className={s.lead}>{summaryOf(t, experience)}</p> : null}
      <FormAlert
        id="experience-state-error"
        message={stateResult && 'error' in stateResult ? stateResult.error : null}
      />
      <p className={s.notice} role="status">
        {stateResult && 'message' in stateResult ? stateResult.message : ''}
      </p>
      <ExperienceForm
        key={experience ? `${experience.id}:${experience.updated_at}` : 'new'}
        experience={experience}
        failure={failure}
        busy={intent === 'save'}
      />
    </div>
  );
}
