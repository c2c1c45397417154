import { useEffect, useState } from 'react';
import { anchorOf, fillBoardName } from '#domain/experiences/experiences';
import { AnchoredPopover } from '../../../ui/AnchoredPopover';
import { Button } from '../../../ui/Button';
import { useT } from '../../../ui/i18n';
import { Pulsar } from '../../../ui/Pulsar';
import type { RendererProps } from '../types';
import s from './anchored.module.css';
import { sideOf } from './direction';
import { useFinish } from './use-finish';
import { usePageAnchor } from './use-page-anchor';
import { useScrollDismiss, useTimeout } from './use-scroll-dismiss';

/**
 * Type 8, the anchored tooltip (spec 02 §4 Hero banner and tooltip experiences). It points at
 * anchorOf(display_data) on the page. With a pulsar, a pulsing dot sits on the anchor and a tap
 * pauses it and shows the tip (M-219); with neither a pulsar nor a tip it completes at once
 * (M-220). It dismisses a delay after the first scroll or touch-move when scroll_to_dismiss
 * (M-221), on a click on its anchor (M-222) and after disappearTime ms (M-223). Its text may
 * name the page's board (M-151).
 *
 * has_tooltip and has_pulsar default to what the data holds: a tip when there is a text (and not
 * pulserOnly), a pulsar when pulserOnly. A pulsar without a tip completes when tapped.
 */
export default function TooltipExperience(props: RendererProps) {
  const { experience, preview, boardName, mobile } = props;
  const t = useT();
  const d = experience.display_data;
  const text = fillBoardName(d.tooltip?.mainText ?? d.text ?? '', boardName ?? t('exp.yourBoard'));
  const hasTooltip = d.has_tooltip ?? (text !== '' && !d.pulserOnly);
  const hasPulsar = d.has_pulsar ?? Boolean(d.pulserOnly);
  const nothing = !hasTooltip && !hasPulsar;
  const { done, complete, dismiss } = useFinish(props);
  const [standIn, setStandIn] = useState<HTMLElement | null>(null);
  const pageAnchor = usePageAnchor(anchorOf(d, mobile), !preview && !nothing);
  const anchor = preview ? standIn : pageAnchor;
  const [tapped, setTapped] = useState(false);
  const tipOpen = hasTooltip && (!hasPulsar || tapped);
  const live = !preview && !done && anchor !== null;

  useEffect(() => {
    if (nothing && !preview) complete();
  }, [nothing, preview, complete]);
  useTimeout(live && (d.disappearTime ?? 0) > 0, d.disappearTime ?? 0, dismiss);
  useScrollDismiss(
    live && d.scroll_to_dismiss === true,
    (d.scroll_to_dismiss_delay_in_seconds ?? 0) * 1000,
    dismiss,
  );
  useEffect(() => {
    if (!live || !pageAnchor) return;
    pageAnchor.addEventListener('click', dismiss);
    return () => pageAnchor.removeEventListener('click', dismiss);
  }, [live, pageAnchor, dismiss]);

  if (done) return null;
  if (nothing) {
    return preview ? <p className={s.note}>{t('exp.nothing')}</p> : null;
  }

  const confirm = d.tooltip?.confirmButtonText || d.complete_button_text || t('exp.gotIt');
  const cancel = d.tooltip?.cancelButtonText || d.dismiss_button_text;
  function press() {
    setTapped(true);
    if (!hasTooltip) complete();
  }
  const pulsar = hasPulsar ? (
    <Pulsar
      label={hasTooltip ? t('exp.showTip') : t('exp.gotIt')}
      anchor={preview ? undefined : anchor}
      paused={tapped}
      expanded={hasTooltip ? tipOpen : undefined}
      onPress={press}
    />
  ) : null;
  return (
    <>
      {preview ? (
        <div className={s.stage}>
          <span ref={setStandIn} className={s.standIn}>
            {pulsar ?? t('exp.anchor')}
          </span>
        </div>
      ) : (
        pulsar
      )}
      <AnchoredPopover
        anchor={anchor}
        open={tipOpen}
        label={t('exp.tip')}
        side={sideOf(d.tooltip?.idealDirection ?? d.flyout_direction)}
        onOpenChange={(open) => {
          if (!open) dismiss();
        }}
      >
        <div className={s.tip}>
          <p className={s.text}>{text}</p>
          <div className={s.actions}>
            {cancel ? (
              <Button size="sm" onClick={dismiss}>
                {cancel}
              </Button>
            ) : null}
            <Button size="sm" variant="primary" onClick={() => complete()}>
              {confirm}
            </Button>
          </div>
        </div>
      </AnchoredPopover>
    </>
  );
}
