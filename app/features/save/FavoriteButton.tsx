import { useEffect, useRef, useState } from 'react';
import { favoriteCountLabel } from '#domain/formatting/format-number';
import { type FavoriteState, toggledFavorite } from '#domain/pins/favorite';
import type { PinModel } from '#domain/pins/models';
import { Button, type ButtonSize, type ButtonVariant } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { useT } from '../../ui/i18n';
import s from './Save.module.css';
import { setFavorite } from './save-api';

interface Props {
  pin: Pick<PinModel, 'id' | 'favoritedByMe' | 'favoriteUserCount'>;
  /** after a successful unfavourite, with the count it left (for feed removal, P-143) */
  onUnfavorited?: (countAfter: number) => void;
  className?: string;
  /** on-media over the card's image (the default), secondary beside the closeup's Save */
  variant?: Extract<ButtonVariant, 'on-media' | 'secondary'>;
  /** the closeup's is as tall as its Save button */
  size?: ButtonSize;
}

/**
 * spec 01 §4, §7 favourite toggle: the state flips at once (P-144), the button is disabled
 * during the call (P-145), the count moves by 1 (P-146) and shows 9+ from 10 (M-284); a
 * failure quietly puts the old state back (P-356).
 */
export function FavoriteButton({
  pin,
  onUnfavorited,
  className,
  variant = 'on-media',
  size = 'md',
}: Props) {
  const [state, setState] = useState<FavoriteState>({
    favoritedByMe: pin.favoritedByMe,
    favoriteUserCount: pin.favoriteUserCount,
  });
  const [busy, setBusy] = useState(false);
  const t = useT();
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  async function toggle() {
    if (busy) return;
    const before = state;
    const next = toggledFavorite(before);
    setState(next);
    setBusy(true);
    try {
      const answer = await setFavorite(pin.id, next.favoritedByMe);
      if (mounted.current) setState(answer);
      if (!answer.favoritedByMe) onUnfavorited?.(answer.favoriteUserCount);
    } catch (e) {
      console.warn('favorite_error', pin.id, e);
      if (mounted.current) setState(before);
    } finally {
      if (mounted.current) setBusy(false);
    }
  }

  const count = state.favoriteUserCount;
  const label = state.favoritedByMe ? t('save.unfavourite') : t('save.favourite');
  const on = state.favoritedByMe;
  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      iconStart={<Icon name="heart" size={18} filled={on} className={on ? s.heartOn : undefined} />}
      aria-pressed={on}
      // the name holds the count as shown ('9+', WCAG 2.5.3 label in name), not the exact one
      aria-label={
        count > 0 ? t('save.favCount', { label, count: favoriteCountLabel(count) }) : label
      }
      disabled={busy}
      onClick={() => void toggle()}
      data-favorite-count={count}
    >
      {count > 0 ? <span aria-hidden="true">{favoriteCountLabel(count)}</span> : null}
    </Button>
  );
}
