import { type CSSProperties, useEffect, useState } from 'react';
import { EXPERIENCE_TIMINGS } from '#domain/experiences/experiences';
import { Button } from '../../../ui/Button';
import { IconButton } from '../../../ui/IconButton';
import { useT } from '../../../ui/i18n';
import type { RendererProps } from '../types';
import s from './HeroBanner.module.css';
import { useFinish } from './use-finish';
import { useFollowLink } from './use-follow-link';
import { prefersReducedMotion } from './use-reduced-motion';

/**
 * The onboarding hero banner (display_type 'hero' on types 26–28): it slides in over 400 ms
 * (spec 02 §4, §9, M-217), at once for someone who asked for reduced motion, and stays until the
 * person completes it (the complete button, then its complete_button_cta_url) or dismisses it
 * (M-218).
 */
export default function HeroBanner(props: RendererProps) {
  const { experience, preview, mobile } = props;
  const t = useT();
  const d = experience.display_data;
  const { done, complete, dismiss } = useFinish(props);
  const follow = useFollowLink(preview);
  const [entered, setEntered] = useState(false);
  useEffect(() => {
    if (prefersReducedMotion()) {
      setEntered(true);
      return;
    }
    const timer = setTimeout(() => setEntered(true), EXPERIENCE_TIMINGS.heroAnimation);
    return () => clearTimeout(timer);
  }, []);
  if (done) return null;
  const images = d.image?.url
    ? [{ src: d.image.url, alt: d.image.imageAlt ?? '' }]
    : (d.thumbnail_urls ?? []).slice(0, 3).map((src) => ({ src, alt: '' }));
  const title = d.text || d.title || '';
  const completeText = d.complete_button_text || d.complete_button?.text;
  const dismissText = d.dismiss_button_text || d.dismiss_button?.text;
  return (
    <section
      aria-label={title || t('exp.welcome')}
      className={`${s.hero}${mobile ? ` ${s.mobile}` : ''}`}
      data-state={entered ? 'entered' : 'entering'}
      style={{ '--hero-duration': `${EXPERIENCE_TIMINGS.heroAnimation}ms` } as CSSProperties}
    >
      {images.length ? (
        <div className={s.images} data-count={images.length}>
          {images.map((image) => (
            <img key={image.src} className={s.image} src={image.src} alt={image.alt} />
          ))}
        </div>
      ) : null}
      <div className={s.body}>
        {title ? <h2 className={s.title}>{title}</h2> : null}
        {d.sub_text ? <p className={s.subText}>{d.sub_text}</p> : null}
        {completeText || dismissText ? (
          <div className={s.actions}>
            {dismissText ? <Button onClick={dismiss}>{dismissText}</Button> : null}
            {completeText ? (
              <Button
                variant="primary"
                onClick={() => {
                  complete();
                  follow(d.complete_button_cta_url || d.complete_button?.url);
                }}
              >
                {completeText}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
      {dismissText ? null : (
        <IconButton
          className={s.close}
          label={t('exp.dismiss')}
          icon="x"
          variant="transparent"
          onClick={dismiss}
        />
      )}
    </section>
  );
}
