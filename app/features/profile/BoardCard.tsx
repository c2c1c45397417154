import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import type { BoardModel, ImageSet } from '#domain/models';
import s from './Profile.module.css';

function Cover({ img, className }: { img: ImageSet | undefined; className: string | undefined }) {
  const spec = img?.['236x'];
  return (
    <div
      className={className}
      style={{ backgroundColor: spec?.dominantColor ?? 'var(--color-bg-subtle)' }}
    >
      {spec ? <img src={spec.url} alt="" loading="lazy" decoding="async" /> : null}
    </div>
  );
}

/** A board in a profile's board list: three cover images, name, pin count. */
export function BoardCard({ board }: { board: BoardModel }) {
  const [a, b, c] = board.coverImages;
  return (
    <li className={s.boardCard}>
      <Link to={board.url} className={s.boardLink}>
        <div className={s.covers}>
          <Cover img={a} className={s.coverMain} />
          <div className={s.coverSide}>
            <Cover img={b} className={s.coverSmall} />
            <Cover img={c} className={s.coverSmall} />
          </div>
        </div>
        <h2 className={s.boardName}>
          {board.name}
          {board.privacy === 'secret' ? (
            <Lock size={14} aria-label="Secret board" className={s.lock} />
          ) : null}
        </h2>
        <p className={s.boardMeta}>
          {board.pinCount} Pin{board.pinCount === 1 ? '' : 's'}
          {board.sectionCount > 0
            ? ` · ${board.sectionCount} section${board.sectionCount === 1 ? '' : 's'}`
            : ''}
        </p>
      </Link>
    </li>
  );
}
