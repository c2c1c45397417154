import { type ImageSize, imageSizeForDpr } from '#domain/media/image-size';
import type { ImageSet } from '#domain/pins/models';
import s from './PinImage.module.css';

const DPRS = [1, 2, 3, 4] as const;

/**
 * spec 01 §9: device pixel ratio 2 → 474x, 3 → 736x, 4 → orig, else 236x (bots never orig).
 * The box keeps the image's aspect ratio and shows the dominant colour until it loads.
 */
export function srcSetFor(
  images: ImageSet,
  format: 'jpg' | 'webp',
  opts: { isBot: boolean },
): string {
  const seen = new Set<string>();
  const parts: string[] = [];
  for (const dpr of DPRS) {
    const size: ImageSize = imageSizeForDpr(dpr, { isBot: opts.isBot });
    const spec = images[size];
    if (!spec || seen.has(spec.url)) continue;
    seen.add(spec.url);
    parts.push(`${format === 'webp' ? spec.url.replace(/\.jpg$/, '.webp') : spec.url} ${dpr}x`);
  }
  return parts.join(', ');
}

/** Large images (closeup): width descriptors, the browser picks from the rendered width. */
export function wideSrcSet(
  images: ImageSet,
  format: 'jpg' | 'webp',
  opts: { isBot: boolean },
): string {
  const sizes: ImageSize[] = opts.isBot ? ['474x', '736x'] : ['474x', '736x', 'orig'];
  const seen = new Set<number>();
  const parts: string[] = [];
  for (const size of sizes) {
    const spec = images[size];
    if (!spec || seen.has(spec.width)) continue;
    seen.add(spec.width);
    parts.push(
      `${format === 'webp' ? spec.url.replace(/\.jpg$/, '.webp') : spec.url} ${spec.width}w`,
    );
  }
  return parts.join(', ');
}

/** The closeup image's rendered width: up to 508 px (spec 01 §9 pane), phones full width. */
export const WIDE_SIZES = '(max-width: 859px) 100vw, 508px';

export function PinImage(props: {
  images: ImageSet;
  alt: string;
  dominantColor: string;
  aspect: number;
  isBot: boolean;
  eager?: boolean;
  /** the page's first (LCP) image: fetched before other images (issue 12) */
  priority?: boolean;
  className?: string;
  /** the closeup shows the image up to 508 px wide (spec 01 §9 pane), phones full width */
  wide?: boolean;
}) {
  const base = props.wide ? (props.images['736x'] ?? props.images['236x']) : props.images['236x'];
  const srcSet = props.wide ? wideSrcSet : srcSetFor;
  const sizes = props.wide ? WIDE_SIZES : undefined;
  return (
    <div
      className={`${s.box} ${props.className ?? ''}`}
      style={{ backgroundColor: props.dominantColor, aspectRatio: `1 / ${props.aspect}` }}
    >
      {base ? (
        <picture>
          <source type="image/webp" srcSet={srcSet(props.images, 'webp', props)} sizes={sizes} />
          <img
            className={s.img}
            src={base.url}
            // every browser that reads <picture> takes the webp candidates above; the JPEG set
            // only served browsers without WebP, at ~230 bytes a card of every grid page
            // (issue 12): a card's fallback is the one 236x JPEG
            srcSet={props.wide ? srcSet(props.images, 'jpg', props) : undefined}
            sizes={sizes}
            alt={props.alt}
            width={base.width}
            height={base.height}
            loading={props.eager || props.priority ? 'eager' : 'lazy'}
            fetchPriority={props.priority ? 'high' : undefined}
            decoding="async"
          />
        </picture>
      ) : null}
    </div>
  );
}
