import { BoardEditForm } from '../features/boards';
import { boardEditAction, loadBoardEdit } from '../features/boards/boards.server';
import { siteTitle } from '../lib/site-name';
import { Link } from '../ui/Link';
import type { Route } from './+types/board-edit';
import s from './edit-page.module.css';

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData ? siteTitle(`Edit ${loaderData.board.name}`) : siteTitle('Edit board') },
    { name: 'robots', content: 'noindex' },
  ];
}

export function loader({ context, request, params }: Route.LoaderArgs) {
  return loadBoardEdit(context, request, params.boardId);
}

export function action({ context, request, params }: Route.ActionArgs) {
  return boardEditAction(context, request, params.boardId);
}

/** /board/{id}/edit (M-043). */
export default function BoardEdit({ loaderData }: Route.ComponentProps) {
  const { board, pins, isOwner, commentsOff } = loaderData;
  return (
    <div className={s.page}>
      <p className={s.crumb}>
        <Link to={board.url}>{board.name}</Link>
      </p>
      <h1 className={s.title}>Edit your board</h1>
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
