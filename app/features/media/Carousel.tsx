import { type ReactNode, useEffect, useRef, useState } from 'react';
import {
  carouselControls,
  jumpToSlot,
  moveTouch,
  SLOT_TIMER_MS,
  startTouch,
  stepSlot,
  swipeEventCode,
  type TouchTrack,
  timerNextSlot,
  touchOutcome,
} from '#domain/media/carousel';
import type { CarouselSlotModel } from '#domain/pins/models';
import { Dots } from '../../ui/Dots';
import { useT } from '../../ui/i18n';
import { type ImpressionInfo, useImpression } from '../analytics';
import { MediaArrow } from './MediaArrow';
import s from './media.module.css';
import { PinImage } from './PinImage';

export interface CarouselProps {
  slots: CarouselSlotModel[];
  place: 'card' | 'closeup';
  /** height / width the layout reserved: every slot is shown in this box */
  aspect: number;
  isBot: boolean;
  dominantColor: string;
  /** alt text of a slot without a title */
  fallbackAlt: string;
  eager?: boolean;
  /** a third-party ad module logs its swipes as 9315/9316 (spec 01 §4) */
  thirdPartyAd?: boolean;
  /** the slot shown first (carouselData.index) */
  initialIndex?: number;
  /** a swipe's event code (spec 01 §4: 108, or 9315/9316) */
  onSwipe?: (eventCode: number, direction: 'previous' | 'next') => void;
  onSlotChange?: (index: number) => void;
  /** what a slot's impression logs (spec 02 §7 M-380: 7352), when the pin is known */
  slotImpression?: (slot: CarouselSlotModel, index: number) => ImpressionInfo;
}

/**
 * One slot's box: tracked like any impression (the track's clipping makes a slot off to the
 * side count as off screen, so a slot counts once it is swiped or timed into view).
 */
function SlotFrame(props: {
  info: ImpressionInfo | null;
  /** the closeup's slots are labelled groups ('2 of 5'); the card's are plain boxes */
  groupLabel: string | null;
  current: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useImpression(ref, props.info);
  return (
    <div
      ref={ref}
      className={s.slot}
      {...(props.groupLabel ? { role: 'group', 'aria-label': props.groupLabel } : {})}
      aria-hidden={props.current ? undefined : true}
      inert={props.current ? undefined : true}
    >
      {props.children}
    </div>
  );
}

function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * A carousel pin's slots (spec 01 §2, §4, §5): on the closeup, arrows labelled 'View Previous'
 * and 'View Next' shown only when that slot exists, dots that jump to a slot, a 4 s slot timer
 * that pauses on hover and focus, and each slot's own title and link; everywhere, a swipe moves
 * a slot while a long press (500 ms) does not, and a move over 10 px cancels the long press.
 * The card (inside the card's link) shows the slots with passive dots and no buttons.
 */
export function Carousel(props: CarouselProps) {
  const { slots, place } = props;
  const t = useT();
  const count = slots.length;
  const [index, setIndex] = useState(() =>
    jumpToSlot({ index: 0, slotCount: count }, props.initialIndex ?? 0),
  );
  const [paused, setPaused] = useState(false);
  const touch = useRef<TouchTrack | null>(null);
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const lastArrow = useRef<'previous' | 'next' | null>(null);
  const pos = { index, slotCount: count };
  const arrows = carouselControls(pos);
  const interactive = place === 'closeup';
  const onSlotChange = props.onSlotChange;

  const go = (next: number) => {
    setIndex(next);
    onSlotChange?.(next);
  };

  // spec 01 §4, §9 (P-168): the slot timer, closeup only, paused on hover and focus
  useEffect(() => {
    if (!interactive || paused || count < 2 || reducedMotion()) return;
    const timer = setTimeout(() => {
      const next = timerNextSlot({ index, slotCount: count });
      setIndex(next);
      onSlotChange?.(next);
    }, SLOT_TIMER_MS);
    return () => clearTimeout(timer);
  }, [interactive, paused, index, count, onSlotChange]);

  // an arrow that disappears at an end hands the focus to the other arrow
  useEffect(() => {
    const gone = lastArrow.current;
    if (!gone || typeof document === 'undefined') return;
    const active = document.activeElement;
    if (gone === 'next' && !arrows.next && (active === document.body || active === null)) {
      prevRef.current?.focus();
    }
    if (gone === 'previous' && !arrows.previous && (active === document.body || active === null)) {
      nextRef.current?.focus();
    }
    lastArrow.current = null;
  });

  const arrow = (direction: 'previous' | 'next') => {
    lastArrow.current = direction;
    go(stepSlot(pos, direction));
  };

  const current = slots[index];
  // the card's carousel sits inside the card's link: no landmark, roles or buttons there
  const Wrapper = interactive ? 'section' : 'div';
  return (
    <Wrapper
      className={`${s.carousel} ${interactive ? s.closeupBox : ''}`}
      aria-roledescription={interactive ? t('media.carousel') : undefined}
      aria-label={interactive ? t('media.carouselOf', { count }) : undefined}
      data-slot-index={index}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      <div
        className={s.viewport}
        style={{ aspectRatio: `1 / ${props.aspect}`, backgroundColor: props.dominantColor }}
        onTouchStart={(e) => {
          const p = e.touches[0];
          if (p) touch.current = startTouch(p.clientX, p.clientY, e.timeStamp);
        }}
        onTouchMove={(e) => {
          const p = e.touches[0];
          if (p && touch.current) touch.current = moveTouch(touch.current, p.clientX, p.clientY);
        }}
        onTouchEnd={(e) => {
          const p = e.changedTouches[0];
          const track = touch.current;
          touch.current = null;
          if (!p || !track) return;
          const out = touchOutcome(track, p.clientX, p.clientY, e.timeStamp);
          if (out.kind !== 'swipe') return;
          // a swipe inside the card's link must not open the pin
          if (e.cancelable) e.preventDefault();
          const next = stepSlot(pos, out.direction);
          if (next === index) return;
          props.onSwipe?.(
            swipeEventCode(out.direction, { thirdPartyAd: Boolean(props.thirdPartyAd) }),
            out.direction,
          );
          go(next);
        }}
      >
        <div className={s.track} style={{ transform: `translateX(${-index * 100}%)` }}>
          {slots.map((slot, i) => (
            <SlotFrame
              key={slot.slotId}
              info={props.slotImpression?.(slot, i) ?? null}
              groupLabel={interactive ? t('media.nOf', { n: i + 1, count }) : null}
              current={i === index}
            >
              <PinImage
                images={slot.images}
                alt={slot.title ?? props.fallbackAlt}
                dominantColor={props.dominantColor}
                aspect={props.aspect}
                isBot={props.isBot}
                eager={i === index ? props.eager : false}
                wide={interactive}
              />
            </SlotFrame>
          ))}
        </div>
        {interactive && arrows.previous ? (
          <MediaArrow
            ref={prevRef}
            direction="previous"
            label={t('media.prev')}
            onClick={() => arrow('previous')}
          />
        ) : null}
        {interactive && arrows.next ? (
          <MediaArrow
            ref={nextRef}
            direction="next"
            label={t('media.next')}
            onClick={() => arrow('next')}
          />
        ) : null}
        {interactive ? null : (
          <span className={s.dotsPassive} aria-hidden="true">
            {slots.map((slot, i) => (
              <span key={slot.slotId} className={s.dot} data-current={i === index} />
            ))}
          </span>
        )}
      </div>
      {interactive ? (
        <Dots
          count={slots.length}
          current={index}
          onSelect={(i) => go(jumpToSlot(pos, i))}
          itemLabel={(i) => t('media.goSlide', { n: i + 1 })}
        />
      ) : null}
      {interactive && current && (current.title || current.details) ? (
        <div className={s.slotCaption} aria-live="polite">
          {current.title ? (
            current.link ? (
              <a
                className={s.slotTitle}
                href={current.link}
                target="_blank"
                rel="noopener noreferrer nofollow"
              >
                {current.title}
              </a>
            ) : (
              <span className={s.slotTitle}>{current.title}</span>
            )
          ) : null}
          {current.details ? <span className={s.slotDetails}>{current.details}</span> : null}
        </div>
      ) : null}
    </Wrapper>
  );
}
