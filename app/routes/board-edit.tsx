import { BoardEditForm } from '../features/boards';
import { boardEditAction, loadBoardEdit } from '../features/boards/boards.server';
import { text } from '../lib/i18n.server';
import { fallbackTitle, siteTitle } from '../lib/site-name';
import { useT } from '../ui/i18n';
import { Link } from '../ui/Link';
import type { Route } from './+types/board-edit';
import s from './edit-page.module.css';
import '../lib/texts/boards';
import type { TextsHandle } from '../lib/catalog-links';

/** Decision 064: the text bundles this page shows beyond core; its head preloads them. */
export const handle: TextsHandle = { texts: ['boards'] };

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  return [
    { title: loaderData ? siteTitle(loaderData.title) : fallbackTitle({ matches, error }) },
    { name: 'robots', content: 'noindex' },
  ];
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const data = await loadBoardEdit(context, request, params.boardId);
  return { ...data, title: text(context, 'boards.editTitle', { name: data.board.name }) };
}

export function action({ context, request, params }: Route.ActionArgs) {
  return boardEditAction(context, request, params.boardId);
}

/** /board/{id}/edit (M-043). */
export default function BoardEdit({ loaderData }: Route.ComponentProps) {
  const { board, pins, isOwner, commentsOff } = loaderData;
  const t = useT();
  return (
    <div className={s.page}>
      <p className={s.crumb}>
        <Link to={board.url}>{board.name}</Link>
      </p>
      <h1 className={s.title}>{t('boards.editYourBoard')}</h1>
      <BoardEditForm
        key={`${board.id}:${board.name}`}
        board={board}
        pins={pins}
        isOwner={isOwner}
        commentsOff={commentsOff}
      />
    </div>
  );
}
