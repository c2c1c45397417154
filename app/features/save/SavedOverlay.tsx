import { Link } from 'react-router';
import type { OverlayVariant } from '#domain/formatting/truncate';
import type { SavedInfo } from '#domain/pins/models';
import { type SavedWords, savedOverlayText } from '#domain/pins/save';
import { type Translate, useT } from '../../ui/i18n';
import s from './Save.module.css';

/** The save labels' words in the page's language (decision 064). */
export function savedWords(t: Translate): SavedWords {
  return {
    saved: t('save.saved'),
    profile: t('save.savedProfile'),
    savedTo: (name) => t('save.savedTo', { name }),
  };
}

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
  const words = savedWords(useT());
  const text = savedOverlayText(saved, variant, words);
  const full = saved.type === 'boardless' ? text : words.savedTo(saved.title);
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
