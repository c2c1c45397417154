import type { Viewer } from '#domain/accounts/viewer';
import type { CardSurface } from '#domain/analytics/surfaces';
import { type DeviceClass, isDesktop } from '#domain/layout/device';
import {
  type CardContext,
  canEditPin,
  downloadReplacesShare,
  type PinStat,
  partnerStats,
  showsContextMenu,
  showsFavoriteButton,
  showsStatsButton,
} from '#domain/pins/card-permissions';
import type { CardPartsVisibility } from '#domain/pins/hover-state';
import type { PinModel } from '#domain/pins/models';
import { useDeviceClass, useOrigin } from '../../lib/viewer-context';
import { IconButton, IconButtonLink } from '../../ui/IconButton';
import { useT } from '../../ui/i18n';
import { FavoriteButton, pinLikeOf, SaveControls } from '../save';
import { downloadPinImage, useActionToast } from '../sharing';
import { cardContext } from './card-content';
import { OverflowMenu } from './OverflowMenu';
import s from './PinCard.module.css';
import { ShareButton } from './ShareButton';
import { StatsButton } from './StatsButton';
import { VisitSiteLink } from './VisitSiteLink';

function hostOf(origin: string): string {
  try {
    return new URL(origin).host;
  } catch {
    return '';
  }
}

function statsFor(
  viewer: Viewer,
  pin: PinModel,
  surface: CardSurface,
  device: DeviceClass,
): PinStat[] | null {
  const like = { ...pinLikeOf(pin), hasAnalytics: pin.aggregatedPinData !== null };
  const partner = partnerStats(viewer, like);
  const ctx = { surface, isDesktop: isDesktop(device) };
  if (!showsStatsButton(viewer, like, ctx) && partner.length === 0) return null;
  if (partner.length > 0) return [...partner];
  return pin.isPromoted && pin.promotedIsRemovable
    ? ['impressions', 'pinClicks']
    : ['impressions', 'saves', 'pinClicks'];
}

interface Props {
  pin: PinModel;
  viewer: Viewer;
  surface: CardSurface;
  parts: CardPartsVisibility;
  /** the action bar's entries show (800 ms of hover, keyboard focus, or a menu open) */
  barShown: boolean;
  profileUserId: string | null;
  onUnfavorited?: (pin: PinModel, countAfter: number) => void;
  /** a flyout or menu of the card opened or closed */
  onMenu: (open: boolean) => void;
  /** issue 13: Hide Pin and Report Pin, when the viewer may */
  feedback?: { onHide(): void; onReport(): void } | null;
  /** issue 13: the Share Menu's 'Send to a Tessera user', when the viewer may send */
  onSend?: (() => void) | undefined;
}

/**
 * The card's hover-only controls (spec 01 §4, §5): over the image, save, the saved-to overlay,
 * favourite and the visitors' Open legend; along the bottom, the action bar (visit site, edit,
 * stats, share or download, overflow menu). The card mounts them the first time it is hovered
 * or focused, so the server renders none of them (issue 12).
 */
export function CardControls({
  pin,
  viewer,
  surface,
  parts,
  barShown,
  profileUserId,
  onUnfavorited,
  onMenu,
  feedback,
  onSend,
}: Props) {
  const t = useT();
  const origin = useOrigin();
  const device = useDeviceClass();
  const show = useActionToast();
  const like = pinLikeOf(pin);
  const ctx: CardContext & { profileUserId: string | null } = {
    ...cardContext({ pin, viewer, surface }, device),
    profileUserId,
  };
  const loggedOut = !viewer.isAuth;
  const stats = viewer.isAuth ? statsFor(viewer, pin, surface, device) : null;
  const actionBar = parts.actionBar !== 'none' && !viewer.isBot;
  const shareSlot = downloadReplacesShare(surface) ? (
    <IconButton
      variant="on-media"
      size="sm"
      label={t('pins.dl')}
      icon="download"
      onClick={() =>
        downloadPinImage(pin).then(
          () => show(t('share.downloaded')),
          () => show(t('pins.dlFail'), { error: true }),
        )
      }
    />
  ) : (
    <ShareButton pin={pin} viewer={viewer} onToast={show} onOpenChange={onMenu} onSend={onSend} />
  );

  return (
    <>
      {parts.primary !== 'none' ? (
        <div className={s.controls} data-visibility={parts.primary}>
          {loggedOut && parts.accessory !== 'none' ? (
            <span className={s.openLegend} aria-hidden="true">
              {t('pins.open')}
            </span>
          ) : null}
          <SaveControls
            pin={pin}
            surface={surface}
            place="card"
            className={s.topBar}
            profileUserId={profileUserId}
          />
          {showsFavoriteButton(viewer, like, ctx) ? (
            <FavoriteButton
              pin={pin}
              className={s.favorite}
              onUnfavorited={(n) => onUnfavorited?.(pin, n)}
            />
          ) : null}
        </div>
      ) : null}
      {actionBar ? (
        <div className={s.actionBar} data-shown={barShown ? 'true' : 'false'}>
          <VisitSiteLink pin={pin} ownHost={hostOf(origin)} place="actionBar" />
          <span className={s.actionIcons}>
            {canEditPin(viewer, like, ctx) ? (
              <IconButtonLink
                variant="on-media"
                size="sm"
                to={`/pin/${pin.id}/edit`}
                label={t('pins.edit')}
                icon="pencil"
              />
            ) : null}
            {stats ? (
              <StatsButton pin={pin} stats={stats} locale={viewer.language} onOpenChange={onMenu} />
            ) : null}
            {shareSlot}
            {loggedOut || showsContextMenu(viewer, like, ctx) ? (
              <OverflowMenu
                pin={pin}
                viewer={viewer}
                onToast={show}
                onOpenChange={onMenu}
                feedback={feedback}
              />
            ) : null}
          </span>
        </div>
      ) : null}
    </>
  );
}
