import type { EmbedData, VideoData } from '#domain/pins/content';

/**
 * The demo video and gif content (public/demo-video/, made by scripts/make-demo-video.sh and
 * committed, so no machine needs ffmpeg): which clips exist, the videoList each becomes
 * (spec 01 §3, §9: vHLSV4, vHLSV3MOBILE, v720P with url, width, height and thumbnail) and the
 * pins that show them.
 */

export const DEMO_VIDEO_DIR = '/demo-video';

export interface DemoClip {
  name: string;
  width: number;
  height: number;
  durationMs: number;
  titles: readonly string[];
  description: string;
}

export interface DemoAnim {
  name: string;
  file: 'anim.webp' | 'anim.gif';
  width: number;
  height: number;
  title: string;
  description: string;
}

export const DEMO_CLIPS: readonly DemoClip[] = [
  {
    name: 'tide',
    width: 480,
    height: 270,
    durationMs: 5000,
    titles: ['Slow tide colours for a calm evening', 'Sea-glass gradient loop'],
    description:
      'A five-second loop of drifting sea colours, handy as a calm background or a palette idea.',
  },
  {
    name: 'bloom',
    width: 360,
    height: 640,
    durationMs: 5000,
    titles: ['Fractal bloom, zooming in', 'Colour study: a fractal in motion'],
    description: 'A short vertical zoom into a fractal edge, every frame a new colour combination.',
  },
  {
    name: 'garden',
    width: 480,
    height: 270,
    durationMs: 5000,
    titles: ['Pixel garden growing', 'A tiny garden of living cells'],
    description: 'Cells are born and fade on a green grid: a playful pattern for textile ideas.',
  },
];

export const DEMO_ANIMS: readonly DemoAnim[] = [
  {
    name: 'spin',
    file: 'anim.webp',
    width: 240,
    height: 240,
    title: 'Spiral of warm colours',
    description: 'A looping spiral gradient: hover to watch it turn.',
  },
  {
    name: 'pulse',
    file: 'anim.gif',
    width: 240,
    height: 300,
    title: 'Test-card colour pulse',
    description: 'A retro test card cycling through its hues.',
  },
];

/** The poster (video) or still (gif) a media pin's image is made from, under public/. */
export function demoMediaStill(media: DemoMedia): string {
  return media.type === 'video'
    ? `demo-video/${media.clip}/poster.jpg`
    : `demo-video/${media.anim}/still.jpg`;
}

export type DemoMedia = { type: 'video'; clip: string } | { type: 'gif'; anim: string };

/** spec 01 §3 videos for a demo clip: both HLS entries share the playlist; 720P is the MP4. */
export function demoVideoData(clipName: string): VideoData {
  const clip = DEMO_CLIPS.find((c) => c.name === clipName);
  if (!clip) throw new RangeError(`unknown demo clip ${clipName}`);
  const base = `${DEMO_VIDEO_DIR}/${clip.name}`;
  const format = (file: string) => ({
    url: `${base}/${file}`,
    width: clip.width,
    height: clip.height,
    thumbnail: `${base}/poster.jpg`,
  });
  return {
    durationMs: clip.durationMs,
    videoList: {
      vHLSV4: format('index.m3u8'),
      vHLSV3MOBILE: format('index.m3u8'),
      v720P: format('clip.mp4'),
    },
  };
}

/** spec 01 §3 embed of a demo gif pin. */
export function demoEmbed(animName: string): EmbedData {
  const anim = DEMO_ANIMS.find((a) => a.name === animName);
  if (!anim) throw new RangeError(`unknown demo animation ${animName}`);
  return { type: 'gif', src: `${DEMO_VIDEO_DIR}/${anim.name}/${anim.file}` };
}

/** How many originals become video and gif pins (from 20 originals up, like every kind). */
export function mediaPinCounts(originals: number): { videos: number; gifs: number } {
  if (originals < 20) return { videos: 0, gifs: 0 };
  return { videos: Math.max(3, Math.round(originals * 0.01)), gifs: 2 };
}

/** The text of the nth video or gif pin. */
export function mediaPinText(
  media: DemoMedia,
  n: number,
): { title: string; description: string; altText: string } {
  if (media.type === 'video') {
    const clip = DEMO_CLIPS.find((c) => c.name === media.clip) as DemoClip;
    const title = clip.titles[Math.floor(n / DEMO_CLIPS.length) % clip.titles.length] as string;
    return { title, description: clip.description, altText: `Video: ${title.toLowerCase()}` };
  }
  const anim = DEMO_ANIMS.find((a) => a.name === media.anim) as DemoAnim;
  return {
    title: anim.title,
    description: anim.description,
    altText: `Animation: ${anim.title.toLowerCase()}`,
  };
}
