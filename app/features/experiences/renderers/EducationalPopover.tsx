import { useState } from 'react';
import { anchorOf, EXPERIENCE_TIMINGS, renderProblem } from '#domain/experiences/experiences';
import { AnchoredPopover } from '../../../ui/AnchoredPopover';
import { Button } from '../../../ui/Button';
import { useT } from '../../../ui/i18n';
import type { RendererProps } from '../types';
import s from './anchored.module.css';
import { sideOf } from './direction';
import { useFinish } from './use-finish';
import { useFollowLink } from './use-follow-link';
import { usePageAnchor } from './use-page-anchor';
import { useScrollDismiss } from './use-scroll-dismiss';

/**
 * Type 29, the educational pop-over: drawn only when its anchor is on the page (spec 02 §5,
 * M-264); a title, a text and its complete and dismiss buttons; when scroll_to_dismiss it goes
 * 1500 ms after a scroll or touch-move (M-208). Escape dismisses it.
 */
export default function EducationalPopover(props: RendererProps) {
  const { experience, preview, mobile } = props;
  const t = useT();
  const d = experience.display_data;
  const { done, complete, dismiss } = useFinish(props);
  const follow = useFollowLink(preview);
  const [standIn, setStandIn] = useState<HTMLElement | null>(null);
  const pageAnchor = usePageAnchor(anchorOf(d, mobile), !preview);
  const anchor = preview ? standIn : pageAnchor;
  const problem = renderProblem(experience, () => anchor !== null);
  useScrollDismiss(
    !preview && !done && problem === null && d.scroll_to_dismiss === true,
    EXPERIENCE_TIMINGS.popoverScrollDismiss,
    dismiss,
  );
  if (done) return null;
  const popover =
    problem === null ? (
      <AnchoredPopover
        anchor={anchor}
        open
        label={d.title || t('exp.tip')}
        side={sideOf(d.flyout_direction)}
        onOpenChange={(open) => {
          if (!open) dismiss();
        }}
      >
        <div className={s.tip}>
          {d.title ? <h2 className={s.title}>{d.title}</h2> : null}
          {d.body || d.text ? <p className={s.text}>{d.body || d.text}</p> : null}
          <div className={s.actions}>
            {d.dismiss_button?.hideDismissButton ? null : (
              <Button size="sm" onClick={dismiss}>
                {d.dismiss_button?.text || t('exp.notNow')}
              </Button>
            )}
            <Button
              size="sm"
              variant="primary"
              onClick={() => {
                complete();
                follow(d.complete_button?.url);
              }}
            >
              {d.complete_button?.text || t('exp.gotIt')}
            </Button>
          </div>
        </div>
      </AnchoredPopover>
    ) : null;
  if (!preview) return popover;
  return (
    <>
      <div className={s.stage}>
        <span ref={setStandIn} className={s.standIn}>
          {t('exp.anchor')}
        </span>
      </div>
      {popover}
    </>
  );
}
