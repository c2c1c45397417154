import { BoardView } from '../features/boards';
import { loadBoard } from '../features/boards/boards.server';
import { text } from '../lib/i18n.server';
import { pageMeta } from '../lib/meta';
import { fallbackTitle, siteTitle } from '../lib/site-name';
import type { Route } from './+types/board';
import '../lib/texts/boards';
import type { TextsHandle } from '../lib/catalog-links';

/** Decision 064: the text bundles this page shows beyond core; its head preloads them. */
export const handle: TextsHandle = { texts: ['boards'] };

export async function loader({ context, params }: Route.LoaderArgs) {
  const data = await loadBoard(context, params.username, params.boardSlug);
  const { board } = data;
  const title = text(context, 'boards.titleBy', { board: board.name, name: board.owner.fullName });
  const summary = text(context, 'boards.summary', {
    count: board.pinCount,
    n: String(board.pinCount),
    board: board.name,
  });
  return { ...data, title, summary };
}

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  if (!loaderData) return [{ title: fallbackTitle({ matches, error }) }];
  const { board, origin, title, summary } = loaderData;
  const cover = board.coverImages[0]?.['474x'];
  const tags = pageMeta({
    title: siteTitle(title),
    description: board.description || summary,
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
