import { Check, Download, Pencil } from 'lucide-react';
import { useMemo, useState } from 'react';
import { pinAltText } from '#domain/alt-text';
import {
  canEditPin,
  type PinStat,
  partnerStats,
  showsContextMenu,
  showsFavoriteButton,
  showsStatsButton,
} from '#domain/card-permissions';
import { type DeviceClass, isDesktop } from '#domain/device';
import { cardPartsVisibility, hoverState } from '#domain/hover-state';
import type { PinModel } from '#domain/models';
import { pinPath } from '#domain/routes';
import { isSelected, selectionState } from '#domain/selection-state';
import type { CardSurface } from '#domain/surfaces';
import type { Viewer } from '#domain/viewer';
import { useDeviceClass, useOrigin } from '../../lib/viewer-context';
import { PinMedia, pinAspect } from '../media';
import { FavoriteButton, pinLikeOf, SaveControls } from '../save';
import a from './CardActions.module.css';
import { CardFooter } from './CardFooter';
import { type CardExperiments, cardContent, cardContext } from './card-content';
import { useCardToast } from './card-toast';
import { DOWNLOADED_MESSAGE, downloadPinImage } from './download-image';
import { OverflowMenu } from './OverflowMenu';
import s from './PinCard.module.css';
import { ShareButton } from './ShareButton';
import { StatsButton } from './StatsButton';
import { useCardHover } from './use-card-hover';
import { VisitSiteLink } from './VisitSiteLink';

export interface PinCardProps {
  pin: PinModel;
  viewer: Viewer;
  /** the grid allows the pinner attribution (default true; the surface rules still apply) */
  showAttribution?: boolean;
  /** a plain click opens the closeup overlay; modified clicks keep the browser's behaviour */
  onOpen?: (pin: PinModel) => void;
  eager?: boolean;
  /** spec 01 §2 surface: changes labels, attribution and controls (default AuthHomefeed) */
  surface?: CardSurface;
  /** experiments of spec 01 §9 that are on for this viewer */
  experiments?: CardExperiments;
  /** the profile whose grid shows the card */
  profileUserId?: string | null;
  /** after an unfavourite, with the count it left (feed removal, P-143) */
  onUnfavorited?: (pin: PinModel, countAfter: number) => void;
  /** in a selection mode (bulk edit): whether this card is selected (spec 01 §4) */
  selection?: { selected: boolean; imageOnly?: boolean } | null;
}

/** spec 01 §5 (P-213): download replaces share on related-pin drawer surfaces. */
const DOWNLOAD_INSTEAD_OF_SHARE: ReadonlySet<CardSurface> = new Set(['RelatedPinGrid']);

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

/**
 * The grid card of spec 01 §1–§6 for every pin kind, audience and surface: media, save
 * control and saved-to overlay, the action bar (visit site, stats, share, overflow menu) that
 * fades in after 800 ms of hover, favourite, and the footer rows the layout counted.
 */
export function PinCard({
  pin,
  viewer,
  showAttribution = true,
  onOpen,
  eager,
  surface = 'AuthHomefeed',
  experiments,
  profileUserId,
  onUnfavorited,
  selection = null,
}: PinCardProps) {
  const origin = useOrigin();
  const device = useDeviceClass();
  const { hovered, barShown, handlers } = useCardHover();
  const [openMenus, setOpenMenus] = useState(0);
  const { toast, show } = useCardToast();
  const content = useMemo(
    () => cardContent({ pin, viewer, surface, experiments, showAttribution }),
    [pin, viewer, surface, experiments, showAttribution],
  );
  const like = pinLikeOf(pin);
  const ctx = {
    ...cardContext({ pin, viewer, surface }, device),
    profileUserId: profileUserId ?? null,
  };
  const state = hoverState({ hovered, surface, isStoryDeleted: like.isStoryDeleted });
  const parts = cardPartsVisibility(state, { modalOpen: openMenus > 0 });
  const select = selectionState({
    selecting: selection !== null,
    selected: selection?.selected ?? false,
    imageOnly: selection?.imageOnly,
  });
  const loggedOut = !viewer.isAuth;
  const href = pinPath(pin.id, loggedOut ? { seoTitle: pin.title } : undefined);
  const alt = pinAltText(pin);
  // a pin with neither title nor alt text still needs a name for screen readers
  const label = pin.gridTitle || alt || `Pin by ${pin.pinner.fullName}`;
  const onMenu = (open: boolean) => setOpenMenus((n) => Math.max(0, n + (open ? 1 : -1)));
  const stats = viewer.isAuth ? statsFor(viewer, pin, surface, device) : null;
  const actionBar = parts.actionBar !== 'none' && !viewer.isBot;
  const shareSlot = DOWNLOAD_INSTEAD_OF_SHARE.has(surface) ? (
    <button
      type="button"
      className={a.iconButton}
      aria-label="Download"
      onClick={() =>
        downloadPinImage(pin).then(
          () => show(DOWNLOADED_MESSAGE),
          () => show('Could not download the image. Try again.', { error: true }),
        )
      }
    >
      <Download size={18} aria-hidden="true" />
    </button>
  ) : (
    <ShareButton pin={pin} viewer={viewer} onToast={show} onOpenChange={onMenu} />
  );

  return (
    <article
      className={s.card}
      aria-label={label}
      data-pin-id={pin.id}
      data-surface={surface}
      data-pin-type={content.pinType}
      data-hover={state}
      data-selection={select}
      data-footer={content.footer}
      {...handlers}
    >
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
          <PinMedia
            pin={pin}
            viewer={viewer}
            place="card"
            eager={eager ?? false}
            aspect={pinAspect(pin)}
            hovered={hovered}
            surface={surface}
          />
        </a>
        {isSelected(select) ? (
          <span className={s.selected} aria-hidden="true">
            <Check size={20} />
          </span>
        ) : null}
        {parts.primary !== 'none' ? (
          <div className={s.controls} data-visibility={parts.primary}>
            {loggedOut && parts.accessory !== 'none' ? (
              <span className={s.openLegend} aria-hidden="true">
                Open
              </span>
            ) : null}
            <SaveControls
              pin={pin}
              surface={surface}
              place="card"
              className={s.topBar}
              profileUserId={profileUserId ?? null}
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
          <div
            className={s.actionBar}
            data-shown={
              (parts.actionBar === 'visible' && barShown) || openMenus > 0 ? 'true' : 'false'
            }
          >
            <VisitSiteLink pin={pin} ownHost={hostOf(origin)} place="actionBar" />
            <span className={s.actionIcons}>
              {canEditPin(viewer, like, ctx) ? (
                <a className={a.iconButton} href={`/pin/${pin.id}/edit`} aria-label="Edit Pin">
                  <Pencil size={16} aria-hidden="true" />
                </a>
              ) : null}
              {stats ? (
                <StatsButton
                  pin={pin}
                  stats={stats}
                  locale={viewer.language}
                  onOpenChange={onMenu}
                />
              ) : null}
              {shareSlot}
              {loggedOut || showsContextMenu(viewer, like, ctx) ? (
                <OverflowMenu pin={pin} viewer={viewer} onToast={show} onOpenChange={onMenu} />
              ) : null}
            </span>
          </div>
        ) : null}
      </div>
      <CardFooter content={content} hovered={hovered} />
      {toast}
    </article>
  );
}
