import { SectionEditForm } from '../features/boards';
import { loadSectionEdit, sectionEditAction } from '../features/boards/boards.server';
import { siteTitle } from '../lib/site-name';
import { Link } from '../ui/Link';
import type { Route } from './+types/section-edit';
import s from './edit-page.module.css';

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    {
      title: loaderData ? siteTitle(`Edit ${loaderData.section.title}`) : siteTitle('Edit section'),
    },
    { name: 'robots', content: 'noindex' },
  ];
}

export function loader({ context, request, params }: Route.LoaderArgs) {
  return loadSectionEdit(context, request, params.sectionId);
}

export function action({ context, request, params }: Route.ActionArgs) {
  return sectionEditAction(context, request, params.sectionId);
}

/** /boardsection/{id}/edit (M-046). */
export default function SectionEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { section, board } = loaderData;
  const failure = actionData && 'error' in actionData ? actionData : null;
  return (
    <div className={s.page}>
      <p className={s.crumb}>
        <Link to={`${board.url}${section.slug}/`}>
          {board.name} / {section.title}
        </Link>
      </p>
      <h1 className={s.title}>Edit section</h1>
      <SectionEditForm key={section.id} section={section} board={board} failure={failure} />
    </div>
  );
}
