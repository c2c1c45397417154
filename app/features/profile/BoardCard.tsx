import { Archive, GripVertical, Lock, Shield, Users } from 'lucide-react';
import type { HTMLAttributes } from 'react';
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

/**
 * A board in a profile's board list: three cover images, name, privacy, pin count. With
 * `handle` (the owner's custom order) it carries a drag handle that also takes the arrow keys.
 */
export function BoardCard({
  board,
  handle,
  dragging,
}: {
  board: BoardModel;
  handle?: (HTMLAttributes<HTMLButtonElement> & { 'aria-label': string }) | undefined;
  dragging?: boolean;
}) {
  const [a, b, c] = board.coverImages;
  return (
    <li
      className={s.boardCard}
      data-sort-id={board.id}
      style={{ position: 'relative', opacity: dragging ? 0.6 : 1 }}
    >
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
          {board.privacy === 'protected' ? (
            <Shield size={14} aria-label="Protected board" className={s.lock} />
          ) : null}
          {board.isCollaborative ? (
            <Users size={14} aria-label="Group board" className={s.lock} />
          ) : null}
          {board.archived ? (
            <Archive size={14} aria-label="Archived board" className={s.lock} />
          ) : null}
        </h2>
        <p className={s.boardMeta}>
          {board.pinCount} Pin{board.pinCount === 1 ? '' : 's'}
          {board.sectionCount > 0
            ? ` · ${board.sectionCount} section${board.sectionCount === 1 ? '' : 's'}`
            : ''}
        </p>
      </Link>
      {handle ? (
        <button
          type="button"
          {...handle}
          style={{
            ...handle.style,
            position: 'absolute',
            top: 8,
            right: 8,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            width: 36,
            height: 36,
            border: 0,
            borderRadius: '50%',
            background: 'rgba(255,255,255,0.92)',
            color: '#111',
          }}
        >
          <GripVertical size={18} aria-hidden="true" />
        </button>
      ) : null}
    </li>
  );
}
