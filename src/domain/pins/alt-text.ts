import type { MessageId } from '../i18n/catalogs/en.ts';

/**
 * Image alt text of a pin (spec 02 §9 wording; spec 01 §5 fallback), said in the page's language
 * by `say` (decision 064: the page's `t`, a loader's `text`).
 */

type Say = (id: MessageId, values?: Record<string, unknown>) => string;

/**
 * spec 02 §9: 'This contains: {altText}' for human-written text, 'This may contain:
 * {autoAltText}' for generated text; spec 01 §5: fallback 'This contains an image of:
 * {pinTitle}'. Blank values are skipped (whitespace collapsed); '' when nothing is known.
 */
export function pinAltText(
  pin: {
    altText?: string | null;
    autoAltText?: string | null;
    title?: string | null;
  },
  say: Say,
): string {
  const clean = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
  const alt = clean(pin.altText);
  if (alt) return say('pins.altContains', { text: alt });
  const auto = clean(pin.autoAltText);
  if (auto) return say('pins.altMayContain', { text: auto });
  const title = clean(pin.title);
  if (title) return say('pins.altImageOf', { text: title });
  return '';
}

/**
 * The name of a card's image link. It holds every word the card shows over the image (WCAG 2.5.3,
 * label in name; a voice user says what they see): a video's duration badge and the GIF badge.
 */
export function cardLinkLabel(
  label: string,
  shown: { videoTime?: string; gif?: boolean },
  say: Say,
): string {
  if (shown.videoTime) return say('pins.linkVideo', { name: label, time: shown.videoTime });
  if (shown.gif) return say('pins.linkGif', { name: label });
  return label;
}
