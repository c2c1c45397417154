import { useNavigation } from 'react-router';
import { AdminNav, ExperienceList } from '../features/admin';
import { experiencesAction, loadExperiences } from '../features/admin/experiences.server';
import type { TextsHandle } from '../lib/catalog-links';
import { fallbackTitle, siteTitle } from '../lib/site-name';
import { ButtonLink } from '../ui/Button';
import { useT } from '../ui/i18n';
import type { Route } from './+types/admin-experiences';
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

export function loader({ context, request }: Route.LoaderArgs) {
  return loadExperiences(context, request);
}

export function action({ context, request }: Route.ActionArgs) {
  return experiencesAction(context, request);
}

/**
 * Issue 14: employees author the experiences (spec 02 §3) the server shows at each placement;
 * everyone else gets the 404 page.
 */
export default function AdminExperiences({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const t = useT();
  // busy until the list is read again after the post, so a notice never shows a stale list
  const posting = navigation.state === 'idle' ? null : Number(navigation.formData?.get('id'));
  const saved = loaderData.saved
    ? loaderData.experiences.find((e) => e.id === loaderData.saved)
    : undefined;
  return (
    <div className={s.page}>
      <AdminNav />
      <div className={s.head}>
        <h1 className={s.title}>{t('admin.nav.experiences')}</h1>
        <ButtonLink to="/admin/experiences/new" variant="primary">
          {t('admin.exp.new')}
        </ButtonLink>
      </div>
      <p className={s.lead}>{t('admin.exp.lead')}</p>
      <ExperienceList
        experiences={loaderData.experiences}
        result={actionData}
        notice={saved ? t('admin.exp.saved', { name: saved.name }) : null}
        posting={posting !== null && Number.isFinite(posting) ? posting : null}
      />
    </div>
  );
}
