import { pinAltText } from '#domain/alt-text';
import { showsFavoriteButton } from '#domain/card-permissions';
import { titleLines } from '#domain/masonry';
import type { PinModel } from '#domain/models';
import { pinPath, profilePath } from '#domain/routes';
import type { CardSurface } from '#domain/surfaces';
import { cardTitle } from '#domain/truncate';
import type { Viewer } from '#domain/viewer';
import { Avatar } from '../../ui/Avatar';
import { FavoriteButton } from '../save/FavoriteButton';
import { pinLikeOf } from '../save/pin-like';
import { SaveControls } from '../save/SaveButton';
import { pinAspect } from './card-measure';
import s from './PinCard.module.css';
import { PinImage } from './PinImage';

export interface PinCardProps {
  pin: PinModel;
  viewer: Viewer;
  showAttribution: boolean;
  /** a plain click opens the closeup overlay; modified clicks keep the browser's behaviour */
  onOpen?: (pin: PinModel) => void;
  eager?: boolean;
  /** spec 01 §2 surface: changes the save and favourite controls (default AuthHomefeed) */
  surface?: CardSurface;
  /** the profile whose grid shows the card */
  profileUserId?: string | null;
  /** after an unfavourite, with the count it left (feed removal, P-143) */
  onUnfavorited?: (pin: PinModel, countAfter: number) => void;
}

/**
 * The grid card: image, title clamp and pinner attribution, with the save control (P-010), the
 * saved-to overlay (P-018) and, where it applies, the favourite button (P-015) over the image on
 * hover or focus (issue 5 adds the rest of spec 01 §1).
 */
export function PinCard({
  pin,
  viewer,
  showAttribution,
  onOpen,
  eager,
  surface = 'AuthHomefeed',
  profileUserId,
  onUnfavorited,
}: PinCardProps) {
  const title = cardTitle(pin.gridTitle);
  const lines = titleLines(title);
  const loggedOut = !viewer.isAuth;
  const href = pinPath(pin.id, loggedOut ? { seoTitle: pin.title } : undefined);
  const alt = pinAltText(pin);
  // a pin with neither title nor alt text still needs a name for screen readers
  const label = pin.gridTitle || alt || `Pin by ${pin.pinner.fullName}`;
  return (
    <article className={s.card} aria-label={label} data-pin-id={pin.id}>
      <div className={s.media}>
        <a
          href={href}
          className={s.imageLink}
          aria-label={label}
          onClick={(e) => {
            if (!onOpen || e.defaultPrevented || e.button !== 0) return;
            if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
            e.preventDefault();
            onOpen(pin);
          }}
        >
          <PinImage
            images={pin.images}
            alt={alt}
            dominantColor={pin.dominantColor}
            aspect={pinAspect(pin)}
            isBot={viewer.isBot}
            eager={eager ?? false}
          />
        </a>
        <div className={s.controls}>
          <SaveControls
            pin={pin}
            surface={surface}
            place="card"
            className={s.topBar}
            profileUserId={profileUserId ?? null}
          />
          {showsFavoriteButton(viewer, pinLikeOf(pin), { surface, isDesktop: true }) ? (
            <FavoriteButton
              pin={pin}
              className={s.favorite}
              onUnfavorited={(n) => onUnfavorited?.(pin, n)}
            />
          ) : null}
        </div>
      </div>
      {lines > 0 || showAttribution ? (
        <div className={s.footer}>
          {lines > 0 ? (
            <div className={s.title} style={{ WebkitLineClamp: lines, height: lines * 20 }}>
              {title}
            </div>
          ) : null}
          {showAttribution ? (
            <a className={s.attribution} href={profilePath(pin.pinner.username, { loggedOut })}>
              <Avatar name={pin.pinner.fullName} src={pin.pinner.imageSmallUrl} size={32} />
              <span className={s.name}>{pin.pinner.fullName}</span>
            </a>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
