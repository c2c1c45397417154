import { Suspense, useEffect } from 'react';
import { CLOSEUP_SURFACE } from '#domain/analytics/surfaces';
import { pinPath, visualSearchPath } from '#domain/catalogue/routes';
import { visitSiteLabel } from '#domain/formatting/truncate';
import { pinSponsorshipLabel } from '#domain/pins/labels';
import type { PinModel } from '#domain/pins/models';
import { cardPinType, hasProductDetails, hasRecipeDetails } from '#domain/pins/pin-type';
import { isExternalLink } from '#domain/sharing/links';
import { outboundTarget } from '#domain/sharing/offsite';
import { lazyRendered } from '../../lib/lazy-rendered';
import type { CloseupPlace } from '../../lib/overlay-store';
import { useOrigin, useViewer } from '../../lib/viewer-context';
import { Button, ButtonLink } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { Spinner } from '../../ui/Spinner';
import { useCloseupNavigation } from '../analytics';
import { type FeedSource, PinGrid } from '../feed';
import { PinMedia } from '../media';
import { useOutboundLink } from '../outbound';
import { FavoriteButton, SaveControls } from '../save';
import { useRecordVisitorCloseup, VisitorUpsell } from '../visitor-state';
import s from './Closeup.module.css';
import { CloseupContextProvider, useCloseupContext } from './CloseupContext';
import {
  CloseupFeedbackProvider,
  CloseupHiddenOverlay,
  useCloseupFeedbackStatus,
} from './CloseupFeedback';
import { CloseupPinActions } from './CloseupPinActions';
import { CreatorRow } from './CreatorRow';
import { DownloadCta } from './DownloadCta';

// Parts of the closeup that are not its first paint's code (issue 30's budget): each is fetched
// as the closeup renders, and hydration keeps the server's HTML of it until then.
const CollectionItems = lazyRendered(() =>
  import('./CollectionItems').then((m) => m.CollectionItems),
);
const MediaViewer = lazyRendered(() => import('./MediaViewer').then((m) => m.MediaViewer));
const RelatedProducts = lazyRendered(() =>
  import('./RelatedProducts').then((m) => m.RelatedProducts),
);
const SeeMoreDrawer = lazyRendered(() => import('./SeeMoreDrawer').then((m) => m.SeeMoreDrawer));
const ProductDetails = lazyRendered(() => import('./CloseupDetails').then((m) => m.ProductDetails));
const RecipeDetails = lazyRendered(() => import('./CloseupDetails').then((m) => m.RecipeDetails));
const TagRow = lazyRendered(() => import('./TagRow').then((m) => m.TagRow));

interface Props {
  pin: PinModel;
  related: { items: PinModel[]; bookmark: string | null } | null;
  /** the first related product pins, when the page's loader fetched them */
  relatedProducts?: PinModel[] | null;
  /** id of the element holding the title, for the dialog label */
  titleId?: string;
  /** the closeup page itself, or the overlay over a grid (default page) */
  place?: CloseupPlace;
}

/**
 * The pin closeup (spec 01 §1–§6): media with the media viewer, actions, text with the see-more
 * drawer, product or recipe details, the tag row, creator, board, the visitor upsell, related
 * products and related pins. Layout widths and gutters: Closeup.module.css.
 */
export function Closeup({ pin, related, relatedProducts, titleId, place = 'page' }: Props) {
  const viewer = useViewer();
  useRecordVisitorCloseup(pin.id);
  useCloseupNavigation(pin, place);
  // spec 01 §2 (P-027): signed-out visitors see the search-engine-style URL (slug--id); the
  // server answers every form with the same page and canonical, the address bar is switched here
  useEffect(() => {
    if (place !== 'page' || viewer.isAuth) return;
    const seo = pinPath(pin.id, { seoTitle: pin.title });
    const { pathname, search, hash } = window.location;
    if (pathname !== seo)
      window.history.replaceState(window.history.state, '', `${seo}${search}${hash}`);
  }, [place, viewer.isAuth, pin.id, pin.title]);
  return (
    <CloseupContextProvider pin={pin} viewer={viewer} place={place}>
      <CloseupFeedbackProvider>
        <div className={s.closeup}>
          <article className={s.card} aria-labelledby={titleId}>
            <CloseupMedia />
            <div className={s.details}>
              <CloseupActions />
              <CloseupText titleId={titleId} />
              {/* fetched only for a pin that has such details */}
              {hasProductDetails(pin) ? (
                <Suspense fallback={null}>
                  <ProductDetails />
                </Suspense>
              ) : null}
              {hasRecipeDetails(pin) ? (
                <Suspense fallback={null}>
                  <RecipeDetails />
                </Suspense>
              ) : null}
              <Suspense fallback={null}>
                <CollectionItems />
              </Suspense>
              <Suspense fallback={null}>
                <TagRow />
              </Suspense>
              <CreatorRow />
              <SavedToBoard />
              <CloseupUpsell />
            </div>
          </article>
          <Suspense fallback={null}>
            <RelatedProducts initial={relatedProducts} />
          </Suspense>
          <RelatedPins pin={pin} related={related} />
        </div>
        <Suspense fallback={null}>
          <MediaViewer />
        </Suspense>
      </CloseupFeedbackProvider>
    </CloseupContextProvider>
  );
}

/**
 * Video and gif play in place; every still image opens in the media viewer. A pin the viewer hid
 * or reported is covered by the card's overlay, and what it covers cannot be reached.
 */
function CloseupMedia() {
  const { pin, viewer, openMediaViewer, setSlotOnScreen } = useCloseupContext();
  const feedback = useCloseupFeedbackStatus();
  const type = cardPinType(pin);
  const opens = type !== 'video' && type !== 'gif';
  return (
    <div className={s.media} data-feedback={feedback ?? undefined}>
      <div className={s.mediaContent} inert={feedback !== null}>
        <PinMedia
          pin={pin}
          viewer={viewer}
          place="closeup"
          eager
          className={s.image}
          onSlotChange={setSlotOnScreen}
        />
        {opens ? (
          <Button
            variant="on-media"
            iconStart="zoom-in"
            className={s.open}
            onClick={openMediaViewer}
            aria-haspopup="dialog"
            title="Open the image full screen"
          >
            Open
          </Button>
        ) : null}
        <DownloadCta className={s.downloadCta} />
      </div>
      <CloseupHiddenOverlay />
    </div>
  );
}

function CloseupActions() {
  const { pin, viewer } = useCloseupContext();
  const origin = useOrigin();
  const ownHost = new URL(origin).host;
  const target = outboundTarget(pin);
  const outbound = useOutboundLink(pin, target, 'visit_site');
  const external = target !== null && isExternalLink(target, ownHost);
  return (
    <div className={s.actions}>
      <CloseupPinActions />
      {external && target ? (
        <>
          <ButtonLink
            to={target}
            variant="secondary"
            size="lg"
            iconStart="external-link"
            target="_blank"
            rel="nofollow noopener noreferrer"
            {...outbound.linkProps}
          >
            Visit site
          </ButtonLink>
          {outbound.dialog}
          {pin.domain ? <span className={s.domain}>{visitSiteLabel(pin.domain)}</span> : null}
        </>
      ) : null}
      <div className={s.saveArea}>
        {/* spec 01 §6: on the closeup the favourite button is always there for signed-in users */}
        {viewer.isAuth ? <FavoriteButton pin={pin} variant="secondary" size="lg" /> : null}
        {viewer.isAuth && pin.access.includes('write') ? (
          <ButtonLink to={`/pin/${pin.id}/edit`} variant="secondary" size="lg" iconStart="pencil">
            Edit
          </ButtonLink>
        ) : null}
        {/* spec 01 §4, §6: signed-in users save; visitors save locally, then the upsell */}
        <SaveControls
          key={pin.id}
          pin={pin}
          surface={CLOSEUP_SURFACE}
          place="closeup"
          className={s.saveControls}
        />
      </div>
    </div>
  );
}

function CloseupText({ titleId }: { titleId: string | undefined }) {
  const { pin } = useCloseupContext();
  const title = pin.title.trim();
  // spec 01 §5: 'Promoted by {name}', 'Paid partnership with {name}', … as on the card
  const sponsor = pinSponsorshipLabel(pin);
  return (
    <>
      {sponsor ? <p className={s.sponsor}>{sponsor}</p> : null}
      <h1 id={titleId} className={title ? s.title : 'visually-hidden'}>
        {title || 'Pin'}
      </h1>
      {pin.description ? <p className={s.description}>{pin.description}</p> : null}
      <Suspense fallback={null}>
        <SeeMoreDrawer />
      </Suspense>
    </>
  );
}

/**
 * spec 01 §2 (P-066), §6 (P-273): a logged-out pin page carries the login/signup upsell, whose
 * links bring the visitor back to this pin. Not for signed-in people, nor for bots.
 */
export function CloseupUpsell() {
  const { pin, viewer } = useCloseupContext();
  if (viewer.isAuth || viewer.isBot) return null;
  return (
    <VisitorUpsell
      title="Find more ideas like this on Tessera"
      text="Log in or sign up to save this pin and see more like it."
      next={pinPath(pin.id, { seoTitle: pin.title })}
    />
  );
}

/** spec 01 §2 (P-040): the board it is saved on, linked unless the board is protected. */
function SavedToBoard() {
  const { pin } = useCloseupContext();
  if (!pin.board) return null;
  return (
    <p className={s.board}>
      Saved to{' '}
      {pin.board.privacy === 'protected' ? (
        <strong>{pin.board.name}</strong>
      ) : (
        <Link to={pin.board.url} underline="always">
          {pin.board.name}
        </Link>
      )}
    </p>
  );
}

function RelatedPins({ pin, related }: Pick<Props, 'pin' | 'related'>) {
  const relatedSource: FeedSource = {
    resource: 'RelatedPinFeedResource',
    options: { pin_id: pin.id },
  };
  return (
    <section className={s.related} aria-labelledby={`related-${pin.id}`}>
      <h2 id={`related-${pin.id}`} className={s.relatedTitle}>
        More to explore
      </h2>
      <p className={s.relatedMore}>
        <Link to={visualSearchPath(pin.id)}>More like this</Link>
      </p>
      {related ? (
        <PinGrid
          key={pin.id}
          initial={related.items}
          bookmark={related.bookmark}
          source={relatedSource}
          label="Related pins"
          surface="RelatedPinGrid"
          showAttribution
          belowContent
          empty={<p>No related pins yet.</p>}
        />
      ) : (
        <p className={s.loading}>
          <Spinner label="Loading related pins" />
        </p>
      )}
    </section>
  );
}
