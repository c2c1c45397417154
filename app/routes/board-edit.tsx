import { Link } from 'react-router';
import { BoardEditForm } from '../features/boards';
import b from '../features/boards/Board.module.css';
import { boardEditAction, loadBoardEdit } from '../features/boards/boards.server';
import type { Route } from './+types/board-edit';

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData ? `Edit ${loaderData.board.name} | Tessera` : 'Edit board | Tessera' },
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
  const { board, pins, isOwner } = loaderData;
  return (
    <div className={b.page}>
      <p className={b.crumb}>
        <Link to={board.url}>{board.name}</Link>
      </p>
      <h1 className={b.pageTitle}>Edit your board</h1>
      <BoardEditForm
        key={`${board.id}:${board.name}`}
        board={board}
        pins={pins}
        isOwner={isOwner}
      />
    </div>
  );
}
