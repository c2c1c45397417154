import { type CSSProperties, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import s from './Pulsar.module.css';

export interface PulsarProps {
  /** what a press does, for assistive technology (there is no text): "Show tip" */
  label: string;
  onPress?(): void;
  /** stops pulsing (the tip it stands for is showing) */
  paused?: boolean;
  /** the tip it opens is showing (announced as expanded) */
  expanded?: boolean;
  /**
   * an element of the page it sits on the centre of (it does not render it); without one the
   * pulsar is drawn in place
   */
  anchor?: Element | null;
}

interface Point {
  top: number;
  left: number;
}

/**
 * The anchor's top right corner, a little inside: the dot marks the control without covering its
 * label (a text button's words, an icon's shape).
 */
function centreOf(el: Element): Point {
  const r = el.getBoundingClientRect();
  const inset = Math.min(6, r.width / 2, r.height / 2);
  return { top: r.top + inset, left: r.right - inset };
}

/** Follows an element's corner in the viewport while the page scrolls or resizes. */
function useCentre(anchor: Element | null | undefined): Point | null {
  const [point, setPoint] = useState<Point | null>(null);
  useEffect(() => {
    if (!anchor) {
      setPoint(null);
      return;
    }
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setPoint(centreOf(anchor)));
    };
    setPoint(centreOf(anchor));
    window.addEventListener('scroll', measure, { capture: true, passive: true });
    window.addEventListener('resize', measure);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', measure, { capture: true });
      window.removeEventListener('resize', measure);
    };
  }, [anchor]);
  return point;
}

/**
 * A pulsing dot that draws the eye to a control and opens the tip about it when pressed. It
 * stops pulsing once paused, and never pulses for someone who asked for reduced motion.
 */
export function Pulsar({ label, onPress, paused = false, expanded, anchor }: PulsarProps) {
  const centre = useCentre(anchor);
  const button = (
    <button
      type="button"
      className={`${s.pulsar}${anchor ? ` ${s.placed}` : ''}`}
      aria-label={label}
      aria-expanded={expanded}
      data-paused={paused || undefined}
      style={centre ? ({ top: centre.top, left: centre.left } as CSSProperties) : undefined}
      onClick={onPress}
    >
      <span className={s.ring} aria-hidden="true" />
      <span className={s.dot} aria-hidden="true" />
    </button>
  );
  if (!anchor) return button;
  if (!centre) return null;
  return createPortal(button, document.body);
}
