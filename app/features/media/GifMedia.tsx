import { useEffect, useRef, useState } from 'react';
import type { ImageSet } from '#domain/pins/models';
import s from './media.module.css';
import { PinImage } from './PinImage';

function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const mq = matchMedia('(prefers-reduced-motion: reduce)');
    setReduced(mq.matches);
    const onChange = () => setReduced(mq.matches);
    mq.addEventListener('change', onChange);
    return () => mq.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

/**
 * Hover or keyboard focus anywhere on the card (the closest [data-pin-id] element, else the
 * media box): the card passes `hovered` when it knows it, this covers the rest.
 */
function useHoverWithin(ref: React.RefObject<HTMLElement | null>): boolean {
  const [on, setOn] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const host = el.closest<HTMLElement>('[data-pin-id]') ?? el;
    const enter = () => setOn(true);
    const leave = () => setOn(false);
    const blur = (e: FocusEvent) => {
      if (!host.contains(e.relatedTarget as Node | null)) setOn(false);
    };
    host.addEventListener('pointerenter', enter);
    host.addEventListener('pointerleave', leave);
    host.addEventListener('focusin', enter);
    host.addEventListener('focusout', blur);
    return () => {
      host.removeEventListener('pointerenter', enter);
      host.removeEventListener('pointerleave', leave);
      host.removeEventListener('focusin', enter);
      host.removeEventListener('focusout', blur);
    };
  }, [ref]);
  return on;
}

export interface GifMediaProps {
  images: ImageSet;
  src: string;
  alt: string;
  dominantColor: string;
  aspect: number;
  isBot: boolean;
  place: 'card' | 'closeup';
  eager?: boolean;
  hovered?: boolean;
  className?: string;
}

/**
 * A gif pin (spec 01 §1 P-007, §4): the still image, and the animation over it while the card is
 * hovered or focused (the closeup plays it at once). With prefers-reduced-motion the closeup
 * waits for hover or focus too. The box keeps the reserved aspect.
 */
export function GifMedia(props: GifMediaProps) {
  const ref = useRef<HTMLDivElement>(null);
  const reduced = useReducedMotion();
  const hoverWithin = useHoverWithin(ref);
  const active = Boolean(props.hovered) || hoverWithin;
  const playing = !props.isBot && (active || (props.place === 'closeup' && !reduced));
  return (
    <div ref={ref} className={s.gifBox} data-gif-playing={playing ? 'true' : 'false'}>
      <PinImage
        images={props.images}
        alt={props.alt}
        dominantColor={props.dominantColor}
        aspect={props.aspect}
        isBot={props.isBot}
        eager={props.eager}
        wide={props.place === 'closeup'}
        className={props.className}
      />
      {playing ? <img className={s.gifAnim} src={props.src} alt="" decoding="async" /> : null}
      {/* the format's name, the same in every language */}
      <span className={s.badge} aria-hidden="true" data-gif-badge="">
        {'GIF'}
      </span>
    </div>
  );
}
