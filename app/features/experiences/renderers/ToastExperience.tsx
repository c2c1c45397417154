import { useEffect, useRef } from 'react';
import { experienceColor, experienceIcon } from '#domain/experiences/experience-look';
import { EXPERIENCE_TIMINGS, experienceDelayMs } from '#domain/experiences/experiences';
import { Icon, type IconName } from '../../../ui/Icon';
import { useT } from '../../../ui/i18n';
import { ICON_NAMES } from '../../../ui/icon-names';
import { useToast } from '../../../ui/Toast';
import type { RendererProps } from '../types';

/** spec 02 icon names the sprite draws under another name */
const ICON_ALIASES: Record<string, IconName> = {
  pinterest: 'house',
  sparkle: 'sparkles',
  message: 'message-circle',
  link: 'link-2',
  chart: 'chart-no-axes-column',
};

function iconFor(id: number | undefined): IconName | null {
  const name = experienceIcon(id);
  if (!name) return null;
  if (name in ICON_ALIASES) return ICON_ALIASES[name] ?? null;
  return (ICON_NAMES as readonly string[]).includes(name) ? (name as IconName) : null;
}

/**
 * Type 10 (spec 02 §3 M-145, §4 M-209, §9): the page's own toast, shown after the education
 * delay (2000 ms unless the experience says), for its duration; shown once, so it completes
 * when it appears.
 */
export default function ToastExperience({ experience, onComplete, preview }: RendererProps) {
  const t = useT();
  const toast = useToast();
  const shown = useRef(false);
  const seeMore = t('exp.seeMore');
  const d = experience.display_data;
  useEffect(() => {
    if (shown.current) return;
    const delay = preview ? 0 : experienceDelayMs(d) || EXPERIENCE_TIMINGS.toastEducationDelay;
    const timer = setTimeout(() => {
      shown.current = true;
      const icon = iconFor(d.icon);
      const href = typeof d.link === 'string' ? d.link : d.link?.href;
      const linkText = typeof d.link === 'object' ? d.link?.text : undefined;
      toast.show({
        text: d.text ?? '',
        duration: d.duration,
        icon: icon ? (
          <Icon name={icon} size={20} color={experienceColor(d.iconColor)} />
        ) : undefined,
        action: href ? { label: linkText || seeMore, href } : undefined,
      });
      if (!preview) onComplete({ code: 1, skipRefresh: true });
    }, delay);
    return () => clearTimeout(timer);
  }, [d, toast, onComplete, preview, seeMore]);
  return null;
}
