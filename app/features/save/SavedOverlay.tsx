import { Link } from 'react-router';
import type { OverlayVariant } from '#domain/formatting/truncate';
import type { SavedInfo } from '#domain/pins/models';
import { savedOverlayText } from '#domain/pins/save';
import s from './Save.module.css';

/**
 * spec 01 §1, §2, §4 saved-to overlay (P-018, P-135, P-136): 'Saved to {board or section}',
 * linking to the board or section url, or /me/ after a save to the profile (P-038, P-039); a
 * protected board is named but not linked (P-040).
 */
export function SavedOverlay({
  saved,
  variant = 'default',
  className,
}: {
  saved: SavedInfo;
  variant?: OverlayVariant;
  className?: string;
}) {
  const text = savedOverlayText(saved, variant);
  const full = saved.type === 'boardless' ? text : `Saved to ${saved.title}`;
  const cls = [s.overlay, className ?? ''].join(' ');
  if (!saved.url) {
    return (
      <span className={cls} title={full}>
        {text}
      </span>
    );
  }
  return (
    <Link className={cls} to={saved.url} title={full} aria-label={full} prefetch="intent">
      {text}
    </Link>
  );
}
