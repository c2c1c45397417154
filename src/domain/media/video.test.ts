import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { CATALOGS } from '../i18n/catalogs/index.ts';
import type { VideoFormat } from '../pins/content.ts';
import { isUsableVideoFormat, isVideoPinUsable, VIDEO_FORMAT_KEYS, videoTrackOf } from './video.ts';
import {
  EMPTY_VIDEO_STATE,
  PLAYER_STATUS,
  type PlayerEvent,
  type PlayerStatus,
  pickVideoFormat,
  playerStatusAfter,
  playerStatusCode,
  type VideoAction,
  videoErrorText,
  videoReducer,
  videoSource,
} from './video-player.ts';

const good: VideoFormat = {
  url: 'https://v/x.m3u8',
  thumbnail: '/t.jpg',
  width: 720,
  height: 1280,
};

describe('usable video', () => {
  it.each<[VideoFormat | undefined, boolean]>([
    [good, true],
    [{ ...good, thumbnail: undefined }, false],
    [{ ...good, url: '' }, false],
    [{ ...good, width: undefined }, false],
    [{ ...good, height: 0 }, false],
    [undefined, false],
  ])('M-298 format %j is usable: %s', (format, expected) => {
    expect(isUsableVideoFormat(format)).toBe(expected);
  });

  it('M-298 a video pin is usable with one usable format', () => {
    expect(isVideoPinUsable({ videos: { videoList: { v720P: good } } })).toBe(true);
    expect(isVideoPinUsable({ videos: { videoList: { vHLSV4: { url: 'x' }, v720P: good } } })).toBe(
      true,
    );
    expect(isVideoPinUsable({ videos: { videoList: { vHLSV4: { url: 'x' } } } })).toBe(false);
    expect(isVideoPinUsable({ videos: null })).toBe(false);
    expect(isVideoPinUsable({})).toBe(false);
  });

  it('M-298 or when the first story page has a video block', () => {
    expect(
      isVideoPinUsable({
        storyPinData: { pages: [{ blocks: [{ type: 'text' }, { type: 'video' }] }] },
      }),
    ).toBe(true);
    expect(
      isVideoPinUsable({
        storyPinData: { pages: [{ blocks: [{ type: 'image' }] }, { blocks: [{ type: 'video' }] }] },
      }),
    ).toBe(false);
    expect(isVideoPinUsable({ storyPinData: { pages: [] } })).toBe(false);
  });
});

describe('video formats and codes', () => {
  it('P-071 the video formats are HLS V4, HLS V3 mobile and 720P', () => {
    expect([...VIDEO_FORMAT_KEYS]).toEqual(['vHLSV4', 'vHLSV3MOBILE', 'v720P']);
  });

  it('P-071 picks HLS V4 on desktop, HLS V3 mobile on mobile, 720P without HLS', () => {
    const list = { vHLSV4: good, vHLSV3MOBILE: good, v720P: good };
    expect(pickVideoFormat(list, { hls: true, mobile: false })?.key).toBe('vHLSV4');
    expect(pickVideoFormat(list, { hls: true, mobile: true })?.key).toBe('vHLSV3MOBILE');
    expect(pickVideoFormat(list, { hls: false, mobile: true })?.key).toBe('v720P');
    expect(pickVideoFormat({ vHLSV4: good }, { hls: true, mobile: true })?.key).toBe('vHLSV4');
    expect(pickVideoFormat({ vHLSV4: good }, { hls: false, mobile: false })).toBeNull();
    expect(pickVideoFormat({ v720P: { url: 'x' } }, { hls: true, mobile: false })).toBeNull();
  });

  it('P-163 player status codes 0-9 in order', () => {
    expect(PLAYER_STATUS).toHaveLength(10);
    expect(playerStatusCode('default')).toBe(0);
    expect(playerStatusCode('load start')).toBe(1);
    expect(playerStatusCode('playing')).toBe(4);
    expect(playerStatusCode('paused')).toBe(5);
    expect(playerStatusCode('failed')).toBe(8);
    expect(playerStatusCode('ended')).toBe(9);
  });
});

// spec 01 §4: "only one organic video plays at a time; promoted and carousel-module videos are
// tracked separately; pausing records the time and clears the current organic video."
describe('one video per track (spec 01 §4)', () => {
  const run = (actions: VideoAction[]) => actions.reduce(videoReducer, EMPTY_VIDEO_STATE);
  it('P-158 starting a second organic video pauses the first', () => {
    const s = run([
      { type: 'play', pinId: 'a', track: 'organic' },
      { type: 'play', pinId: 'b', track: 'organic' },
    ]);
    expect(s.current.organic).toBe('b');
    expect(s.pins.a?.paused).toBe(true);
    expect(s.pins.b?.paused).toBe(false);
  });
  it.each<['promoted' | 'carouselModule']>([['promoted'], ['carouselModule']])(
    'P-159 P-160 a %s video is tracked apart and leaves the organic one playing',
    (track) => {
      const s = run([
        { type: 'play', pinId: 'a', track: 'organic' },
        { type: 'play', pinId: 'p', track },
      ]);
      expect(s.current.organic).toBe('a');
      expect(s.current[track]).toBe('p');
      expect(s.pins.a?.paused).toBe(false);
    },
  );
  it('P-161 P-162 pausing records the time and clears the current organic video', () => {
    const s = run([
      { type: 'play', pinId: 'a', track: 'organic' },
      { type: 'pause', pinId: 'a', track: 'organic', currentTime: 2.5 },
    ]);
    expect(s.current.organic).toBeNull();
    expect(s.pins.a).toEqual({ pinId: 'a', currentTime: 2.5, paused: true });
  });
  it('P-104 pausing a video that is not current keeps the current one', () => {
    const s = run([
      { type: 'play', pinId: 'a', track: 'organic' },
      { type: 'play', pinId: 'b', track: 'organic' },
      { type: 'pause', pinId: 'a', track: 'organic', currentTime: Number.NaN },
      { type: 'time', pinId: 'b', currentTime: 1.25 },
    ]);
    expect(s.current.organic).toBe('b');
    expect(s.pins.a).toEqual({ pinId: 'a', currentTime: 0, paused: true });
    expect(s.pins.b).toEqual({ pinId: 'b', currentTime: 1.25, paused: false });
  });
  it.each<[{ isPromoted: boolean }, string | undefined, string]>([
    [{ isPromoted: false }, 'AuthHomefeed', 'organic'],
    [{ isPromoted: true }, 'AuthHomefeed', 'promoted'],
    [{ isPromoted: false }, 'VideoCarouselModule', 'carouselModule'],
    [{ isPromoted: true }, 'VideoCarouselModule', 'promoted'],
  ])('P-159 P-160 track of %j on %s → %s', (pin, surface, track) => {
    expect(videoTrackOf(pin, surface)).toBe(track);
  });
});

describe('P-163 player status transitions (spec 01 §4 codes 0-9)', () => {
  it.each<[PlayerStatus, PlayerEvent, boolean, PlayerStatus, number]>([
    ['default', 'loadstart', true, 'load start', 1],
    ['load start', 'loadedmetadata', true, 'loaded metadata', 2],
    ['loaded metadata', 'loadeddata', true, 'loaded data', 3],
    ['loaded data', 'playing', false, 'playing', 4],
    ['playing', 'pause', true, 'paused', 5],
    ['playing', 'seeking', false, 'seeking', 6],
    ['seeking', 'seeked', false, 'playing', 4],
    ['seeking', 'seeked', true, 'paused', 5],
    ['playing', 'waiting', false, 'stalling', 7],
    ['paused', 'waiting', true, 'paused', 5],
    ['playing', 'error', false, 'failed', 8],
    ['failed', 'playing', false, 'failed', 8],
    ['failed', 'loadstart', true, 'load start', 1],
    ['playing', 'ended', true, 'ended', 9],
    ['ended', 'pause', true, 'ended', 9],
    ['playing', 'loadeddata', false, 'playing', 4],
    ['paused', 'emptied', true, 'default', 0],
  ])('%s + %s (paused %s) → %s (%i)', (from, event, paused, to, code) => {
    const next = playerStatusAfter(from, event, { paused });
    expect(next).toBe(to);
    expect(playerStatusCode(next)).toBe(code);
  });
});

describe('P-400 error text for codes 1-4', () => {
  // decision 064: the page says the rule's id in its language
  const catalog = (locale: 'en' | 'de') =>
    setupI18n({ locale, messages: { [locale]: CATALOGS[locale] } });
  const en = catalog('en');

  it('is said in the page’s language', () => {
    expect(catalog('de')._(videoErrorText(4))).toBe(
      'Dein Browser unterstützt dieses Videoformat nicht.',
    );
  });

  it.each<[number | null, RegExp]>([
    [1, /stopped loading/],
    [2, /network/],
    [3, /decoded/],
    [4, /not supported/],
    [7, /cannot be played/],
    [null, /cannot be played/],
  ])('code %s', (code, text) => {
    expect(en._(videoErrorText(code))).toMatch(text);
  });
});

describe('video source: V_HLSV4, V_HLSV3_MOBILE on small screens, V_720P, native HLS', () => {
  const hls = { ...good, url: '/v/index.m3u8' };
  const mp4 = { ...good, url: '/v/clip.mp4' };
  const list = { vHLSV4: hls, vHLSV3MOBILE: { ...hls, url: '/v/m.m3u8' }, v720P: mp4 };
  it.each<[string, Parameters<typeof videoSource>[1], string, string]>([
    [
      'desktop with hls.js',
      { hlsJs: true, nativeHls: false, mobile: false },
      '/v/index.m3u8',
      'hls.js',
    ],
    ['phone with hls.js', { hlsJs: true, nativeHls: false, mobile: true }, '/v/m.m3u8', 'hls.js'],
    [
      'native HLS only',
      { hlsJs: false, nativeHls: true, mobile: false },
      '/v/index.m3u8',
      'native',
    ],
    ['no HLS', { hlsJs: false, nativeHls: false, mobile: false }, '/v/clip.mp4', 'file'],
  ])('%s', (_name, caps, url, via) => {
    expect(videoSource(list, caps)).toMatchObject({ url, via });
  });
  it('only the 720P file when HLS formats are unusable', () => {
    expect(videoSource({ v720P: mp4 }, { hlsJs: true, nativeHls: true, mobile: false })).toEqual({
      key: 'v720P',
      url: '/v/clip.mp4',
      via: 'file',
    });
    expect(videoSource({}, { hlsJs: true, nativeHls: true, mobile: false })).toBeNull();
  });
});
