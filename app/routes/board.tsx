import { Link } from 'react-router';
import { profilePath } from '#domain/routes';
import { loadBoard } from '../features/feed/feed.server';
import { PinGrid } from '../features/feed/PinGrid';
import { pageMeta } from '../features/layout/meta';
import { useViewer } from '../features/layout/viewer-context';
import s from '../features/profile/Profile.module.css';
import { Avatar } from '../ui/Avatar';
import type { Route } from './+types/board';

export async function loader({ context, params }: Route.LoaderArgs) {
  return loadBoard(context, params.username, params.boardSlug);
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: 'Not found | Tessera' }];
  const { board, origin } = loaderData;
  const cover = board.coverImages[0]?.['474x'];
  return pageMeta({
    title: `${board.name} by ${board.owner.fullName} | Tessera`,
    description: board.description || `${board.pinCount} pins on ${board.name}.`,
    origin,
    path: board.url,
    image: cover
      ? { url: cover.url, width: cover.width, height: cover.height, alt: board.name }
      : null,
  });
}

export default function Board({ loaderData }: Route.ComponentProps) {
  const { board, sections, page } = loaderData;
  const loggedOut = !useViewer().isAuth;
  return (
    <>
      <header className={s.boardHeader}>
        <h1 className={s.boardTitle}>{board.name}</h1>
        <Link className={s.boardOwner} to={profilePath(board.owner.username, { loggedOut })}>
          <Avatar name={board.owner.fullName} src={board.owner.imageSmallUrl} size={32} />
          {board.owner.fullName}
        </Link>
        {board.description ? <p className={s.boardDescription}>{board.description}</p> : null}
        <p className={s.boardMeta}>
          {board.pinCount} Pin{board.pinCount === 1 ? '' : 's'}
        </p>
        {sections.length > 0 ? (
          <ul className={s.sections} aria-label="Sections">
            {sections.map((sec) => (
              <li key={sec.id} className={s.sectionChip}>
                {sec.title} · {sec.pinCount}
              </li>
            ))}
          </ul>
        ) : null}
      </header>
      <PinGrid
        key={board.id}
        initial={page.items}
        bookmark={page.bookmark}
        source={{
          resource: 'BoardFeedResource',
          options: { username: board.owner.username, slug: board.slug },
        }}
        label={`Pins on ${board.name}`}
        showAttribution={false}
        empty={<p>There are no pins on this board yet.</p>}
      />
    </>
  );
}
