import { SectionEditForm } from '../features/boards';
import { loadSectionEdit, sectionEditAction } from '../features/boards/boards.server';
import { text } from '../lib/i18n.server';
import { fallbackTitle, siteTitle } from '../lib/site-name';
import { useT } from '../ui/i18n';
import { Link } from '../ui/Link';
import type { Route } from './+types/section-edit';
import s from './edit-page.module.css';
import '../lib/texts/boards';
import type { TextsHandle } from '../lib/catalog-links';

/** Decision 064: the text bundles this page shows beyond core; its head preloads them. */
export const handle: TextsHandle = { texts: ['boards'] };

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  return [
    {
      title: loaderData ? siteTitle(loaderData.title) : fallbackTitle({ matches, error }),
    },
    { name: 'robots', content: 'noindex' },
  ];
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const data = await loadSectionEdit(context, request, params.sectionId);
  return { ...data, title: text(context, 'boards.editTitle', { name: data.section.title }) };
}

export function action({ context, request, params }: Route.ActionArgs) {
  return sectionEditAction(context, request, params.sectionId);
}

/** /boardsection/{id}/edit (M-046). */
export default function SectionEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { section, board } = loaderData;
  const t = useT();
  const failure = actionData && 'error' in actionData ? actionData : null;
  return (
    <div className={s.page}>
      <p className={s.crumb}>
        <Link to={`${board.url}${section.slug}/`}>
          {board.name} / {section.title}
        </Link>
      </p>
      <h1 className={s.title}>{t('boards.editSection')}</h1>
      <SectionEditForm key={section.id} section={section} board={board} failure={failure} />
    </div>
  );
}
