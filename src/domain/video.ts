/**
 * Video rules: usable formats, format choice, player status and error codes
 * (spec 01 §3, §4, §9; 02 §5).
 */
import type { VideoData, VideoFormat } from './content.ts';

/** spec 01 §3, §9: the video formats of a videoList (HLS V4, HLS V3 mobile, 720P). */
export const VIDEO_FORMAT_KEYS = ['vHLSV4', 'vHLSV3MOBILE', 'v720P'] as const;
export type VideoFormatKey = (typeof VIDEO_FORMAT_KEYS)[number];

/** spec 01 §4: player status codes 0-9, in order. */
export const PLAYER_STATUS = [
  'default',
  'load start',
  'loaded metadata',
  'loaded data',
  'playing',
  'paused',
  'seeking',
  'stalling',
  'failed',
  'ended',
] as const;
export type PlayerStatus = (typeof PLAYER_STATUS)[number];

/** spec 01 §4: the numeric code of a player status (0-9). */
export function playerStatusCode(status: PlayerStatus): number {
  return PLAYER_STATUS.indexOf(status);
}

/** spec 01 §9: video error codes 1-4 (the MediaError codes). */
export const VIDEO_ERROR_CODES = {
  1: 'aborted',
  2: 'network',
  3: 'decode',
  4: 'source not supported',
} as const;

/** spec 01 §9: the name of a video error code; null for codes outside 1-4. */
export function videoErrorName(code: number): string | null {
  return code === 1 || code === 2 || code === 3 || code === 4 ? VIDEO_ERROR_CODES[code] : null;
}

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

/**
 * spec 01 §9 formats HLS V3 mobile, HLS V4, 720P: the usable format to play. Where HLS plays,
 * mobile prefers HLS V3 mobile and desktop HLS V4 (each falling back to the other); 720P is
 * the progressive fallback and the only choice without HLS. null when none is usable.
 */
export function pickVideoFormat(
  list: VideoData['videoList'],
  opts: { hls: boolean; mobile: boolean },
): { key: VideoFormatKey; format: VideoFormat } | null {
  const order: VideoFormatKey[] = opts.hls
    ? opts.mobile
      ? ['vHLSV3MOBILE', 'vHLSV4', 'v720P']
      : ['vHLSV4', 'vHLSV3MOBILE', 'v720P']
    : ['v720P'];
  for (const key of order) {
    const format = list[key];
    if (format && isUsableVideoFormat(format)) return { key, format };
  }
  return null;
}
