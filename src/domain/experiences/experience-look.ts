/** spec 02 §3: the colours and icons an experience names by number. */

/** spec 02 §3 (M-150): colour ids 1–12 */
export const EXPERIENCE_COLORS = [
  'default',
  'subtle',
  'subtle',
  'inverse',
  'info',
  'success',
  'warning',
  'error',
  'recommendation',
  'brandPrimary',
  'light',
  'dark',
] as const;
export type ExperienceColor = (typeof EXPERIENCE_COLORS)[number];

/** spec 02 §3 (M-150): the colour of id 1–12, `default` for anything else */
export function experienceColor(id: number | null | undefined): ExperienceColor {
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > 12) return 'default';
  return EXPERIENCE_COLORS[id - 1] ?? 'default';
}

/**
 * spec 02 §3 (M-149): icon ids 1–38. The spec names five (pinterest, sparkle, search, share,
 * download); the rest follow the product's own icon set, in a fixed order authors see in
 * /admin/experiences.
 */
export const EXPERIENCE_ICONS = [
  'pinterest',
  'sparkle',
  'search',
  'share',
  'download',
  'heart',
  'star',
  'bell',
  'info',
  'check',
  'lightbulb',
  'lock',
  'eye',
  'eye-off',
  'clock',
  'compass',
  'globe',
  'house',
  'mail',
  'message',
  'pencil',
  'plus',
  'settings',
  'shield',
  'trash',
  'truck',
  'upload',
  'user',
  'user-plus',
  'users',
  'link',
  'copy',
  'chart',
  'play',
  'sun',
  'moon',
  'archive',
  'external-link',
] as const;
export type ExperienceIcon = (typeof EXPERIENCE_ICONS)[number];

/** spec 02 §3 (M-149): the icon of id 1–38, or null */
export function experienceIcon(id: number | null | undefined): ExperienceIcon | null {
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > EXPERIENCE_ICONS.length) {
    return null;
  }
  return EXPERIENCE_ICONS[id - 1] ?? null;
}
