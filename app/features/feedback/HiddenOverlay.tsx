import { useEffect, useRef, useState } from 'react';
import { feedbackOverlay, TUNE_PATH } from '#domain/feedback/feedback';
import { Button } from '../../ui/Button';
import { said, useT } from '../../ui/i18n';
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
          {o.text?.title ? <p className={s.title}>{said(t, o.text.title)}</p> : null}
          {o.text ? (
            <p className={o.showText ? s.subtitle : 'visually-hidden'}>
              {said(t, o.text.subTitle)}
            </p>
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
