import { useEffect, useState, useSyncExternalStore } from 'react';
import type { PinModel } from '#domain/pins/models';
import { closePinOverlay, getOverlay, getServerOverlay, subscribe } from '../../lib/overlay-store';
import { ApiError, getResource } from '../../lib/resource';
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
  error: string | null;
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
        const message =
          e instanceof ApiError && e.status === 404
            ? 'This pin is unavailable. It may have been removed by the creator.'
            : e instanceof ApiError
              ? e.message
              : 'Could not load this pin.';
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

  const title = current?.pin ? current.pin.title.trim() || 'Pin' : 'Pin';

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
            {current.error ? <p className={s.error}>{current.error}</p> : null}
          </>
        ) : current?.error ? (
          <p className={s.error}>{current.error}</p>
        ) : (
          <p className={s.loading}>
            <Spinner label="Loading…" size="lg" />
          </p>
        )}
      </div>
    </Sheet>
  );
}
