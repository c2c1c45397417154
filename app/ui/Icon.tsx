import type { ExperienceColor } from '#domain/experiences/experience-look';
import s from './Icon.module.css';
import type { IconName } from './icon-names';
// Vite inlines assets under 4 KB as data: URLs, which <use> refuses; the sprite is well over that.
import spriteUrl from './icons.svg?url';

export type { IconName } from './icon-names';

interface IconProps {
  name: IconName;
  /** px, width and height; 20 by default */
  size?: number;
  /** Given, the icon is an image with this name; absent, it is decoration hidden from assistive tech. */
  label?: string;
  /** Fill the shape with the current colour (a liked heart, a full star). */
  filled?: boolean;
  className?: string;
  /** spec 02 §3 (M-150): one of the colour names an experience gives by id 1–12 */
  color?: ExperienceColor;
}

/**
 * One icon from the shared sprite. Every icon on a page points into the same cached file, so a
 * grid of cards carries no copy of any drawing. No `focusable` (an Internet Explorer attribute)
 * and no name attribute: a grid page draws about a hundred icons, and each byte is paid 100 times.
 */
export function Icon({ name, size = 20, label, filled = false, className, color }: IconProps) {
  return (
    <svg
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={[
        s.icon,
        filled ? s.filled : '',
        color && color !== 'default' ? s[color] : '',
        className ?? '',
      ]
        .filter(Boolean)
        .join(' ')}
      width={size}
      height={size}
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
