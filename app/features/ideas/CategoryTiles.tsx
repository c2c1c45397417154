import type { InterestModel } from '#domain/discovery/ideas';
import { Link } from '../../ui/Link';
import s from './Ideas.module.css';

/** One category as a visual tile: its newest visible pin's image under its name. */
function Tile({ interest, priority }: { interest: InterestModel; priority: boolean }) {
  const cover = interest.coverImages[0];
  const small = cover?.['236x'];
  const large = cover?.['474x'];
  return (
    <li className={s.tile}>
      <Link to={interest.url} className={s.tileLink}>
        {small ? (
          <img
            className={s.tileImage}
            src={small.url}
            srcSet={large ? `${small.url} 236w, ${large.url} 474w` : undefined}
            sizes="(max-width: 743px) 50vw, 236px"
            width={small.width}
            height={small.height}
            alt=""
            // never eager: React's server renderer would hoist a preload of each into <head>,
            // ahead of the page's one preloaded picture
            loading="lazy"
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
          />
        ) : (
          <span className={s.tileBlank} />
        )}
        <span className={s.tileName}>{interest.name}</span>
      </Link>
    </li>
  );
}

/** The ideas categories (spec 01 §2 P-048) as a grid of tiles, each leading to its page. */
export function CategoryTiles({
  interests,
  label,
}: {
  interests: readonly InterestModel[];
  label: string;
}) {
  return (
    <ul className={s.tiles} aria-label={label}>
      {interests.map((i, at) => (
        <Tile key={i.id} interest={i} priority={at < 4} />
      ))}
    </ul>
  );
}
