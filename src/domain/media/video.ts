/**
 * Video rules a card needs: usable formats and the track a video plays on (spec 01 §3, §4; 02
 * §5). The player's own are in video-player.ts.
 */
import type { VideoData, VideoFormat } from '../pins/content.ts';

/** spec 01 §3, §9: the video formats of a videoList (HLS V4, HLS V3 mobile, 720P). */
export const VIDEO_FORMAT_KEYS = ['vHLSV4', 'vHLSV3MOBILE', 'v720P'] as const;
export type VideoFormatKey = (typeof VIDEO_FORMAT_KEYS)[number];

/** spec 02 §5: a video format is usable only with a thumbnail, url, width and height. */
export function isUsableVideoFormat(format: VideoFormat | null | undefined): boolean {
  return Boolean(
    format?.thumbnail &&
      format.url &&
      format.width !== undefined &&
      format.width > 0 &&
      format.height !== undefined &&
      format.height > 0,
  );
}

/**
 * spec 02 §5: a video pin is usable only if a video format has thumbnail, url, width and
 * height, or the first story page has a video block.
 */
export function isVideoPinUsable(pin: {
  videos?: Pick<VideoData, 'videoList'> | null;
  storyPinData?: { pages: readonly { blocks: readonly { type: string }[] }[] } | null;
}): boolean {
  const list = pin.videos?.videoList;
  if (list && VIDEO_FORMAT_KEYS.some((k) => isUsableVideoFormat(list[k]))) return true;
  const first = pin.storyPinData?.pages[0];
  return first?.blocks.some((b) => b.type === 'video') ?? false;
}

/** spec 01 §4: promoted and carousel-module videos are tracked apart from organic ones. */
export const VIDEO_TRACKS = ['organic', 'promoted', 'carouselModule'] as const;
export type VideoTrack = (typeof VIDEO_TRACKS)[number];

/** The track a pin's video plays on (spec 01 §4): promoted pins and the carousel module apart. */
export function videoTrackOf(pin: { isPromoted: boolean }, surface?: string): VideoTrack {
  if (pin.isPromoted) return 'promoted';
  return surface === 'VideoCarouselModule' ? 'carouselModule' : 'organic';
}
