import { describe, expect, it } from 'vitest';
import type { VideoFormat } from './content.ts';
import {
  isUsableVideoFormat,
  isVideoPinUsable,
  PLAYER_STATUS,
  pickVideoFormat,
  playerStatusCode,
  VIDEO_FORMAT_KEYS,
  videoErrorName,
} from './video.ts';

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

  it.each<[number, string | null]>([
    [1, 'aborted'],
    [2, 'network'],
    [3, 'decode'],
    [4, 'source not supported'],
    [0, null],
    [5, null],
  ])('P-400 video error code %i is %j', (code, expected) => {
    expect(videoErrorName(code)).toBe(expected);
  });
});
