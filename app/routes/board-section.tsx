import { BoardView } from '../features/boards';
import { loadSection } from '../features/boards/boards.server';
import { text } from '../lib/i18n.server';
import { pageMeta } from '../lib/meta';
import { fallbackTitle, siteTitle } from '../lib/site-name';
import type { Route } from './+types/board-section';
import '../lib/texts/boards';
import type { TextsHandle } from '../lib/catalog-links';

/** Decision 064: the text bundles this page shows beyond core; its head preloads them. */
export const handle: TextsHandle = { texts: ['boards'] };

export async function loader({ context, params }: Route.LoaderArgs) {
  const data = await loadSection(context, params.username, params.boardSlug, params.sectionSlug);
  const { board, section } = data;
  const title = text(context, 'boards.sectionTitleBy', {
    section: section.title,
    board: board.name,
    name: board.owner.fullName,
  });
  const summary = text(context, 'boards.sectionSummary', {
    count: section.pinCount,
    n: String(section.pinCount),
    section: section.title,
    board: board.name,
  });
  return { ...data, title, summary };
}

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  if (!loaderData) return [{ title: fallbackTitle({ matches, error }) }];
  const { board, section, origin, title, summary } = loaderData;
  const tags = pageMeta({
    title: siteTitle(title),
    description: summary,
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
