import { Suspense, useEffect } from 'react';
import { pinPath, visualSearchPath } from '#domain/catalogue/routes';
import type { CommentsPage } from '#domain/comments/comments';
import { pinSponsorshipLabel } from '#domain/pins/labels';
import type { PinModel } from '#domain/pins/models';
import { cardPinType, hasProductDetails, hasRecipeDetails } from '#domain/pins/pin-type';
import { lazyRendered } from '../../lib/lazy-rendered';
import type { CloseupPlace } from '../../lib/overlay-store';
import { useViewer } from '../../lib/viewer-context';
import { Button } from '../../ui/Button';
import { useT, withNodes } from '../../ui/i18n';
import { Link } from '../../ui/Link';
import { Spinner } from '../../ui/Spinner';
import { useCloseupNavigation } from '../analytics';
import { type FeedSource, PinGrid } from '../feed';
import { PinMedia } from '../media';
import { sponsorText } from '../pins';
import { useRecordVisitorCloseup } from '../visitor-state';
import s from './Closeup.module.css';
import { CloseupContextProvider, useCloseupContext } from './CloseupContext';
import {
  CloseupFeedbackProvider,
  CloseupHiddenOverlay,
  useCloseupFeedbackStatus,
} from './CloseupFeedback';

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
// The closeup's own controls, one file (./deferred): save, favourite, visit site, share and the
// … menu (the code of a card's hover controls), the creator's follow button, the download call
// to action and the visitors' upsell
const CloseupActions = lazyRendered(() => import('./deferred').then((m) => m.CloseupActions));
const CreatorRow = lazyRendered(() => import('./deferred').then((m) => m.CreatorRow));
const DownloadCta = lazyRendered(() => import('./deferred').then((m) => m.DownloadCta));
const CloseupUpsell = lazyRendered(() => import('./deferred').then((m) => m.CloseupUpsell));
// decision 042: the comments' code comes with them, after the closeup's first paint
const CloseupComments = lazyRendered(() => import('../comments').then((m) => m.CloseupComments));

interface Props {
  pin: PinModel;
  related: { items: PinModel[]; bookmark: string | null } | null;
  /** the first related product pins, when the page's loader fetched them */
  relatedProducts?: PinModel[] | null;
  /** the first comments, when the page's loader fetched them (the overlay fetches its own) */
  comments?: CommentsPage | null;
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
export function Closeup({
  pin,
  related,
  relatedProducts,
  comments,
  titleId,
  place = 'page',
}: Props) {
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
              <Suspense fallback={<div className={s.actions} />}>
                <CloseupActions />
              </Suspense>
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
              <Suspense fallback={null}>
                <CreatorRow />
              </Suspense>
              <SavedToBoard />
              <Suspense fallback={null}>
                <CloseupComments pinId={pin.id} initial={comments} />
              </Suspense>
              <Suspense fallback={null}>
                <CloseupUpsell />
              </Suspense>
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
  const t = useT();
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
            title={t('closeup.openFull')}
          >
            {t('closeup.open')}
          </Button>
        ) : null}
        <Suspense fallback={null}>
          <DownloadCta className={s.downloadCta} />
        </Suspense>
      </div>
      <CloseupHiddenOverlay />
    </div>
  );
}

function CloseupText({ titleId }: { titleId: string | undefined }) {
  const { pin } = useCloseupContext();
  const t = useT();
  const title = pin.title.trim();
  // spec 01 §5: 'Promoted by {name}', 'Paid partnership with {name}', … as on the card
  const sponsor = pinSponsorshipLabel(pin);
  return (
    <>
      {sponsor ? <p className={s.sponsor}>{sponsorText(t, sponsor)}</p> : null}
      <h1 id={titleId} className={title ? s.title : 'visually-hidden'}>
        {title || t('closeup.pin')}
      </h1>
      {pin.description ? <p className={s.description}>{pin.description}</p> : null}
      <Suspense fallback={null}>
        <SeeMoreDrawer />
      </Suspense>
    </>
  );
}

/** spec 01 §2 (P-040): the board it is saved on, linked unless the board is protected. */
function SavedToBoard() {
  const { pin } = useCloseupContext();
  const t = useT();
  if (!pin.board) return null;
  return (
    <p className={s.board}>
      {withNodes(t, 'closeup.savedTo', {
        board:
          pin.board.privacy === 'protected' ? (
            <strong>{pin.board.name}</strong>
          ) : (
            <Link to={pin.board.url} underline="always">
              {pin.board.name}
            </Link>
          ),
      })}
    </p>
  );
}

function RelatedPins({ pin, related }: Pick<Props, 'pin' | 'related'>) {
  const t = useT();
  const relatedSource: FeedSource = {
    resource: 'RelatedPinFeedResource',
    options: { pin_id: pin.id },
  };
  return (
    <section className={s.related} aria-labelledby={`related-${pin.id}`}>
      <h2 id={`related-${pin.id}`} className={s.relatedTitle}>
        {t('closeup.more')}
      </h2>
      <p className={s.relatedMore}>
        <Link to={visualSearchPath(pin.id)}>{t('closeup.moreLike')}</Link>
      </p>
      {related ? (
        <PinGrid
          key={pin.id}
          initial={related.items}
          bookmark={related.bookmark}
          source={relatedSource}
          label={t('closeup.related')}
          surface="RelatedPinGrid"
          showAttribution
          belowContent
          empty={<p>{t('closeup.noRelated')}</p>}
        />
      ) : (
        <p className={s.loading}>
          <Spinner label={t('closeup.loadingRelated')} />
        </p>
      )}
    </section>
  );
}
