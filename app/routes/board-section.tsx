import { BoardView } from '../features/boards';
import { loadSection } from '../features/boards/boards.server';
import { pageMeta } from '../lib/meta';
import { siteTitle } from '../lib/site-name';
import type { Route } from './+types/board-section';

export async function loader({ context, params }: Route.LoaderArgs) {
  return loadSection(context, params.username, params.boardSlug, params.sectionSlug);
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: siteTitle('Not found') }];
  const { board, section, origin } = loaderData;
  const tags = pageMeta({
    title: siteTitle(`${section.title} · ${board.name} by ${board.owner.fullName}`),
    description: `${section.pinCount} pins in ${section.title} on ${board.name}.`,
    origin,
    path: `${board.url}${section.slug}/`,
    image: null,
  });
  return board.privacy === 'public' ? tags : [...tags, { name: 'robots', content: 'noindex' }];
}

/** /{username}/{board}/{section}/ (M-048). */
export default function BoardSection({ loaderData }: Route.ComponentProps) {
  const { board, sections, section, page, version } = loaderData;
  return (
    <BoardView board={board} sections={sections} section={section} page={page} version={version} />
  );
}
