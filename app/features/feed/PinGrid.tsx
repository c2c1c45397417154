import { useCallback, useEffect, useRef, useState } from 'react';
import type { CardSurface } from '#domain/analytics/surfaces';
import { MAX_COLUMNS_BY_DEVICE } from '#domain/layout/masonry';
import { unfavoriteRemovesFromFeed } from '#domain/pins/favorite';
import type { PinModel } from '#domain/pins/models';
import { openPinOverlay } from '../../lib/overlay-store';
import { ApiError, getResource } from '../../lib/resource';
import { useDeviceClass, useViewer } from '../../lib/viewer-context';
import { Button } from '../../ui/Button';
import { useT } from '../../ui/i18n';
import { Masonry } from '../../ui/Masonry';
import { Spinner } from '../../ui/Spinner';
import type { CardExperiments } from '../pins';
import { measurePinCard, PinCard } from '../pins';
import s from './PinGrid.module.css';

/**
 * The cards whose images are fetched first (fetchpriority high): a phone's first two rows, one
 * of which holds the page's largest paint (issue 12, Lighthouse's LCP discovery).
 */
const PRIORITY_CARDS = 4;

export interface FeedSource {
  /** resource that pages this feed, e.g. HomefeedResource */
  resource: string;
  options: Record<string, unknown>;
}

interface Props {
  initial: PinModel[];
  bookmark: string | null;
  source: FeedSource;
  label: string;
  showAttribution: boolean;
  empty: React.ReactNode;
  /** spec 01 §2 surface of the grid (card behaviour); AuthHomefeed when not given */
  surface?: CardSurface;
  /** the profile whose grid this is, when on a profile */
  profileUserId?: string | null;
  /** the feed's pin filter (spec 01 §3 pin filters); null is the default */
  filter?: string | null;
  /** spec 01 §9 experiments that alter the card, on for this viewer */
  experiments?: CardExperiments;
  /**
   * The grid sits below the page's own content (a closeup's More to explore): its images load
   * lazily and at normal priority, leaving the first bytes to the picture the page is about.
   */
  belowContent?: boolean;
}

// Feeds survive leaving and coming back (Back button): keyed by what they show.
const feedCache = new Map<string, { items: PinModel[]; bookmark: string | null }>();

/**
 * A pin feed: server-rendered first page, then infinite scroll with the cursor (keyset
 * bookmark), de-duplicated, with a readable error and a retry.
 */
/** the error of a page that failed without the server's words: said in the page's language */
const LOAD_FAILED = '\u0000load';

export function PinGrid({
  initial,
  bookmark,
  source,
  label,
  showAttribution,
  empty,
  surface = 'AuthHomefeed',
  profileUserId = null,
  filter = null,
  experiments,
  belowContent = false,
}: Props) {
  const t = useT();
  const viewer = useViewer();
  const device = useDeviceClass();
  const cacheKey = `${source.resource}:${JSON.stringify(source.options)}`;
  const cached = feedCache.get(cacheKey);
  const [items, setItems] = useState<PinModel[]>(cached?.items ?? initial);
  const [next, setNext] = useState<string | null>(cached ? cached.bookmark : bookmark);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [retries, setRetries] = useState(0);
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => {
    feedCache.set(cacheKey, { items, bookmark: next });
  }, [cacheKey, items, next]);

  useEffect(() => () => inFlight.current?.abort(), []);

  const loadMore = useCallback(async () => {
    if (!next || inFlight.current || error) return;
    const ac = new AbortController();
    inFlight.current = ac;
    setLoading(true);
    try {
      const page = await getResource<PinModel[]>(
        source.resource,
        { ...source.options, bookmark: next },
        { signal: ac.signal },
      );
      setItems((prev) => {
        const seen = new Set(prev.map((p) => p.id));
        return [...prev, ...page.data.filter((p) => !seen.has(p.id))];
      });
      setNext(page.bookmark);
    } catch (e) {
      if ((e as Error).name !== 'AbortError') {
        setError(e instanceof ApiError ? e.message : LOAD_FAILED);
      }
    } finally {
      inFlight.current = null;
      setLoading(false);
    }
  }, [next, error, source]);

  const loadMoreRef = useRef(loadMore);
  loadMoreRef.current = loadMore;
  useEffect(() => {
    if (retries > 0) void loadMoreRef.current();
  }, [retries]);

  // A page can come back empty but unfinished when rules hid everything it read: read on.
  useEffect(() => {
    if (items.length === 0 && next && !loading && !error) void loadMoreRef.current();
  }, [items.length, next, loading, error]);

  // spec 01 §4, §7 (P-143, P-357): unfavouriting on a board feed with the default filter, when
  // the count is 0 or 1, removes the pin from this board or section feed
  const onUnfavorited = useCallback(
    (pin: PinModel, countAfter: number) => {
      if (!unfavoriteRemovesFromFeed(surface, countAfter, filter)) return;
      setItems((prev) => prev.filter((p) => p.id !== pin.id));
    },
    [surface, filter],
  );

  const measure = useCallback(
    (pin: PinModel) => measurePinCard({ pin, viewer, surface, experiments, showAttribution }),
    [viewer, surface, experiments, showAttribution],
  );

  if (items.length === 0) {
    if (next && !error) {
      return (
        <div className={s.status}>
          <Spinner label={t('feed.loadingPins')} size="lg" />
        </div>
      );
    }
    if (error)
      return <p className={s.error}>{error === LOAD_FAILED ? t('feed.loadFailed') : error}</p>;
    return <div className={s.empty}>{empty}</div>;
  }

  return (
    <div className={s.feed}>
      <Masonry
        items={items}
        itemKey={(p) => p.id}
        measure={measure}
        label={label}
        onNearEnd={loadMore}
        maxColumns={MAX_COLUMNS_BY_DEVICE[device]}
        render={(pin, i) => (
          <PinCard
            pin={pin}
            viewer={viewer}
            showAttribution={showAttribution}
            onOpen={openPinOverlay}
            eager={!belowContent && i < 10}
            priority={!belowContent && i < PRIORITY_CARDS}
            surface={surface}
            experiments={experiments}
            profileUserId={profileUserId}
            onUnfavorited={onUnfavorited}
            gridIndex={i}
          />
        )}
      />
      {/* while a page is on its way the spinner keeps its place at the bottom of the window:
          in the flow under the grid, the arriving cards pushed it away, a layout shift per page */}
      <div className={loading ? `${s.status} ${s.pending}` : s.status} aria-live="polite">
        {loading ? <Spinner label={t('feed.loadingMore')} size="lg" /> : null}
        {error ? (
          <p className={s.error}>
            {error === LOAD_FAILED ? t('feed.loadFailed') : error}{' '}
            <Button
              size="sm"
              className={s.retry}
              onClick={() => {
                setError(null);
                setRetries((n) => n + 1);
              }}
            >
              {t('feed.tryAgain')}
            </Button>
          </p>
        ) : null}
        {!next && !loading && !error && items.length > 0 ? (
          <p className={s.end}>{t('feed.end')}</p>
        ) : null}
      </div>
    </div>
  );
}
