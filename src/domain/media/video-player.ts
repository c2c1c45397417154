/**
 * The video player's rules: format choice, player status and error codes, one video playing a
 * track (spec 01 §4, §9). Apart from video.ts, whose card-side rules every page loads: these
 * come with the player's code.
 */
import type { MessageId } from '../i18n/catalogs/en.ts';
import type { VideoData, VideoFormat } from '../pins/content.ts';
import { isUsableVideoFormat, type VideoFormatKey, type VideoTrack } from './video.ts';

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

/** The media element events the player listens to (HTMLMediaElement event names). */
export type PlayerEvent =
  | 'emptied'
  | 'loadstart'
  | 'loadedmetadata'
  | 'loadeddata'
  | 'playing'
  | 'pause'
  | 'seeking'
  | 'seeked'
  | 'waiting'
  | 'stalled'
  | 'error'
  | 'ended';

/**
 * spec 01 §4 (P-163): the player status after a media event. A failed player stays failed
 * until a new source starts loading; seeked returns to playing or paused; stalling is left
 * only by playing, pause, seeking or a failure.
 */
export function playerStatusAfter(
  current: PlayerStatus,
  event: PlayerEvent,
  opts: { paused: boolean },
): PlayerStatus {
  if (current === 'failed' && event !== 'loadstart' && event !== 'emptied') return 'failed';
  switch (event) {
    case 'emptied':
      return 'default';
    case 'loadstart':
      return 'load start';
    case 'loadedmetadata':
      return current === 'playing' || current === 'paused' ? current : 'loaded metadata';
    case 'loadeddata':
      return current === 'playing' || current === 'paused' ? current : 'loaded data';
    case 'playing':
      return 'playing';
    case 'pause':
      return current === 'ended' ? 'ended' : 'paused';
    case 'seeking':
      return 'seeking';
    case 'seeked':
      return opts.paused ? 'paused' : 'playing';
    case 'waiting':
    case 'stalled':
      return opts.paused ? current : 'stalling';
    case 'error':
      return 'failed';
    case 'ended':
      return 'ended';
  }
}

/** spec 01 §9 (P-400): the readable text for the video error codes 1-4 (decision 064: its id). */
export function videoErrorText(code: number | null | undefined): MessageId {
  switch (code) {
    case 1:
      return 'video.error.aborted';
    case 2:
      return 'video.error.network';
    case 3:
      return 'video.error.decode';
    case 4:
      return 'video.error.unsupported';
    default:
      return 'video.error.other';
  }
}

/**
 * How a chosen format is played: hls.js (Media Source Extensions) for HLS where it works, the
 * browser's own HLS otherwise, and the progressive 720P file without HLS support.
 */
export function videoSource(
  list: VideoData['videoList'],
  caps: { hlsJs: boolean; nativeHls: boolean; mobile: boolean },
): { key: VideoFormatKey; url: string; via: 'hls.js' | 'native' | 'file' } | null {
  const hls = caps.hlsJs || caps.nativeHls;
  const chosen = pickVideoFormat(list, { hls, mobile: caps.mobile });
  if (!chosen?.format.url) return null;
  if (chosen.key === 'v720P') return { key: chosen.key, url: chosen.format.url, via: 'file' };
  return { key: chosen.key, url: chosen.format.url, via: caps.hlsJs ? 'hls.js' : 'native' };
}

/** spec 01 §3 (P-104): video state per pin. */
export interface VideoPinState {
  pinId: string;
  currentTime: number;
  paused: boolean;
}

export interface VideoManagerState {
  /** the video playing on each track (null when none) */
  current: Record<VideoTrack, string | null>;
  pins: Record<string, VideoPinState>;
}

export type VideoAction =
  | { type: 'play'; pinId: string; track: VideoTrack }
  | { type: 'pause'; pinId: string; track: VideoTrack; currentTime: number }
  | { type: 'time'; pinId: string; currentTime: number };

export const EMPTY_VIDEO_STATE: VideoManagerState = {
  current: { organic: null, promoted: null, carouselModule: null },
  pins: {},
};

function pinState(s: VideoManagerState, pinId: string): VideoPinState {
  return s.pins[pinId] ?? { pinId, currentTime: 0, paused: true };
}

function safeTime(t: number): number {
  return Number.isFinite(t) && t > 0 ? t : 0;
}

/**
 * spec 01 §4 (P-158 - P-162): only one video plays per track: starting one marks the previous
 * one of the same track paused (its player pauses itself); promoted and carousel-module videos
 * have their own tracks; pausing records the time and clears the track's current video.
 */
export function videoReducer(s: VideoManagerState, a: VideoAction): VideoManagerState {
  switch (a.type) {
    case 'play': {
      const pins = { ...s.pins, [a.pinId]: { ...pinState(s, a.pinId), paused: false } };
      const previous = s.current[a.track];
      if (previous && previous !== a.pinId) {
        pins[previous] = { ...pinState(s, previous), paused: true };
      }
      return { current: { ...s.current, [a.track]: a.pinId }, pins };
    }
    case 'pause': {
      const pins = {
        ...s.pins,
        [a.pinId]: { pinId: a.pinId, currentTime: safeTime(a.currentTime), paused: true },
      };
      const current =
        s.current[a.track] === a.pinId ? { ...s.current, [a.track]: null } : s.current;
      return { current, pins };
    }
    case 'time':
      return {
        ...s,
        pins: {
          ...s.pins,
          [a.pinId]: { ...pinState(s, a.pinId), currentTime: safeTime(a.currentTime) },
        },
      };
  }
}
