import { Suspense, useMemo } from 'react';
import type { Viewer } from '#domain/accounts/viewer';
import type { CardSurface } from '#domain/analytics/surfaces';
import { isVideoPinUsable, videoTrackOf } from '#domain/media/video';
import { pinAltText } from '#domain/pins/alt-text';
import type { VideoData } from '#domain/pins/content';
import type { PinModel } from '#domain/pins/models';
import { cardPinType } from '#domain/pins/pin-type';
import { lazyRendered } from '../../lib/lazy-rendered';
import { useT } from '../../ui/i18n';
import { EVENT, logEvent, pinAux } from '../analytics';
import { pinAspect } from './aspect';
import { GifMedia } from './GifMedia';
import { PinImage } from './PinImage';

// A video, story or carousel pin's player is fetched when a page has such a pin; until it
// arrives, hydration keeps the server's HTML of it (a client render shows the still image). A
// carousel's element stays the same until then (PinMedia gives it no hover state), since an
// update that reaches a boundary before its code makes React redraw it from the fallback,
// replacing the server's elements. Gifs stay in the first chunk: a phone's card starts a gif
// once it is on screen, an update that may come before any code could.
const Carousel = lazyRendered(() => import('./Carousel').then((m) => m.Carousel));
const StoryPages = lazyRendered(() => import('./StoryPages').then((m) => m.StoryPages));
const VideoPlayer = lazyRendered(() => import('./VideoPlayer').then((m) => m.VideoPlayer));

export interface PinMediaProps {
  pin: PinModel;
  viewer: Viewer;
  place: 'card' | 'closeup';
  eager?: boolean;
  /** the page's first (LCP) image: fetchpriority high (default: the closeup's own media) */
  priority?: boolean;
  /** height / width the server layout reserved (default pinAspect(pin)); never changed here */
  aspect?: number;
  /** the card is hovered or focused (a gif plays) */
  hovered?: boolean;
  surface?: CardSurface;
  className?: string;
  /** a carousel reports the slot on screen (the closeup's media viewer opens on it) */
  onSlotChange?: (index: number) => void;
}

export type PinMediaKind = 'video' | 'gif' | 'carousel' | 'story' | 'image';

/**
 * What a pin's media shows (spec 01 §4 card pin type first): a usable video (spec 02 §5) or an
 * embedded video, a gif, a carousel of at least two slots, story pages on the closeup, else
 * the image. Bots get the image (or the poster) only.
 */
export function pinMediaKind(
  pin: PinModel,
  place: 'card' | 'closeup',
  isBot = false,
): PinMediaKind {
  const type = cardPinType(pin);
  if (type === 'video' && !isBot) return 'video';
  if (type === 'gif' && pin.embed?.type === 'gif') return 'gif';
  if ((pin.carouselData?.carouselSlots.length ?? 0) >= 2) return 'carousel';
  if (place === 'closeup' && (pin.storyPinData?.pages.length ?? 0) > 0) return 'story';
  return 'image';
}

/** The videoList a video pin plays: its own, or its embedded video as the progressive file. */
function playableVideos(pin: PinModel): Pick<VideoData, 'videoList' | 'durationMs'> | null {
  if (pin.videos && isVideoPinUsable(pin)) return pin.videos;
  if (pin.embed?.type === 'video') {
    const img = pin.images['736x'] ?? pin.images['236x'];
    return {
      durationMs: pin.videos?.durationMs ?? 0,
      videoList: {
        v720P: {
          url: pin.embed.src,
          width: img?.width,
          height: img?.height,
          thumbnail: img?.url,
        },
      },
    };
  }
  return null;
}

/**
 * The media of a pin, for the card and the closeup: image, video (HLS), gif, carousel and story
 * pages (spec 01 §1, §4, §9). The box always keeps the aspect the layout reserved.
 */
export function PinMedia(props: PinMediaProps) {
  const { pin, place, eager, priority, aspect, surface, className, onSlotChange } = props;
  const isBot = props.viewer.isBot;
  // only a gif plays on hover: no other kind's element changes with it (see Carousel above)
  const hovered = pinMediaKind(pin, place, isBot) === 'gif' ? props.hovered : undefined;
  // the image's alt text in the page's language (decision 064)
  const alt = pinAltText(pin, useT());
  // The same element while what it shows is the same: a player whose code is still on its way
  // sits in a boundary that hydration leaves as the server sent it, and a re-render of the card
  // in the meantime (a layout pass, a context change) would make React draw it again from its
  // fallback, replacing the server's elements.
  return useMemo(
    () =>
      mediaOf({
        pin,
        place,
        eager,
        priority,
        aspect,
        hovered,
        surface,
        className,
        onSlotChange,
        isBot,
        alt,
      }),
    [pin, place, eager, priority, aspect, hovered, surface, className, onSlotChange, isBot, alt],
  );
}

function mediaOf(props: Omit<PinMediaProps, 'viewer'> & { isBot: boolean; alt: string }) {
  const { pin, place, isBot, alt } = props;
  const aspect = props.aspect ?? pinAspect(pin);
  const eager = props.eager ?? place === 'closeup';
  const kind = pinMediaKind(pin, place, isBot);
  const image = (
    <PinImage
      images={pin.images}
      alt={alt}
      dominantColor={pin.dominantColor}
      aspect={aspect}
      isBot={isBot}
      eager={eager}
      priority={props.priority ?? place === 'closeup'}
      wide={place === 'closeup'}
      className={props.className}
    />
  );

  if (kind === 'video') {
    const videos = playableVideos(pin);
    if (!videos) return image;
    const poster =
      (place === 'closeup' ? pin.images['736x']?.url : pin.images['236x']?.url) ??
      pin.images.orig?.url ??
      null;
    return (
      <div className={props.className} data-media-kind="video">
        <Suspense fallback={image}>
          <VideoPlayer
            pinId={pin.id}
            videos={videos}
            poster={poster}
            label={alt}
            aspect={aspect}
            place={place}
            track={videoTrackOf(pin, props.surface)}
            dominantColor={pin.dominantColor}
          />
        </Suspense>
      </div>
    );
  }
  if (kind === 'gif' && pin.embed) {
    return (
      <div data-media-kind="gif">
        <GifMedia
          images={pin.images}
          src={pin.embed.src}
          alt={alt}
          dominantColor={pin.dominantColor}
          aspect={aspect}
          isBot={isBot}
          place={place}
          eager={eager}
          hovered={props.hovered}
          className={props.className}
        />
      </div>
    );
  }
  if (kind === 'carousel' && pin.carouselData) {
    return (
      <div className={props.className} data-media-kind="carousel">
        <Suspense fallback={image}>
          <Carousel
            slots={pin.carouselData.carouselSlots}
            place={place}
            aspect={aspect}
            isBot={isBot}
            dominantColor={pin.dominantColor}
            fallbackAlt={alt}
            eager={eager}
            initialIndex={pin.carouselData.index}
            onSlotChange={props.onSlotChange}
            thirdPartyAd={pin.isPromoted && pin.adDestinationUrl !== null}
            // spec 01 §4 (P-171): a swipe logs 108 (9315/9316 for a third-party ad module)
            onSwipe={(type, direction) =>
              logEvent({ type, pin_id: pin.id, aux_data: pinAux(pin, { direction }) })
            }
            // spec 02 §7 (M-380): each slot seen is a carousel slot impression, 7352
            slotImpression={(slot, i) => ({
              type: EVENT.CAROUSEL_SLOT_IMPRESSION,
              pin_id: pin.id,
              object_id_str: slot.slotId,
              aux_data: pinAux(pin, { slot_index: i }),
            })}
          />
        </Suspense>
      </div>
    );
  }
  if (kind === 'story' && pin.storyPinData) {
    return (
      <div className={props.className} data-media-kind="story">
        <Suspense fallback={image}>
          <StoryPages
            pinId={pin.id}
            pages={pin.storyPinData.pages}
            aspect={aspect}
            isBot={isBot}
            dominantColor={pin.dominantColor}
            title={pin.title}
          />
        </Suspense>
      </div>
    );
  }
  return image;
}
