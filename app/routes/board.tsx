import { BoardView } from '../features/boards';
import { loadBoard } from '../features/boards/boards.server';
import { pageMeta } from '../lib/meta';
import { siteTitle } from '../lib/site-name';
import type { Route } from './+types/board';

export async function loader({ context, params }: Route.LoaderArgs) {
  return loadBoard(context, params.username, params.boardSlug);
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: siteTitle('Not found') }];
  const { board, origin } = loaderData;
  const cover = board.coverImages[0]?.['474x'];
  const tags = pageMeta({
    title: siteTitle(`${board.name} by ${board.owner.fullName}`),
    description: board.description || `${board.pinCount} pins on ${board.name}.`,
    origin,
    path: board.url,
    image: cover
      ? { url: cover.url, width: cover.width, height: cover.height, alt: board.name }
      : null,
  });
  // secret boards are for members only: never indexed
  return board.privacy === 'public' ? tags : [...tags, { name: 'robots', content: 'noindex' }];
}

/** /{username}/{board}/ (M-047). */
export default function Board({ loaderData }: Route.ComponentProps) {
  const { board, sections, page, version } = loaderData;
  return (
    <BoardView board={board} sections={sections} section={null} page={page} version={version} />
  );
}
