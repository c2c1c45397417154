import { EXPERIENCE_TIMINGS } from '#domain/experiences/experiences';
import { Button } from '../../../ui/Button';
import { IconButton } from '../../../ui/IconButton';
import { useT } from '../../../ui/i18n';
import type { RendererProps } from '../types';
import s from './ThumbnailFlyout.module.css';
import { useFinish } from './use-finish';
import { useFollowLink } from './use-follow-link';
import { useScrollDismiss } from './use-scroll-dismiss';

/**
 * The thumbnail flyout (display_type 'flyout'): a few pictures and a line of text in a small card
 * at the bottom of the window, gone 3 s after the first scroll (spec 02 §4, §9, M-224) unless
 * scroll_to_dismiss is false. Its button completes it (and follows its link); the close button
 * and Escape dismiss it. A preview draws it in place.
 */
export default function ThumbnailFlyout(props: RendererProps) {
  const { experience, preview, mobile } = props;
  const t = useT();
  const d = experience.display_data;
  const { done, complete, dismiss } = useFinish(props);
  const follow = useFollowLink(preview);
  useScrollDismiss(
    !preview && !done && d.scroll_to_dismiss !== false,
    EXPERIENCE_TIMINGS.flyoutScrollDismiss,
    dismiss,
  );
  if (done) return null;
  const label = d.text || d.title || t('exp.suggestion');
  const buttonText = d.complete_button_text || d.button_text;
  const classes = [s.flyout, preview ? s.inPlace : s.fixed, mobile ? s.mobile : '']
    .filter(Boolean)
    .join(' ');
  return (
    <aside
      aria-label={label}
      className={classes}
      data-direction={d.flyout_direction ?? 'up'}
      onKeyDown={(e) => {
        if (e.key === 'Escape') dismiss();
      }}
    >
      {d.thumbnail_urls?.length ? (
        <div className={s.thumbnails}>
          {d.thumbnail_urls.slice(0, 4).map((src) => (
            <img key={src} className={s.thumbnail} src={src} alt="" />
          ))}
        </div>
      ) : null}
      <div className={s.body}>
        {d.text ? <p className={s.text}>{d.text}</p> : null}
        {d.sub_text ? <p className={s.subText}>{d.sub_text}</p> : null}
        {buttonText ? (
          <Button
            size="sm"
            variant="primary"
            onClick={() => {
              complete();
              follow(d.complete_button_cta_url || d.button_uri);
            }}
          >
            {buttonText}
          </Button>
        ) : null}
      </div>
      <IconButton
        size="sm"
        variant="transparent"
        icon="x"
        label={d.dismiss_button_text || t('exp.dismiss')}
        onClick={dismiss}
      />
    </aside>
  );
}
