import { useEffect, useRef, useState } from 'react';
import {
  FEWER_GLP1_ADS,
  FEWER_LIKE_THIS,
  feedbackOverlay,
  MORE_RELEVANT,
  PIN_HIDDEN,
  REPORTED_THANKS,
  REPORTED_TITLE,
  TUNE_PATH,
} from '#domain/feedback/feedback';
import type { MessageId } from '#domain/i18n/catalogs/en';
import { Button } from '../../ui/Button';
import { type Translate, useT } from '../../ui/i18n';
import { Link } from '../../ui/Link';
import s from './Feedback.module.css';
import type { PinFeedbackState } from './use-pin-feedback';

/** The overlay's width, measured (P-244 reads it); before a measure, the card column's 236. */
function useWidth(ref: React.RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(236);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    setWidth(el.getBoundingClientRect().width);
    const ro = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    ro.observe(el);
    return () => ro.disconnect();
  }, [ref]);
  return width;
}

const FIXED: Record<string, MessageId> = {
  [REPORTED_TITLE]: 'feedback.reported',
  [PIN_HIDDEN]: 'feedback.pinHidden',
  [REPORTED_THANKS]: 'feedback.thanks',
  [FEWER_LIKE_THIS]: 'feedback.fewerLikeThis',
  [MORE_RELEVANT]: 'feedback.moreRelevant',
  [FEWER_GLP1_ADS]: 'feedback.fewerGlp1',
  "You won't see Pins because of this topic in your home feed.": 'feedback.noTopicPins',
  "You won't see their Pins in your home feed.": 'feedback.noTheirPins',
};

const NAMED: [RegExp, MessageId][] = [
  [/^Unfollowed (.+)$/, 'feedback.unfollowedOf'],
  [/^This Pin is from (.+), a board you follow$/, 'feedback.fromBoard'],
  [/^This Pin is from (.+), a profile you follow$/, 'feedback.fromProfile'],
  [/^This Pin was inspired by (.+)$/, 'feedback.inspiredBy'],
  [/^Got it! You'll start seeing fewer AI (.+) Pins within a few hours\.$/, 'feedback.fewerAiOf'],
  [/^Got it! You'll start seeing fewer AI Pins within a few hours\.$/, 'feedback.fewerAi'],
];

/**
 * The overlay's words in the page's language (decision 064): the domain words them in English
 * (feedbackText, which its tests and the card's rules read); each of its sentences has its id
 * here, the names in them kept as they are.
 */
function say(t: Translate, text: string): string {
  const fixed = FIXED[text];
  if (fixed) return t(fixed);
  for (const [pattern, id] of NAMED) {
    const m = pattern.exec(text);
    if (m) return t(id, { name: m[1] ?? '' });
  }
  return text;
}

/**
 * The hidden-pin and reported overlay over a card (spec 01 §4, §5, §8): it fades to 0.8 over
 * 1 s (P-147, P-405), shows the title, and the subtitle when it is 250 px wide or more (P-244;
 * narrower, the subtitle is still read to screen readers); Undo, Unfollow and the 'Tune your
 * home feed' link to /edit (P-037) follow `feedbackOverlay`. Focus moves into it, since the control that hid the pin is gone.
 */
export function HiddenOverlay(props: {
  state: PinFeedbackState;
  busy: boolean;
  onUndo(): void;
  onUnfollow(): void;
}) {
  const { state } = props;
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const width = useWidth(ref);
  const o = feedbackOverlay({ ...state, width });

  useEffect(() => {
    const el = ref.current;
    if (!el || el.contains(document.activeElement)) return;
    (el.querySelector<HTMLElement>('button') ?? el).focus();
  }, []);

  return (
    <div
      ref={ref}
      className={s.overlay}
      data-feedback-status={state.status}
      data-feedback-type={state.feedbackType}
      tabIndex={-1}
    >
      <div className={s.backdrop} aria-hidden="true" />
      <div className={s.content}>
        <div role="status" className={s.texts}>
          {o.text?.title ? <p className={s.title}>{say(t, o.text.title)}</p> : null}
          {o.text ? (
            <p className={o.showText ? s.subtitle : 'visually-hidden'}>{say(t, o.text.subTitle)}</p>
          ) : null}
        </div>
        <div className={s.actions}>
          {o.undo ? (
            <Button size="sm" variant="secondary" disabled={props.busy} onClick={props.onUndo}>
              {t('feedback.undo')}
            </Button>
          ) : null}
          {o.unfollow ? (
            <Button size="sm" variant="secondary" disabled={props.busy} onClick={props.onUnfollow}>
              {t('feedback.unfollow')}
            </Button>
          ) : null}
        </div>
        {o.tuneYourFeed ? (
          <Link to={TUNE_PATH} underline="always" className={s.tune}>
            {t('feedback.tune')}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
