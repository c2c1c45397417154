import { useEffect, useRef, useState } from 'react';
import { videoTime } from '#domain/formatting/time';
import { isDesktop } from '#domain/layout/device';
import type { VideoTrack } from '#domain/media/video';
import {
  type PlayerEvent,
  type PlayerStatus,
  playerStatusAfter,
  playerStatusCode,
  videoErrorText,
  videoSource,
} from '#domain/media/video-player';
import type { VideoData } from '#domain/pins/content';
import { useDeviceClass } from '../../lib/viewer-context';
import { useT } from '../../ui/i18n';
import s from './media.module.css';
import { useVideoPinState, type VideoManager, videoManager } from './video-manager';

const EVENTS: readonly PlayerEvent[] = [
  'emptied',
  'loadstart',
  'loadedmetadata',
  'loadeddata',
  'playing',
  'pause',
  'seeking',
  'seeked',
  'waiting',
  'stalled',
  'error',
  'ended',
];

export interface VideoPlayerProps {
  pinId: string;
  videos: Pick<VideoData, 'videoList' | 'durationMs'>;
  poster: string | null;
  label: string;
  /** height / width of the box (the layout's reserved aspect) */
  aspect: number;
  place: 'card' | 'closeup';
  track: VideoTrack;
  dominantColor?: string;
  manager?: VideoManager;
}

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Closeup videos playing now. Only one organic video plays at a time (P-158); the one the
 * person opened wins over grid cards that merely scroll into view behind or below it.
 */
const closeupPlaying = new Set<string>();

/**
 * A pin's video (spec 01 §4, §9): HLS with V_HLSV4, then V_HLSV3_MOBILE on small screens, then
 * the V_720P file; HLS plays natively where the browser can (Safari, iOS) and through hls.js,
 * fetched when the first video is about to play, elsewhere.
 * On the card it plays muted while at least half visible; the closeup has controls. Only one
 * video plays per track (the page's video manager); pausing records the time. The status code
 * 0-9 is on data-player-status; a failure shows the poster and the error's text.
 */
export function VideoPlayer(props: VideoPlayerProps) {
  const { pinId, place, track } = props;
  const t = useT();
  const manager = props.manager ?? videoManager;
  const ref = useRef<HTMLVideoElement>(null);
  const [status, setStatus] = useState<PlayerStatus>('default');
  const [error, setError] = useState<number | null>(null);
  const [attached, setAttached] = useState(false);
  const saved = useVideoPinState(pinId, manager);
  const statusRef = useRef<PlayerStatus>('default');
  // spec 01 §9: phones and tablets take HLS V3 mobile first; read when a source is attached,
  // so a later refinement of the device class does not restart a playing video
  const device = useDeviceClass();
  const deviceRef = useRef(device);
  deviceRef.current = device;

  // media events → status codes, and play/pause into the page's manager
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const handlers = EVENTS.map((event) => {
      const handler = () => {
        const next = playerStatusAfter(statusRef.current, event, { paused: el.paused });
        statusRef.current = next;
        setStatus(next);
        if (event === 'playing') {
          // a card whose play() resolved after the closeup's video started yields at once
          if (place === 'card' && closeupPlaying.size > 0) {
            el.pause();
            return;
          }
          if (place === 'closeup') closeupPlaying.add(pinId);
          manager.dispatch({ type: 'play', pinId, track });
        }
        if (event === 'pause' || event === 'ended') {
          if (place === 'closeup') closeupPlaying.delete(pinId);
          manager.dispatch({ type: 'pause', pinId, track, currentTime: el.currentTime });
        }
        if (event === 'error') setError(el.error?.code ?? 4);
      };
      el.addEventListener(event, handler);
      return [event, handler] as const;
    });
    return () => {
      if (place === 'closeup') closeupPlaying.delete(pinId);
      for (const [event, handler] of handlers) el.removeEventListener(event, handler);
    };
  }, [manager, pinId, track, place]);

  // another video of the same track started: this one pauses (P-158)
  useEffect(() => {
    const el = ref.current;
    if (el && saved?.paused && !el.paused) el.pause();
  }, [saved]);

  // the source is attached when the player is first needed (visible card, or the closeup)
  useEffect(() => {
    if (!attached) return;
    const el = ref.current;
    if (!el) return;
    let destroyed = false;
    let hls: { destroy(): void } | null = null;
    const start = manager.getState().pins[pinId]?.currentTime ?? 0;
    const nativeHls = el.canPlayType('application/vnd.apple.mpegurl') !== '';
    const mobile = !isDesktop(deviceRef.current);
    const hasHls = Boolean(props.videos.videoList.vHLSV4 || props.videos.videoList.vHLSV3MOBILE);
    const load = async () => {
      let Hls: typeof import('hls.js').default | null = null;
      // issue 12: hls.js (160 KB gzipped) only where the browser cannot play HLS itself
      if (hasHls && !nativeHls && typeof window.MediaSource !== 'undefined') {
        try {
          Hls = (await import('hls.js')).default;
        } catch {
          Hls = null;
        }
      }
      if (destroyed) return;
      const hlsJs = Boolean(Hls?.isSupported());
      const source = videoSource(props.videos.videoList, { hlsJs, nativeHls, mobile });
      if (!source) {
        setError(4);
        statusRef.current = 'failed';
        setStatus('failed');
        return;
      }
      if (source.via === 'hls.js' && Hls) {
        const player = new Hls({ startPosition: start, capLevelToPlayerSize: true });
        hls = player;
        player.on(Hls.Events.ERROR, (_e, data) => {
          if (!data.fatal) return;
          // hls.js fatal errors: network → 2, media → 3, anything else → 4
          const code = data.type === 'networkError' ? 2 : data.type === 'mediaError' ? 3 : 4;
          player.destroy();
          hls = null;
          setError(code);
          statusRef.current = 'failed';
          setStatus('failed');
        });
        player.loadSource(source.url);
        player.attachMedia(el);
      } else {
        el.src = source.url;
        if (start > 0) el.currentTime = start;
        if (el.autoplay) el.play().catch(() => {});
      }
      el.dataset.source = source.key;
    };
    void load();
    return () => {
      destroyed = true;
      hls?.destroy();
    };
  }, [attached, manager, pinId, props.videos]);

  // card: plays muted while at least half visible, pauses when not; closeup: attach at once
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (place === 'closeup') {
      setAttached(true);
      if (!prefersReducedMotion()) el.autoplay = true;
      return;
    }
    if (typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        if (entry.intersectionRatio >= 0.5) {
          setAttached(true);
          // a grid card scrolling into view never takes over the closeup's own video
          if (prefersReducedMotion() || closeupPlaying.size > 0) return;
          // set before the first source is attached: with preload="none" a browser playing HLS
          // itself only starts a source it was told to autoplay when it got it
          el.autoplay = true;
          if (el.dataset.source) el.play().catch(() => {});
        } else {
          el.autoplay = false;
          if (!el.paused) el.pause();
        }
      },
      { threshold: [0, 0.5] },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [place]);

  const failed = error !== null;
  return (
    <div
      className={`${s.videoBox} ${place === 'closeup' ? s.closeupBox : ''}`}
      style={{ aspectRatio: `1 / ${props.aspect}`, backgroundColor: props.dominantColor }}
      data-player-status={playerStatusCode(status)}
      data-player-state={status}
    >
      <video
        ref={ref}
        className={s.video}
        poster={props.poster ?? undefined}
        muted
        playsInline
        loop={place === 'card'}
        preload="none"
        controls={place === 'closeup' && !failed}
        aria-label={props.label}
        tabIndex={place === 'card' ? -1 : undefined}
        data-pin-video={pinId}
        hidden={failed}
      />
      {failed ? (
        <>
          {props.poster ? <img className={s.video} src={props.poster} alt={props.label} /> : null}
          <p className={s.videoError} role="alert">
            {t(videoErrorText(error))}
          </p>
        </>
      ) : null}
      {place === 'card' && props.videos.durationMs > 0 ? (
        <span className={s.duration} aria-hidden="true">
          {videoTime(props.videos.durationMs)}
        </span>
      ) : null}
    </div>
  );
}
