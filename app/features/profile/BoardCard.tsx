import { type HTMLAttributes, useRef } from 'react';
import { Link } from 'react-router';
import type { BoardModel, ImageSet } from '#domain/pins/models';
import { Icon } from '../../ui/Icon';
import { IconButton } from '../../ui/IconButton';
import { useT } from '../../ui/i18n';
import { IMPRESSION_EVENT, useImpression } from '../analytics';
import s from './Profile.module.css';
import '../../lib/texts/boards';

function Cover({
  img,
  className,
  priority,
}: {
  img: ImageSet | undefined;
  className: string | undefined;
  /** the page's largest first image (issue 12: LCP), loaded at once and first */
  priority?: boolean;
}) {
  const spec = img?.['236x'];
  return (
    <div
      className={className}
      style={{ backgroundColor: spec?.dominantColor ?? 'var(--color-bg-subtle)' }}
    >
      {spec ? (
        <img
          src={spec.url}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
        />
      ) : null}
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
  first,
}: {
  board: BoardModel;
  /** the list's first board: its main cover is what a phone paints largest first */
  first?: boolean;
  handle?: (HTMLAttributes<HTMLButtonElement> & { 'aria-label': string }) | undefined;
  dragging?: boolean;
}) {
  const t = useT();
  const [a, b, c] = board.coverImages;
  const ref = useRef<HTMLLIElement>(null);
  // spec 02 §3 (M-179): a board shown as a card is a board impression, 3700
  useImpression(ref, {
    type: IMPRESSION_EVENT.Board,
    object_id_str: board.id,
    aux_data: { board_id: board.id, owner_id: board.owner.id },
  });
  return (
    <li
      ref={ref}
      className={s.boardCard}
      data-sort-id={board.id}
      style={{ position: 'relative', opacity: dragging ? 0.6 : 1 }}
    >
      <Link to={board.url} className={s.boardLink} prefetch="intent">
        <div className={s.covers}>
          <Cover img={a} className={s.coverMain} priority={first} />
          <div className={s.coverSide}>
            <Cover img={b} className={s.coverSmall} />
            <Cover img={c} className={s.coverSmall} />
          </div>
        </div>
        <h2 className={s.boardName}>
          {board.name}
          {board.privacy === 'secret' ? (
            <Icon name="lock" size={14} label={t('profile.secretBoard')} className={s.lock} />
          ) : null}
          {board.privacy === 'protected' ? (
            <Icon name="shield" size={14} label={t('profile.protectedBoard')} className={s.lock} />
          ) : null}
          {board.isCollaborative ? (
            <Icon name="users" size={14} label={t('profile.groupBoard')} className={s.lock} />
          ) : null}
          {board.archived ? (
            <Icon name="archive" size={14} label={t('profile.archivedBoard')} className={s.lock} />
          ) : null}
        </h2>
        <p className={s.boardMeta}>
          {t('profile.pins', { count: board.pinCount, n: String(board.pinCount) })}
          {board.sectionCount > 0
            ? ` · ${t('profile.sections', { count: board.sectionCount, n: String(board.sectionCount) })}`
            : ''}
        </p>
      </Link>
      {handle ? (
        <IconButton
          {...handle}
          icon="grip-vertical"
          variant="on-media"
          size="sm"
          className={s.handle}
          label={handle['aria-label']}
        />
      ) : null}
    </li>
  );
}
