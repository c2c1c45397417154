import { useEffect } from 'react';
import { type ImageSize, pickHighRes } from '#domain/media/image-size';
import { pinAltText } from '#domain/pins/alt-text';
import type { ImageSet, PinModel } from '#domain/pins/models';
import { IMG_VIEWER_HASH } from '../../lib/overlay-store';
import { type Translate, useT } from '../../ui/i18n';
import { Sheet } from '../../ui/Sheet';
import { useCloseupContext } from './CloseupContext';
import s from './MediaViewer.module.css';

function highResOf(images: ImageSet, isBot: boolean) {
  const available = (Object.keys(images) as ImageSize[]).filter((k) => images[k]);
  const size = pickHighRes(available, { isBot });
  return { size, spec: images[size] ?? null };
}

/** What the viewer shows: a carousel's slot on screen when it opened (its own image and alt). */
function viewedImage(pin: PinModel, slot: number, isBot: boolean, t: Translate) {
  const current = pin.carouselData?.carouselSlots[slot];
  if (current) {
    return { ...highResOf(current.images, isBot), alt: current.title ?? pinAltText(pin, t) };
  }
  return { ...highResOf(pin.images, isBot), alt: pinAltText(pin, t) };
}

/**
 * The media viewer: a full-screen, labelled dialog with the pin's highest-res image. It adds
 * `#imgViewer` to the URL (M-021) and closes on Escape, on a click on the backdrop or with its
 * close button, taking the hash off again (overlay-store).
 */
export function MediaViewer() {
  const { pin, viewer, place, mediaViewerOpen, viewerSlot, openMediaViewer, closeMediaViewer } =
    useCloseupContext();
  // a page loaded with #imgViewer opens straight into the viewer
  useEffect(() => {
    if (place === 'page' && window.location.hash === IMG_VIEWER_HASH) openMediaViewer();
  }, [place, openMediaViewer]);
  const t = useT();
  const { spec, alt } = viewedImage(pin, viewerSlot, viewer.isBot, t);
  const title = pin.title.trim();
  return (
    <Sheet
      variant="fullscreen"
      open={mediaViewerOpen}
      onOpenChange={(open) => {
        if (!open) closeMediaViewer();
      }}
      title={title || t('closeup.pin')}
      hideTitle
    >
      {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the area around the image is the backdrop; Escape and the close button are the keyboard's way out */}
      <div
        className={s.stage}
        data-testid="media-viewer"
        data-backdrop=""
        onClick={(e) => {
          if (e.target === e.currentTarget) closeMediaViewer();
        }}
      >
        {/* an untitled pin shows no title line; the dialog still has a name */}
        {title ? (
          <p className={s.title} aria-hidden="true">
            {title}
          </p>
        ) : null}
        {spec ? (
          <img
            className={s.image}
            src={spec.url}
            width={spec.width}
            height={spec.height}
            alt={alt}
            data-slot={pin.carouselData ? viewerSlot : undefined}
            decoding="async"
          />
        ) : (
          <p className={s.missing}>{t('closeup.noImage')}</p>
        )}
      </div>
    </Sheet>
  );
}
