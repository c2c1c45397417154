import { memo, Suspense, useEffect, useRef, useState } from 'react';
import type { Viewer } from '#domain/accounts/viewer';
import type { CardSurface } from '#domain/analytics/surfaces';
import { pinPath } from '#domain/catalogue/routes';
import { videoTime } from '#domain/formatting/time';
import { cardLinkLabel, pinAltText } from '#domain/pins/alt-text';
import { cardPartsVisibility, hoverState } from '#domain/pins/hover-state';
import type { PinModel } from '#domain/pins/models';
import { isSelected, selectionState } from '#domain/pins/selection-state';
import { lazyClientPart } from '../../lib/lazy-rendered';
import { useDeviceClass } from '../../lib/viewer-context';
import { Icon } from '../../ui/Icon';
import { useT } from '../../ui/i18n';
import {
  EVENT,
  logEvent,
  PIN_ELEMENT,
  pinAux,
  pinImpression,
  trackAdClick,
  useAdView,
  useImpression,
} from '../analytics';
import { HiddenOverlay, ReportDialog, usePinFeedback } from '../feedback';
import { PinMedia, pinAspect, pinMediaKind } from '../media';
import { SendPinDialog } from '../messages';
import { CardFooter } from './CardFooter';
import { type CardExperiments, cardContentOnce } from './card-content';
import s from './PinCard.module.css';
import { useCardHover } from './use-card-hover';

// The hover-only controls are no page's initial JS (issue 30's budget): the root layout fetches
// them once the page is idle, so a first hover usually finds them here.
const CardControls = lazyClientPart(() => import('./CardControls').then((m) => m.CardControls));

export interface PinCardProps {
  pin: PinModel;
  viewer: Viewer;
  /** the grid allows the pinner attribution (default true; the surface rules still apply) */
  showAttribution?: boolean;
  /** a plain click opens the closeup overlay; modified clicks keep the browser's behaviour */
  onOpen?: (pin: PinModel) => void;
  eager?: boolean;
  /** one of the grid's first cards: its image is fetched before the others' (issue 12) */
  priority?: boolean;
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
  /** the card's place in its grid, logged with its events (spec 01 §7 P-368 grid_index) */
  gridIndex?: number;
}

/**
 * The grid card of spec 01 §1–§6 for every pin kind, audience and surface: media, save
 * control and saved-to overlay, the action bar (visit site, stats, share, overflow menu) that
 * fades in after 800 ms of hover, favourite, and the footer rows the layout counted.
 */
function PinCardView({
  pin,
  viewer,
  showAttribution = true,
  onOpen,
  eager,
  priority,
  surface = 'AuthHomefeed',
  experiments,
  profileUserId,
  onUnfavorited,
  selection = null,
  gridIndex,
}: PinCardProps) {
  const { hovered, barShown, armed, handlers } = useCardHover();
  const [openMenus, setOpenMenus] = useState(0);
  // measured by the grid from the same pin object: computed once (issue 12)
  const content = cardContentOnce({ pin, viewer, surface, experiments, showAttribution });
  const state = hoverState({
    hovered,
    surface,
    isStoryDeleted: pin.storyPinData?.isDeleted ?? false,
  });
  const parts = cardPartsVisibility(state, { modalOpen: openMenus > 0 });
  const select = selectionState({
    selecting: selection !== null,
    selected: selection?.selected ?? false,
    imageOnly: selection?.imageOnly,
  });
  const loggedOut = !viewer.isAuth;
  const href = pinPath(pin.id, loggedOut ? { seoTitle: pin.title } : undefined);
  // said in the page's language (decision 064)
  const t = useT();
  const alt = pinAltText(pin, t);
  // a pin with neither title nor alt text still needs a name for screen readers
  const label = pin.gridTitle || alt || t('closeup.pinBy', { name: pin.pinner.fullName });
  // the link's name holds what it shows: a video's duration, the GIF badge
  const durationMs = pin.videos?.durationMs ?? 0;
  const linkLabel = cardLinkLabel(
    label,
    {
      videoTime: durationMs > 0 ? videoTime(durationMs) : undefined,
      gif: pinMediaKind(pin, 'card', viewer.isBot) === 'gif',
    },
    t,
  );
  const onMenu = (open: boolean) => setOpenMenus((n) => Math.max(0, n + (open ? 1 : -1)));
  const fb = usePinFeedback(pin, viewer, surface);
  // the Share Menu's 'Send to a Tessera user': kept here, as the report dialog is, so it outlives
  // the hover-only controls that opened it
  const [sending, setSending] = useState(false);
  const mobile = useDeviceClass() !== 'desktop';
  const hidden = fb.state !== null;
  const imageLink = useRef<HTMLAnchorElement>(null);
  const wasHidden = useRef(false);
  const cardRef = useRef<HTMLElement>(null);
  // spec 02 §3 (M-179): the card's impression (18); a hidden pin no longer counts as seen
  useImpression(cardRef, hidden ? null : pinImpression(pin, gridIndex ?? null));
  // issue 15 (M-367, M-411): a promoted pin's sampled ad view
  useAdView(cardRef, pin);
  // after Undo the overlay that held focus is gone: focus goes back to the pin, not the page
  useEffect(() => {
    if (wasHidden.current && !hidden && document.activeElement === document.body) {
      imageLink.current?.focus();
    }
    wasHidden.current = hidden;
  }, [hidden]);

  return (
    <article
      ref={cardRef}
      className={s.card}
      aria-label={label}
      data-pin-id={pin.id}
      data-surface={surface}
      data-pin-type={content.pinType}
      data-hover={state}
      data-selection={select}
      data-footer={content.footer}
      data-feedback={fb.state?.status}
      {...handlers}
    >
      <div className={s.media}>
        <a
          ref={imageLink}
          href={href}
          className={s.imageLink}
          aria-label={linkLabel}
          inert={hidden}
          onClick={(e) => {
            if (e.defaultPrevented || e.button !== 0) return;
            const modified = e.metaKey || e.ctrlKey || e.shiftKey || e.altKey;
            // spec 01 §7 (P-362), 02 §7 (M-376): the click that opens the closeup (a pin click)
            logEvent({
              type: EVENT.CLICK,
              pin_id: pin.id,
              component: 'pin_card',
              element: PIN_ELEMENT,
              aux_data: pinAux(pin, {
                click_type: modified ? 'new_tab' : 'closeup',
                ...(gridIndex === undefined ? {} : { grid_index: gridIndex }),
              }),
            });
            trackAdClick(pin, { viewer, target: 'closeup' }); // M-381, promoted pins only
            if (!onOpen || modified) return;
            e.preventDefault();
            onOpen(pin);
          }}
        >
          <PinMedia
            pin={pin}
            viewer={viewer}
            place="card"
            eager={eager ?? false}
            priority={priority ?? false}
            aspect={pinAspect(pin)}
            hovered={hovered}
            surface={surface}
          />
        </a>
        {isSelected(select) ? (
          <span className={s.selected} aria-hidden="true">
            <Icon name="check" size={20} />
          </span>
        ) : null}
        {armed && !hidden ? (
          <Suspense fallback={null}>
            <CardControls
              pin={pin}
              viewer={viewer}
              surface={surface}
              parts={parts}
              barShown={(parts.actionBar === 'visible' && barShown) || openMenus > 0}
              profileUserId={profileUserId ?? null}
              onUnfavorited={onUnfavorited}
              onMenu={onMenu}
              onSend={viewer.isAuth ? () => setSending(true) : undefined}
              feedback={
                fb.allowed
                  ? { onHide: () => void fb.hide(), onReport: () => fb.setReporting(true) }
                  : null
              }
            />
          </Suspense>
        ) : null}
        {fb.state ? (
          <HiddenOverlay
            state={fb.state}
            busy={fb.busy}
            onUndo={() => void fb.undo()}
            onUnfollow={() => void fb.unfollow()}
          />
        ) : null}
        {fb.allowed && fb.reporting ? (
          <ReportDialog
            open
            busy={fb.busy}
            onOpenChange={fb.setReporting}
            onReport={(r) => void fb.report(r)}
          />
        ) : null}
        {sending ? (
          <SendPinDialog pinId={pin.id} open mobile={mobile} onClose={() => setSending(false)} />
        ) : null}
      </div>
      <CardFooter content={content} hovered={hovered} />
    </article>
  );
}

/**
 * The card re-renders only when its props change: a grid re-renders as a whole when the router's
 * state changes (route manifest patches after the first paint, say), and that diff of every card
 * was a long task of its own (issue 12, decision 019).
 */
export const PinCard = memo(PinCardView);
