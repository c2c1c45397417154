import { escapeHtml } from '../formatting/html.ts';
import type { ImageSpec } from '../media/image-size.ts';
import type { ImageSet } from '../pins/models.ts';

/**
 * Sharing a pin (spec 01 §2, §4, §6; spec 02 §7 M-363 … M-366; issue 13): where each social
 * network's share page is, the popup it opens in, and the embed code of a pin.
 */

export const SHARE_CHANNELS = ['facebook', 'twitter', 'line', 'whatsapp', 'email'] as const;
export type ShareChannel = (typeof SHARE_CHANNELS)[number];

/** What the Share Menu names each channel. */
export const SHARE_CHANNEL_LABELS: Record<ShareChannel, string> = {
  facebook: 'Facebook',
  twitter: 'X (Twitter)',
  line: 'Line',
  whatsapp: 'WhatsApp',
  email: 'Email',
};

/** spec 02 §7 (M-366): the popup sizes, 510x525 (Facebook's dialog, Line) and 550x420 (intents). */
export const SHARE_POPUP_SIZES: Record<
  Exclude<ShareChannel, 'email'>,
  { width: number; height: number }
> = {
  facebook: { width: 510, height: 525 },
  line: { width: 510, height: 525 },
  twitter: { width: 550, height: 420 },
  whatsapp: { width: 550, height: 420 },
};

/** The account the Twitter intent credits (spec 02 §7 M-364: 'via'). */
export const DEFAULT_TWITTER_VIA = 'tessera';

/**
 * The page a channel shares `url` from (M-363 Facebook dialog, M-364 Twitter intent with via,
 * M-365 Line share page; WhatsApp and email as the issue adds them). `text` is the pin's title.
 */
export function shareUrl(
  channel: ShareChannel,
  share: { url: string; text: string; via?: string | undefined },
): string {
  const text = share.text.trim();
  switch (channel) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?${new URLSearchParams({ u: share.url })}`;
    case 'twitter': {
      const q = new URLSearchParams({ url: share.url });
      if (text) q.set('text', text);
      q.set('via', share.via ?? DEFAULT_TWITTER_VIA);
      return `https://twitter.com/intent/tweet?${q}`;
    }
    case 'line':
      return `https://social-plugins.line.me/lineit/share?${new URLSearchParams({ url: share.url })}`;
    case 'whatsapp':
      return `https://api.whatsapp.com/send?${new URLSearchParams({
        text: text ? `${text} ${share.url}` : share.url,
      })}`;
    case 'email': {
      const subject = text ? `${text} on Tessera` : 'A Pin on Tessera';
      // mailto wants %20 for spaces, not '+'
      return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(share.url)}`;
    }
  }
}

/** `window.open` features of a share popup, centred on the screen it opens from. */
export function popupFeatures(
  channel: Exclude<ShareChannel, 'email'>,
  screen: { width: number; height: number; left?: number; top?: number },
): string {
  const { width, height } = SHARE_POPUP_SIZES[channel];
  const left = Math.max(0, Math.round((screen.left ?? 0) + (screen.width - width) / 2));
  const top = Math.max(0, Math.round((screen.top ?? 0) + (screen.height - height) / 2));
  return `popup=yes,width=${width},height=${height},left=${left},top=${top}`;
}

/** The embedded pin's frame: the card's width and a height that fits its image and footer. */
export const EMBED_WIDTH = 345;
export const EMBED_FOOTER = 120;
export const EMBED_MAX_HEIGHT = 800;

export function embedHeight(image: { width: number; height: number } | null): number {
  if (!image || image.width <= 0 || image.height <= 0) return EMBED_WIDTH + EMBED_FOOTER;
  const h = Math.round((EMBED_WIDTH * image.height) / image.width) + EMBED_FOOTER;
  return Math.min(EMBED_MAX_HEIGHT, h);
}

/** The HTML another site pastes to show the pin (issue 13 'Get Pin embed code'; oEmbed's html). */
export function embedCode(embed: { src: string; title: string; height: number }): string {
  return `<iframe src="${escapeHtml(embed.src)}" width="${EMBED_WIDTH}" height="${embed.height}" title="${escapeHtml(embed.title)}" style="border:0;border-radius:16px;max-width:100%" loading="lazy" referrerpolicy="strict-origin-when-cross-origin"></iframe>`;
}

/** The image an embedded card shows: the card sizes first. */
export function embedImageOf(images: ImageSet): ImageSpec | null {
  return images['474x'] ?? images['236x'] ?? images['736x'] ?? images.orig ?? null;
}

/** The path another site frames to show a pin. */
export function embedPath(pinId: string): string {
  return `/embed/pin/${pinId}/`;
}

/** What 'Get Pin embed code' gives, the same code the oEmbed answer carries. */
export function pinEmbedCode(
  pin: { id: string; title: string; description?: string; images: ImageSet },
  origin: string,
): { code: string; height: number; title: string } {
  const title =
    pin.title.trim() || (pin.description ?? '').trim().slice(0, 100) || 'A Pin on Tessera';
  const height = embedHeight(embedImageOf(pin.images));
  return {
    code: embedCode({ src: `${origin}${embedPath(pin.id)}`, title, height }),
    height,
    title,
  };
}
