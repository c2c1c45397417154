import { useEffect, useState, useSyncExternalStore } from 'react';
import type { MessageId } from '#domain/i18n/catalogs/en';
import type { PinModel } from '#domain/pins/models';
import { closePinOverlay, getOverlay, getServerOverlay, subscribe } from '../../lib/overlay-store';
import { ApiError, getResource } from '../../lib/resource';
import { useT } from '../../ui/i18n';
import { Sheet } from '../../ui/Sheet';
import { Spinner } from '../../ui/Spinner';
import { Closeup } from './Closeup';
import s from './CloseupOverlay.module.css';

interface Loaded {
  pinId: string;
  pin: PinModel | null;
  related: { items: PinModel[]; bookmark: string | null } | null;
  /** EMPTY until CloseupResource answers, so the row does not fetch on its own meanwhile */
  relatedProducts: PinModel[] | null;
  /** the server's words, or one of ours (a catalog id) */
  error: { text: string } | { id: MessageId } | null;
}

/** What CloseupResource answers: the overlay's whole content in one call. */
interface CloseupData {
  pin: PinModel;
  related: { items: PinModel[]; bookmark: string | null };
  relatedProducts: PinModel[] | null;
}

const EMPTY: PinModel[] = [];

/**
 * Shows the closeup of a pin clicked in a grid as a dialog over the grid (see overlay-store).
 * Loaded on demand by CloseupOverlay, which also keeps the store told of the page behind: this
 * mounts with a pin already open, and telling the store then would close it.
 */
export function CloseupOverlayHost() {
  const overlay = useSyncExternalStore(subscribe, getOverlay, getServerOverlay);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const t = useT();

  useEffect(() => {
    if (!overlay) {
      setLoaded(null);
      return;
    }
    const ac = new AbortController();
    const pinId = overlay.pinId;
    setLoaded({ pinId, pin: overlay.preview, related: null, relatedProducts: EMPTY, error: null });
    getResource<CloseupData>('CloseupResource', { id: pinId }, { signal: ac.signal })
      .then(({ data }) => {
        // issue 16: why the pin was in the feed it was opened from travels with the card
        const reason = overlay.preview?.recommendationReason;
        const pin = reason === undefined ? data.pin : { ...data.pin, recommendationReason: reason };
        setLoaded({ pinId, ...data, pin, error: null });
      })
      .catch((e: unknown) => {
        if ((e as Error).name === 'AbortError') return;
        const message: Loaded['error'] =
          e instanceof ApiError && e.status === 404
            ? { id: 'closeup.gone' }
            : e instanceof ApiError
              ? { text: e.message }
              : { id: 'closeup.loadFailed' };
        setLoaded((prev) => ({
          pinId,
          pin: prev?.pin ?? null,
          related: null,
          relatedProducts: EMPTY,
          error: message,
        }));
      });
    return () => ac.abort();
  }, [overlay]);

  const open = overlay !== null;
  const current = loaded && overlay && loaded.pinId === overlay.pinId ? loaded : null;
  const titleId = overlay ? `closeup-title-${overlay.pinId}` : undefined;

  const title = (current?.pin ? current.pin.title.trim() : '') || t('closeup.pin');
  const error = current?.error
    ? 'id' in current.error
      ? t(current.error.id)
      : current.error.text
    : null;

  return (
    <Sheet
      variant="fullscreen"
      open={open}
      onOpenChange={(next) => {
        if (!next) closePinOverlay();
      }}
      title={title}
      hideTitle
      closeOnOutsideClick={false}
    >
      <div className={s.page}>
        {current?.pin ? (
          <>
            <Closeup
              pin={current.pin}
              related={current.related}
              relatedProducts={current.relatedProducts}
              titleId={titleId}
              place="overlay"
            />
            {error ? <p className={s.error}>{error}</p> : null}
          </>
        ) : error ? (
          <p className={s.error}>{error}</p>
        ) : (
          <p className={s.loading}>
            <Spinner label={t('closeup.loading')} size="lg" />
          </p>
        )}
      </div>
    </Sheet>
  );
}
