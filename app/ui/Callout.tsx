import type { ReactNode } from 'react';
import s from './Callout.module.css';
import { Icon, type IconName } from './Icon';
import { IconButton } from './IconButton';
import { useT } from './i18n';

export type CalloutTone = 'neutral' | 'info' | 'warning' | 'error' | 'success' | 'upsell';

export interface CalloutProps {
  tone?: CalloutTone;
  /** the region's accessible name (a banner is a landmark a screen reader can jump to) */
  label: string;
  title?: ReactNode;
  message: ReactNode;
  icon?: IconName;
  /** an image beside the text, at most 128 px wide (spec 02 §9 upsell image) */
  image?: { src: string; alt: string; width?: number; height?: number };
  /** the buttons row: Button / ButtonLink from the kit */
  actions?: ReactNode;
  /** shows a close button; its name comes from `dismissLabel` */
  onDismiss?(): void;
  dismissLabel?: string;
  /**
   * upsell: 348 px on a phone, 380–900 px elsewhere (spec 02 §9); wide: the page's width;
   * inline: as wide as its container
   */
  width?: 'upsell' | 'wide' | 'inline';
  /** slides in from above over 300 ms (spec 02 §9 callout slide) */
  slideIn?: boolean;
}

const TONE_ICON: Record<CalloutTone, IconName | null> = {
  neutral: null,
  info: 'info',
  warning: 'info',
  error: 'info',
  success: 'check',
  upsell: 'sparkles',
};

const WIDTH_CLASS = { upsell: 'widthUpsell', wide: 'widthWide', inline: 'widthInline' } as const;

/** A banner or callout: a message with optional title, image, actions and a close button. */
export function Callout({
  tone = 'neutral',
  label,
  title,
  message,
  icon,
  image,
  actions,
  onDismiss,
  dismissLabel,
  width = 'inline',
  slideIn = false,
}: CalloutProps) {
  const iconName = icon ?? TONE_ICON[tone];
  const t = useT();
  return (
    <section
      aria-label={label}
      className={`${s.callout} ${s[tone]} ${s[WIDTH_CLASS[width]]}${slideIn ? ` ${s.slide}` : ''}`}
      data-tone={tone}
    >
      {image ? (
        <img
          className={s.image}
          src={image.src}
          alt={image.alt}
          width={Math.min(image.width ?? 128, 128)}
          height={image.height}
        />
      ) : iconName ? (
        <span className={s.icon}>
          <Icon name={iconName} size={24} />
        </span>
      ) : null}
      <div className={s.body}>
        {title ? <h2 className={s.title}>{title}</h2> : null}
        <p className={s.message}>{message}</p>
        {actions ? <div className={s.actions}>{actions}</div> : null}
      </div>
      {onDismiss ? (
        <IconButton
          className={s.close}
          icon="x"
          label={dismissLabel ?? t('ui.dismiss')}
          size="sm"
          variant="transparent"
          onClick={onDismiss}
        />
      ) : null}
    </section>
  );
}
